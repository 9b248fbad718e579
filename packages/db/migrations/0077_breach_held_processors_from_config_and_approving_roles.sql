DROP TABLE "privacy_processors" CASCADE;--> statement-breakpoint
ALTER TABLE "breaches" ADD COLUMN "device_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "breaches" ADD COLUMN "held" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "approves_other_roles_only" boolean DEFAULT false NOT NULL;