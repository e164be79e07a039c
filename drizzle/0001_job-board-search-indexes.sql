-- Job board with thousands of offers: the list page walks this index newest first and
-- stops after one page; the title search ("contains", any case) uses trigram indexes on the title
-- each language reads (its own text, else Portuguese). Written by hand: drizzle-kit cannot express
-- the extension; the indexes are therefore not declared in app/db/schema.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_active_recent_idx" ON "job_offers" ("created_at" DESC, "id" DESC) WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_title_pt_trgm_idx" ON "job_offers" USING gin ((coalesce(nullif("title"->>'pt', ''), "title"->>'pt')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_title_en_trgm_idx" ON "job_offers" USING gin ((coalesce(nullif("title"->>'en', ''), "title"->>'pt')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_title_fr_trgm_idx" ON "job_offers" USING gin ((coalesce(nullif("title"->>'fr', ''), "title"->>'pt')) gin_trgm_ops);
