CREATE TABLE "interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"place" text NOT NULL,
	"interviewer_id" text,
	"interviewer_name" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_minutes" CHECK ("interviews"."minutes" between 15 and 240),
	CONSTRAINT "interviews_place" CHECK (char_length(place) between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "rejection_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rejection_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inbox" text NOT NULL,
	"label" jsonb NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejection_reasons_inbox" CHECK ("rejection_reasons"."inbox" in ('drivers', 'applications')),
	CONSTRAINT "rejection_reasons_label" CHECK (char_length("rejection_reasons"."label"->>'pt') between 1 and 80 and char_length("rejection_reasons"."label"->>'en') between 1 and 80 and char_length("rejection_reasons"."label"->>'fr') between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "record_history" DROP CONSTRAINT "record_history_action";--> statement-breakpoint
ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_event";--> statement-breakpoint
ALTER TABLE "driver_applications" ADD COLUMN "rejection_reason_id" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "rejection_reason_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_interviewer_id_staff_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_upcoming_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "rejection_reasons_inbox_idx" ON "rejection_reasons" USING btree ("inbox","id");--> statement-breakpoint
ALTER TABLE "driver_applications" ADD CONSTRAINT "driver_applications_rejection_reason_id_rejection_reasons_id_fk" FOREIGN KEY ("rejection_reason_id") REFERENCES "public"."rejection_reasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_rejection_reason_id_rejection_reasons_id_fk" FOREIGN KEY ("rejection_reason_id") REFERENCES "public"."rejection_reasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_action" CHECK ("record_history"."action" in ('status', 'note', 'assignment', 'download', 'export', 'erasure', 'created', 'edited', 'opened', 'closed', 'published', 'unpublished', 'replaced', 'restored', 'price', 'driver', 'message', 'interview'));--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_event" CHECK ("staff_audit"."event" in ('sign-in', 'sign-in-failed', 'sign-in-throttled', 'account-created', 'role-changed', 'account-disabled', 'account-enabled', 'authenticator-reset', 'authenticator-enrolled', 'password-reset', 'password-changed', 'reason-added', 'reason-retired', 'reason-restored', 'template-saved', 'template-restored'));--> statement-breakpoint
-- A first list of reasons, for admins to change (retire, add) in /admin/reasons.
INSERT INTO "rejection_reasons" ("inbox", "label") VALUES
	('applications', '{"pt": "A experiência não corresponde à vaga", "en": "Experience does not match the role", "fr": "L''expérience ne correspond pas au poste"}'),
	('applications', '{"pt": "Escolhemos outra pessoa", "en": "We chose someone else", "fr": "Nous avons retenu une autre personne"}'),
	('applications', '{"pt": "Documentos em falta", "en": "Documents missing", "fr": "Documents manquants"}'),
	('applications', '{"pt": "A vaga foi encerrada", "en": "The job was closed", "fr": "Le poste a été fermé"}'),
	('drivers', '{"pt": "Carta de condução não válida para o veículo", "en": "Licence not valid for the vehicle", "fr": "Permis non valable pour le véhicule"}'),
	('drivers', '{"pt": "Documentos em falta", "en": "Documents missing", "fr": "Documents manquants"}'),
	('drivers', '{"pt": "Sem vagas nessa cidade de momento", "en": "No openings in that city for now", "fr": "Pas de place dans cette ville pour l''instant"}'),
	('drivers', '{"pt": "O veículo não cumpre as nossas condições", "en": "The vehicle does not meet our conditions", "fr": "Le véhicule ne remplit pas nos conditions"}');
