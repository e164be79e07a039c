CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"submission_key" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_submission_key_unique" UNIQUE("submission_key"),
	CONSTRAINT "contacts_name" CHECK (char_length(name) between 2 and 100),
	CONSTRAINT "contacts_email" CHECK (char_length(email) between 3 and 254),
	CONSTRAINT "contacts_subject" CHECK (char_length(subject) between 3 and 200),
	CONSTRAINT "contacts_message" CHECK (char_length(message) between 10 and 2000),
	CONSTRAINT "contacts_status" CHECK ("contacts"."status" in ('unread', 'read', 'archived')),
	CONSTRAINT "contacts_is_read_matches_status" CHECK ("contacts"."is_read" = ("contacts"."status" <> 'unread'))
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"license_number" text NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"message" text,
	"has_vehicle" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submission_key" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_submission_key_unique" UNIQUE("submission_key"),
	CONSTRAINT "drivers_first_name" CHECK (char_length(first_name) between 1 and 100),
	CONSTRAINT "drivers_last_name" CHECK (char_length(last_name) between 1 and 100),
	CONSTRAINT "drivers_phone" CHECK (char_length(phone) between 8 and 20),
	CONSTRAINT "drivers_license_number" CHECK (char_length(license_number) between 1 and 50),
	CONSTRAINT "drivers_message" CHECK ("drivers"."message" is null or char_length("drivers"."message") <= 2000),
	CONSTRAINT "drivers_city" CHECK ("drivers"."city" in ('luanda', 'huambo', 'lobito', 'benguela', 'lubango', 'malanje', 'namibe', 'saurimo', 'cabinda', 'uige', 'soyo', 'menongue')),
	CONSTRAINT "drivers_vehicle_type" CHECK ("drivers"."vehicle_type" in ('moto', 'city-car', 'utility-car', 'hiace', 'van', 'truck')),
	CONSTRAINT "drivers_experience" CHECK ("drivers"."experience_years" between 0 and 50),
	CONSTRAINT "drivers_status" CHECK ("drivers"."status" in ('pending', 'reviewing', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"contact_person" text NOT NULL,
	"position" text NOT NULL,
	"contact_method" text NOT NULL,
	"city" text NOT NULL,
	"industry" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"monthly_deliveries" text NOT NULL,
	"order_preference" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"submission_key" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprises_submission_key_unique" UNIQUE("submission_key"),
	CONSTRAINT "enterprises_name" CHECK (char_length(name) between 1 and 200),
	CONSTRAINT "enterprises_contact_person" CHECK (char_length(contact_person) between 1 and 201),
	CONSTRAINT "enterprises_position" CHECK (char_length(position) between 1 and 100),
	CONSTRAINT "enterprises_city" CHECK (char_length(city) between 1 and 100),
	CONSTRAINT "enterprises_message" CHECK ("enterprises"."message" is null or char_length("enterprises"."message") <= 2000),
	CONSTRAINT "enterprises_contact_method" CHECK ("enterprises"."contact_method" in ('email', 'phone', 'whatsapp')),
	CONSTRAINT "enterprises_industry" CHECK ("enterprises"."industry" in ('retail', 'food', 'ecommerce', 'health', 'other')),
	CONSTRAINT "enterprises_vehicle_type" CHECK ("enterprises"."vehicle_type" in ('moto', 'city-car', 'utility-car', 'hiace', 'van', 'truck')),
	CONSTRAINT "enterprises_monthly_deliveries" CHECK ("enterprises"."monthly_deliveries" in ('1-50', '51-200', '201-500', '500+')),
	CONSTRAINT "enterprises_order_preference" CHECK ("enterprises"."order_preference" in ('web', 'app', 'telefone', 'outro')),
	CONSTRAINT "enterprises_status" CHECK ("enterprises"."status" in ('new', 'contacted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_offer_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"experience_years" integer NOT NULL,
	"motivation" text NOT NULL,
	"message" text,
	"portfolio_url" text,
	"cv_key" text NOT NULL,
	"cv_file_name" text NOT NULL,
	"id_card_key" text NOT NULL,
	"id_card_file_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submission_key" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_submission_key_unique" UNIQUE("submission_key"),
	CONSTRAINT "job_applications_first_name" CHECK (char_length(first_name) between 1 and 100),
	CONSTRAINT "job_applications_last_name" CHECK (char_length(last_name) between 1 and 100),
	CONSTRAINT "job_applications_email" CHECK (char_length(email) between 3 and 254),
	CONSTRAINT "job_applications_phone" CHECK (char_length(phone) between 8 and 20),
	CONSTRAINT "job_applications_experience" CHECK ("job_applications"."experience_years" between 0 and 50),
	CONSTRAINT "job_applications_motivation" CHECK (char_length(motivation) between 10 and 2000),
	CONSTRAINT "job_applications_status" CHECK ("job_applications"."status" in ('pending', 'reviewed', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "job_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"requirements" jsonb DEFAULT '{"pt":[]}'::jsonb NOT NULL,
	"benefits" jsonb DEFAULT '{"pt":[]}'::jsonb NOT NULL,
	"location" text NOT NULL,
	"employment_type" text NOT NULL,
	"department" text NOT NULL,
	"experience_level" text NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"valid_through" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "job_offers_title_pt" CHECK (char_length("job_offers"."title"->>'pt') between 2 and 200),
	CONSTRAINT "job_offers_description_pt" CHECK (char_length("job_offers"."description"->>'pt') >= 10),
	CONSTRAINT "job_offers_location" CHECK (char_length("job_offers"."location") >= 2),
	CONSTRAINT "job_offers_employment_type" CHECK ("job_offers"."employment_type" in ('full-time', 'part-time', 'contract')),
	CONSTRAINT "job_offers_department" CHECK ("job_offers"."department" in ('operations', 'logistics', 'customer-service')),
	CONSTRAINT "job_offers_experience_level" CHECK ("job_offers"."experience_level" in ('entry', 'mid', 'senior')),
	CONSTRAINT "job_offers_salary" CHECK (("job_offers"."salary_min" is null or "job_offers"."salary_min" >= 0) and ("job_offers"."salary_max" is null or "job_offers"."salary_max" >= coalesce("job_offers"."salary_min", 0))),
	CONSTRAINT "job_offers_applications_count" CHECK ("job_offers"."applications_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"excerpt" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"category" text NOT NULL,
	"published_on" date NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_slug_unique" UNIQUE("slug"),
	CONSTRAINT "news_title_pt" CHECK (char_length("news"."title"->>'pt') between 2 and 200),
	CONSTRAINT "news_category" CHECK ("news"."category" in ('company', 'logistics', 'announcement'))
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_offer_id_job_offers_id_fk" FOREIGN KEY ("job_offer_id") REFERENCES "public"."job_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_status_created_idx" ON "contacts" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "drivers_status_created_idx" ON "drivers" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enterprises_status_created_idx" ON "enterprises" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_job_offer_idx" ON "job_applications" USING btree ("job_offer_id");--> statement-breakpoint
CREATE INDEX "job_applications_status_created_idx" ON "job_applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_offers_active_created_idx" ON "job_offers" USING btree ("is_active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_offers_employment_type_idx" ON "job_offers" USING btree ("employment_type");--> statement-breakpoint
CREATE INDEX "job_offers_location_idx" ON "job_offers" USING btree ("location");--> statement-breakpoint
CREATE INDEX "job_offers_department_idx" ON "job_offers" USING btree ("department");--> statement-breakpoint
CREATE INDEX "job_offers_experience_level_idx" ON "job_offers" USING btree ("experience_level");--> statement-breakpoint
CREATE INDEX "job_offers_salary_idx" ON "job_offers" USING btree ("salary_min","salary_max");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("is_published","published_on" DESC NULLS LAST);