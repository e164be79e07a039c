-- E-mail through an outbox (lib/mail): a submission writes its messages in its own transaction;
-- a background sender claims and sends them. The history may now say that a submission was erased;
-- every submission records which privacy text its sender accepted.
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"inbox" text NOT NULL,
	"record_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "outbox_kind" CHECK ("outbox"."kind" in ('notice', 'confirmation')),
	CONSTRAINT "outbox_inbox" CHECK ("outbox"."inbox" in ('drivers', 'applications', 'proposals', 'messages'))
);
--> statement-breakpoint
ALTER TABLE "record_history" DROP CONSTRAINT "record_history_action";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "consent_version" text DEFAULT 'before-2026-11-23' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "consent_version" text DEFAULT 'before-2026-11-23' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "consent_version" text DEFAULT 'before-2026-11-23' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "consent_version" text DEFAULT 'before-2026-11-23' NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_record_idx" ON "outbox" USING btree ("inbox","record_id");--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_action" CHECK ("record_history"."action" in ('status', 'note', 'assignment', 'download', 'export', 'erasure'));