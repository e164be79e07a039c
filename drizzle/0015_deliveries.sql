-- Deliveries, the fifth inbox: a request with its quote priced on the server, its steps' times on the row (so
-- that erasing the row erases its timeline), the driver's positions and proof photo (erased with it), customer
-- e-mails at each step, and the history's price and driver lines.
CREATE TABLE "delivery_positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_positions_latitude" CHECK ("delivery_positions"."latitude" between -90 and 90),
	CONSTRAINT "delivery_positions_longitude" CHECK ("delivery_positions"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "delivery_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"pickup_place" text NOT NULL,
	"pickup_label" text NOT NULL,
	"pickup_landmark" text,
	"dropoff_place" text NOT NULL,
	"dropoff_label" text NOT NULL,
	"dropoff_landmark" text,
	"vehicle_type" text NOT NULL,
	"refrigerated" boolean DEFAULT false NOT NULL,
	"pickup_at" timestamp with time zone,
	"distance_metres" integer NOT NULL,
	"estimated_price" integer NOT NULL,
	"confirmed_price" integer,
	"description" text NOT NULL,
	"weight_kg" integer,
	"payment_method" text NOT NULL,
	"notes" text,
	"status" text DEFAULT 'received' NOT NULL,
	"cancel_reason" text,
	"received_by" text,
	"proof_file_key" text,
	"driver_name" text,
	"driver_phone" text,
	"driver_vehicle" text,
	"driver_application_id" integer,
	"driver_link_hash" text,
	"confirmed_at" timestamp with time zone,
	"driver_assigned_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"on_the_way_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"submission_key" text NOT NULL,
	"reference" text DEFAULT new_submission_reference() NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"consent_version" text DEFAULT 'before-2026-11-23' NOT NULL,
	"language" text DEFAULT 'pt' NOT NULL,
	"assigned_to" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '') || ' ' || coalesce("recipient_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce(replace("phone", '+', ''), '') || ' ' || coalesce("reference", '') || ' ' || coalesce(replace("reference", '-', ''), '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_requests_driver_link_hash_unique" UNIQUE("driver_link_hash"),
	CONSTRAINT "delivery_requests_submission_key_unique" UNIQUE("submission_key"),
	CONSTRAINT "delivery_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "deliveries_name" CHECK (char_length(name) between 2 and 100),
	CONSTRAINT "deliveries_phone" CHECK (char_length(phone) between 8 and 20),
	CONSTRAINT "deliveries_email" CHECK ("delivery_requests"."email" is null or char_length("delivery_requests"."email") between 3 and 254),
	CONSTRAINT "deliveries_recipient_name" CHECK (char_length(recipient_name) between 2 and 100),
	CONSTRAINT "deliveries_recipient_phone" CHECK (char_length(recipient_phone) between 8 and 20),
	CONSTRAINT "deliveries_pickup_landmark" CHECK ("delivery_requests"."pickup_landmark" is null or char_length("delivery_requests"."pickup_landmark") <= 200),
	CONSTRAINT "deliveries_dropoff_landmark" CHECK ("delivery_requests"."dropoff_landmark" is null or char_length("delivery_requests"."dropoff_landmark") <= 200),
	CONSTRAINT "deliveries_vehicle_type" CHECK ("delivery_requests"."vehicle_type" in ('moto', 'city-car', 'utility-car', 'hiace', 'van', 'truck')),
	CONSTRAINT "deliveries_distance" CHECK ("delivery_requests"."distance_metres" between 0 and 5000000),
	CONSTRAINT "deliveries_estimated_price" CHECK ("delivery_requests"."estimated_price" > 0),
	CONSTRAINT "deliveries_confirmed_price" CHECK ("delivery_requests"."confirmed_price" is null or "delivery_requests"."confirmed_price" > 0),
	CONSTRAINT "deliveries_description" CHECK (char_length(description) between 3 and 500),
	CONSTRAINT "deliveries_weight" CHECK ("delivery_requests"."weight_kg" is null or "delivery_requests"."weight_kg" between 1 and 30000),
	CONSTRAINT "deliveries_payment_method" CHECK ("delivery_requests"."payment_method" in ('card', 'transfer', 'multicaixa-express', 'cash-on-delivery')),
	CONSTRAINT "deliveries_notes" CHECK ("delivery_requests"."notes" is null or char_length("delivery_requests"."notes") <= 1000),
	CONSTRAINT "deliveries_status" CHECK ("delivery_requests"."status" in ('received', 'confirmed', 'driver-assigned', 'picked-up', 'on-the-way', 'delivered', 'cancelled')),
	CONSTRAINT "deliveries_cancel_reason" CHECK (("delivery_requests"."status" = 'cancelled') = ("delivery_requests"."cancel_reason" is not null)),
	CONSTRAINT "deliveries_language" CHECK ("delivery_requests"."language" in ('pt', 'en', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_inbox";--> statement-breakpoint
ALTER TABLE "record_history" DROP CONSTRAINT "record_history_inbox";--> statement-breakpoint
ALTER TABLE "record_history" DROP CONSTRAINT "record_history_action";--> statement-breakpoint
ALTER TABLE "delivery_positions" ADD CONSTRAINT "delivery_positions_delivery_id_delivery_requests_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_driver_application_id_driver_applications_id_fk" FOREIGN KEY ("driver_application_id") REFERENCES "public"."driver_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_assigned_to_staff_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_positions_latest_idx" ON "delivery_positions" USING btree ("delivery_id","recorded_at");--> statement-breakpoint
CREATE INDEX "delivery_positions_recorded_idx" ON "delivery_positions" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "deliveries_newest_idx" ON "delivery_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_status_newest_idx" ON "delivery_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_assigned_newest_idx" ON "delivery_requests" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_assigned_status_idx" ON "delivery_requests" USING btree ("assigned_to","status");--> statement-breakpoint
CREATE INDEX "deliveries_email_idx" ON "delivery_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "deliveries_phone_idx" ON "delivery_requests" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind" CHECK ("outbox"."kind" in ('notice', 'confirmation', 'update'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_inbox" CHECK ("outbox"."inbox" in ('drivers', 'applications', 'proposals', 'messages', 'deliveries'));--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_inbox" CHECK ("record_history"."inbox" in ('drivers', 'applications', 'proposals', 'messages', 'deliveries', 'jobs', 'news', 'price-list'));--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_action" CHECK ("record_history"."action" in ('status', 'note', 'assignment', 'download', 'export', 'erasure', 'created', 'edited', 'opened', 'closed', 'published', 'unpublished', 'replaced', 'restored', 'price', 'driver'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deliveries_search_trgm_idx" ON "delivery_requests" USING gin ("search_text" gin_trgm_ops);
