CREATE TABLE "record_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inbox" text NOT NULL,
	"record_id" integer NOT NULL,
	"staff_id" text,
	"staff_name" text NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_ratings_inbox" CHECK ("record_ratings"."inbox" in ('drivers', 'applications')),
	CONSTRAINT "record_ratings_score" CHECK ("record_ratings"."score" between 1 and 5),
	CONSTRAINT "record_ratings_comment" CHECK (char_length("record_ratings"."comment") <= 500)
);
--> statement-breakpoint
CREATE TABLE "record_tags" (
	"inbox" text NOT NULL,
	"record_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_tags_inbox_record_id_key_pk" PRIMARY KEY("inbox","record_id","key"),
	CONSTRAINT "record_tags_inbox" CHECK ("record_tags"."inbox" in ('drivers', 'applications', 'proposals', 'messages', 'deliveries')),
	CONSTRAINT "record_tags_label" CHECK (char_length("record_tags"."label") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "record_history" DROP CONSTRAINT "record_history_action";--> statement-breakpoint
ALTER TABLE "record_ratings" ADD CONSTRAINT "record_ratings_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_ratings_member_idx" ON "record_ratings" USING btree ("inbox","record_id","staff_id");--> statement-breakpoint
CREATE INDEX "record_tags_key_idx" ON "record_tags" USING btree ("inbox","key","record_id");--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_action" CHECK ("record_history"."action" in ('status', 'note', 'assignment', 'download', 'export', 'erasure', 'created', 'edited', 'opened', 'closed', 'published', 'unpublished', 'replaced', 'restored', 'price', 'driver', 'message', 'interview', 'tag', 'rating'));--> statement-breakpoint
-- Hand-written. A tag is free text staff type about a person, like a note: an erasure (SET LOCAL
-- kamba.history_erasure = 'on') may delete a record's notes and its tag lines, and nothing else (ADR 055).
CREATE OR REPLACE FUNCTION record_history_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.action IN ('note', 'tag') AND coalesce(current_setting('kamba.history_erasure', true), '') = 'on' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'record_history is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
