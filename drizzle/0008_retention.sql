-- Retention: an application remembers when it was decided (the clock of its retention), and a
-- job application may lose its ID card before the rest (RETAIN_ID_CARD_DAYS after the decision).
ALTER TABLE "job_applications" ALTER COLUMN "id_card_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "id_card_file_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "decided_at" timestamp with time zone;