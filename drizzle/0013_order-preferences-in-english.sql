-- A proposal's order preference is stored in one language like every other choice: 'telefone' and
-- 'outro' become 'phone' and 'other' (the form still accepts the old codes from a page or a draft
-- made before).
ALTER TABLE "enterprises" DROP CONSTRAINT "enterprises_order_preference";--> statement-breakpoint
UPDATE "enterprises" SET "order_preference" = CASE "order_preference" WHEN 'telefone' THEN 'phone' WHEN 'outro' THEN 'other' ELSE "order_preference" END WHERE "order_preference" IN ('telefone', 'outro');--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_order_preference" CHECK ("enterprises"."order_preference" in ('web', 'app', 'phone', 'other'));
