CREATE TABLE "staff_drafts" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_submissions" (
	"key" text PRIMARY KEY NOT NULL,
	"created" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_offers" DROP CONSTRAINT "job_offers_applications_count";--> statement-breakpoint
CREATE INDEX "staff_drafts_created_idx" ON "staff_drafts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_submissions_created_idx" ON "staff_submissions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "job_offers" DROP COLUMN "applications_count";