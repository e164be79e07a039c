-- The inboxes' tables are named for what they hold: driver applications, business proposals and
-- contact messages. Their rows, identities and history stay; constraint and index names keep the
-- earlier prefix; the identity sequences, unique and foreign-key constraints named after the table follow it.
ALTER TABLE "contacts" RENAME TO "contact_messages";--> statement-breakpoint
ALTER SEQUENCE "contacts_id_seq" RENAME TO "contact_messages_id_seq";--> statement-breakpoint
ALTER TABLE "contact_messages" RENAME CONSTRAINT "contacts_submission_key_unique" TO "contact_messages_submission_key_unique";--> statement-breakpoint
ALTER TABLE "contact_messages" RENAME CONSTRAINT "contacts_reference_unique" TO "contact_messages_reference_unique";--> statement-breakpoint
ALTER TABLE "drivers" RENAME TO "driver_applications";--> statement-breakpoint
ALTER SEQUENCE "drivers_id_seq" RENAME TO "driver_applications_id_seq";--> statement-breakpoint
ALTER TABLE "driver_applications" RENAME CONSTRAINT "drivers_submission_key_unique" TO "driver_applications_submission_key_unique";--> statement-breakpoint
ALTER TABLE "driver_applications" RENAME CONSTRAINT "drivers_reference_unique" TO "driver_applications_reference_unique";--> statement-breakpoint
ALTER TABLE "enterprises" RENAME TO "business_proposals";--> statement-breakpoint
ALTER SEQUENCE "enterprises_id_seq" RENAME TO "business_proposals_id_seq";--> statement-breakpoint
ALTER TABLE "business_proposals" RENAME CONSTRAINT "enterprises_submission_key_unique" TO "business_proposals_submission_key_unique";--> statement-breakpoint
ALTER TABLE "business_proposals" RENAME CONSTRAINT "enterprises_reference_unique" TO "business_proposals_reference_unique";--> statement-breakpoint
ALTER TABLE "contact_messages" RENAME CONSTRAINT "contacts_assigned_to_staff_users_id_fk" TO "contact_messages_assigned_to_staff_users_id_fk";--> statement-breakpoint
ALTER TABLE "driver_applications" RENAME CONSTRAINT "drivers_assigned_to_staff_users_id_fk" TO "driver_applications_assigned_to_staff_users_id_fk";--> statement-breakpoint
ALTER TABLE "business_proposals" RENAME CONSTRAINT "enterprises_assigned_to_staff_users_id_fk" TO "business_proposals_assigned_to_staff_users_id_fk";
