-- Publishing: job offers, news and the price list keep a history like the inboxes: the areas
-- and actions grow, and an entry names its published item (a uuid or a language) in subject_id.
ALTER TABLE "record_history" DROP CONSTRAINT "record_history_inbox";--> statement-breakpoint
ALTER TABLE "record_history" DROP CONSTRAINT "record_history_action";--> statement-breakpoint
ALTER TABLE "record_history" ADD COLUMN "subject_id" text;--> statement-breakpoint
CREATE INDEX "record_history_subject_idx" ON "record_history" USING btree ("inbox","subject_id","created_at") WHERE "record_history"."subject_id" is not null;--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_inbox" CHECK ("record_history"."inbox" in ('drivers', 'applications', 'proposals', 'messages', 'jobs', 'news', 'price-list'));--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_action" CHECK ("record_history"."action" in ('status', 'note', 'assignment', 'download', 'export', 'erasure', 'created', 'edited', 'opened', 'closed', 'published', 'unpublished', 'replaced', 'restored'));