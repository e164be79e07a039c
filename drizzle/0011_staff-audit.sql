CREATE TABLE "staff_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"subject_id" text,
	"subject_name" text DEFAULT '' NOT NULL,
	"address" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_audit_event" CHECK ("staff_audit"."event" in ('sign-in', 'sign-in-failed', 'sign-in-throttled', 'account-created', 'role-changed', 'account-disabled', 'account-enabled', 'authenticator-reset', 'authenticator-enrolled', 'password-reset', 'password-changed'))
);
--> statement-breakpoint
CREATE TABLE "staff_used_codes" (
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_used_codes_user_id_code_hash_pk" PRIMARY KEY("user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_subject_id_staff_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_used_codes" ADD CONSTRAINT "staff_used_codes_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_newest_idx" ON "staff_audit" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "staff_two_factors" DROP COLUMN "last_code_hash";--> statement-breakpoint
ALTER TABLE "staff_two_factors" DROP COLUMN "last_code_at";--> statement-breakpoint
-- hand-written:
-- The staff audit is written once and never changed. The only deletion is the retention purge of lines
-- past their time (they hold staff members' addresses), which must say so inside its transaction:
-- SET LOCAL kamba.audit_retention = 'on' (app/lib/staff-audit.server.ts).
CREATE OR REPLACE FUNCTION staff_audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('kamba.audit_retention', true), '') = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'staff_audit is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_append_only" BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION staff_audit_is_append_only();--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_truncate" BEFORE TRUNCATE ON "staff_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_is_append_only();
