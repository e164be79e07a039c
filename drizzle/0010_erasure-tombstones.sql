CREATE INDEX "record_history_erased_reference_idx" ON "record_history" USING btree ("inbox",(detail->>'reference')) WHERE action = 'erasure';--> statement-breakpoint
CREATE INDEX "record_history_erasures_idx" ON "record_history" USING btree ("inbox","id") WHERE action = 'erasure';--> statement-breakpoint
-- hand-written: tombstones, withdrawal links out of the outbox, and a history that an erasure cannot thin.
-- 1. Tombstones written before say why in `reason` (request, withdrawal, retention) instead of `by`
--    (staff, visitor, retention). An ID card's line names its application's reference; a whole
--    record's line cannot any more (the record is gone): its reference is null.
SELECT set_config('kamba.history_erasure', 'on', true);--> statement-breakpoint
UPDATE "record_history" AS h
SET "detail" = (h."detail" - 'by') || jsonb_build_object(
  'reason', CASE h."detail"->>'by' WHEN 'staff' THEN 'request' WHEN 'visitor' THEN 'withdrawal' ELSE 'retention' END,
  'reference', (SELECT a."reference" FROM "job_applications" AS a WHERE h."detail"->>'file' = 'id-card' AND a."id" = h."record_id"))
WHERE h."action" = 'erasure' AND h."detail"->>'by' IS NOT NULL;--> statement-breakpoint
SELECT set_config('kamba.history_erasure', 'off', true);--> statement-breakpoint
-- 2. The outbox holds no usable withdrawal link: the sender makes it as it sends (lib/mail). Messages
--    stored before keep the link's place; those still waiting get a link of the new form when sent.
UPDATE "outbox" SET
  "text_body" = regexp_replace("text_body", '(https?://[^\s"''<>]*)?/withdraw/[A-Za-z0-9._-]{20,}', '{{withdraw-link}}', 'g'),
  "html_body" = regexp_replace("html_body", '(https?://[^\s"''<>]*)?/withdraw/[A-Za-z0-9._-]{20,}', '{{withdraw-link}}', 'g')
WHERE "text_body" LIKE '%/withdraw/%' OR "html_body" LIKE '%/withdraw/%';--> statement-breakpoint
-- 3. History is written once and never changed. An erasure (SET LOCAL kamba.history_erasure = 'on')
--    may delete a record's notes, free text that may hold personal data, and nothing else: status
--    changes, assignments, downloads and tombstones stay, so an erasure cannot hide who did what.
CREATE OR REPLACE FUNCTION record_history_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.action = 'note' AND coalesce(current_setting('kamba.history_erasure', true), '') = 'on' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'record_history is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
