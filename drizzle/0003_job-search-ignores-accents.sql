-- Job search ignores accents: 'camiao' finds 'Camião'. The title each language reads is
-- lower-cased and its accented letters folded with translate() (built in, immutable, so it can be indexed on
-- PGlite and PostgreSQL alike, no unaccent extension needed); the query is folded the same way in
-- app/features/careers/job-offers.server.ts. Written by hand like 0001: drizzle-kit cannot express these indexes.
DROP INDEX IF EXISTS "job_offers_title_pt_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "job_offers_title_en_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "job_offers_title_fr_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_title_pt_folded_trgm_idx" ON "job_offers" USING gin ((translate(lower(coalesce(nullif("title"->>'pt', ''), "title"->>'pt')), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_title_en_folded_trgm_idx" ON "job_offers" USING gin ((translate(lower(coalesce(nullif("title"->>'en', ''), "title"->>'pt')), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_offers_title_fr_folded_trgm_idx" ON "job_offers" USING gin ((translate(lower(coalesce(nullif("title"->>'fr', ''), "title"->>'pt')), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) gin_trgm_ops);
