CREATE TABLE "price_tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"effective_on" date NOT NULL,
	"prices" jsonb NOT NULL,
	"note" text,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_by" text,
	"withdrawn_by_name" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "price_tables_note" CHECK (char_length("price_tables"."note") <= 300),
	CONSTRAINT "price_tables_withdrawn" CHECK (("price_tables"."withdrawn_at" is null) = ("price_tables"."withdrawn_by_name" is null))
);
--> statement-breakpoint
ALTER TABLE "price_tables" ADD CONSTRAINT "price_tables_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tables" ADD CONSTRAINT "price_tables_withdrawn_by_staff_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_tables_in_force_idx" ON "price_tables" USING btree ("effective_on","id") WHERE "price_tables"."withdrawn_at" is null;