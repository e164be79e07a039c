-- The inbox search reads a contact message's subject and words and a delivery's recipient phone from the
-- stored search text, through its trigram index (read row by row instead, 100 000 messages took 2 s a search on
-- PostgreSQL). A stored generated column cannot change its expression: it is dropped and added again, which
-- drops its trigram index (drizzle/0006, 0015), made again here under the same names.
ALTER TABLE "contact_messages" drop column "search_text";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("subject", '') || ' ' || coalesce("message", '') || ' ' || coalesce("reference", '') || ' ' || coalesce(replace("reference", '-', ''), '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED;--> statement-breakpoint
ALTER TABLE "delivery_requests" drop column "search_text";--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '') || ' ' || coalesce("recipient_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("recipient_phone", '') || ' ' || coalesce(replace("phone", '+', ''), '') || ' ' || coalesce(replace("recipient_phone", '+', ''), '') || ' ' || coalesce("reference", '') || ' ' || coalesce(replace("reference", '-', ''), '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_trgm_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deliveries_search_trgm_idx" ON "delivery_requests" USING gin ("search_text" gin_trgm_ops);
