-- The back-office's inboxes: language, assignee, revision (stale changes are refused) and a
-- folded search text on each submission, list indexes (newest first, by status, by assignee), and the
-- append-only history. drizzle-kit wrote the columns and b-tree indexes from app/db/schema.ts; the
-- trigram indexes and the history's guard are written by hand.
CREATE TABLE "record_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inbox" text NOT NULL,
	"record_id" integer,
	"staff_id" text,
	"staff_name" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_history_inbox" CHECK ("record_history"."inbox" in ('drivers', 'applications', 'proposals', 'messages')),
	CONSTRAINT "record_history_action" CHECK ("record_history"."action" in ('status', 'note', 'assignment', 'download', 'export'))
);
--> statement-breakpoint
DROP INDEX "contacts_status_created_idx";--> statement-breakpoint
DROP INDEX "drivers_status_created_idx";--> statement-breakpoint
DROP INDEX "enterprises_status_created_idx";--> statement-breakpoint
DROP INDEX "job_applications_status_created_idx";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "language" text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("reference", '') || ' ' || coalesce(replace("reference", '-', ''), '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "language" text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce(replace("phone", '+', ''), '') || ' ' || coalesce("reference", '') || ' ' || coalesce(replace("reference", '-', ''), '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "language" text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '') || ' ' || coalesce("contact_person", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce(replace("phone", '+', ''), '') || ' ' || coalesce("reference", '') || ' ' || coalesce(replace("reference", '-', ''), '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "language" text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce(replace("phone", '+', ''), '') || ' ' || coalesce("reference", '') || ' ' || coalesce(replace("reference", '-', ''), '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED;--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_history_record_idx" ON "record_history" USING btree ("inbox","record_id","created_at");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_assigned_to_staff_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_assigned_to_staff_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_assigned_to_staff_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_assigned_to_staff_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_newest_idx" ON "contacts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_status_newest_idx" ON "contacts" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_assigned_newest_idx" ON "contacts" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_assigned_status_idx" ON "contacts" USING btree ("assigned_to","status");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "drivers_newest_idx" ON "drivers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "drivers_status_newest_idx" ON "drivers" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "drivers_assigned_newest_idx" ON "drivers" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "drivers_assigned_status_idx" ON "drivers" USING btree ("assigned_to","status");--> statement-breakpoint
CREATE INDEX "drivers_email_idx" ON "drivers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "drivers_phone_idx" ON "drivers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "enterprises_newest_idx" ON "enterprises" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enterprises_status_newest_idx" ON "enterprises" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enterprises_assigned_newest_idx" ON "enterprises" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enterprises_assigned_status_idx" ON "enterprises" USING btree ("assigned_to","status");--> statement-breakpoint
CREATE INDEX "enterprises_email_idx" ON "enterprises" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "enterprises_phone_idx" ON "enterprises" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "job_applications_newest_idx" ON "job_applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_status_newest_idx" ON "job_applications" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_assigned_newest_idx" ON "job_applications" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_assigned_status_idx" ON "job_applications" USING btree ("assigned_to","status");--> statement-breakpoint
CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "job_applications_phone_idx" ON "job_applications" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_language" CHECK ("contacts"."language" in ('pt', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_language" CHECK ("drivers"."language" in ('pt', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_language" CHECK ("enterprises"."language" in ('pt', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_language" CHECK ("job_applications"."language" in ('pt', 'en', 'fr'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "drivers_search_trgm_idx" ON "drivers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_applications_search_trgm_idx" ON "job_applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enterprises_search_trgm_idx" ON "enterprises" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_trgm_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- History is written once and never changed. The only exception is the erasure of one person's data on
-- request (Lei n.º 22/11), which must say so inside its transaction: SET LOCAL kamba.history_erasure = 'on'.
CREATE OR REPLACE FUNCTION record_history_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('kamba.history_erasure', true), '') = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  RAISE EXCEPTION 'record_history is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "record_history_append_only" BEFORE UPDATE OR DELETE ON "record_history"
  FOR EACH ROW EXECUTE FUNCTION record_history_is_append_only();--> statement-breakpoint
CREATE TRIGGER "record_history_no_truncate" BEFORE TRUNCATE ON "record_history"
  FOR EACH STATEMENT EXECUTE FUNCTION record_history_is_append_only();
