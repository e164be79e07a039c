ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind";--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind" CHECK ("outbox"."kind" in ('notice', 'confirmation', 'update', 'staff'));--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_language" CHECK ("staff_users"."language" is null or "staff_users"."language" in ('pt', 'en', 'fr'));