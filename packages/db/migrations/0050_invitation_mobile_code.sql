ALTER TABLE "user_invitations" ADD COLUMN "mobile_code_hash" text;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "mobile_confirmed_at" timestamp with time zone;