-- A reference for each submission (lib/forms/reference.ts: same alphabet, no 0/O/1/I/L/U). The app sets
-- its own (crypto random); this default gives one to the rows already stored and to rows inserted by hand.
CREATE OR REPLACE FUNCTION new_submission_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'KX-' || substr(r, 1, 4) || '-' || substr(r, 5, 4)
  FROM (
    SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 30)::int, 1), '') AS r
    FROM generate_series(1, 8)
  ) AS characters
$$;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "reference" text DEFAULT new_submission_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "reference" text DEFAULT new_submission_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "reference" text DEFAULT new_submission_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "reference" text DEFAULT new_submission_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_reference_unique" UNIQUE("reference");