ALTER TABLE "online_classes" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "online_classes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_classes" ADD COLUMN "cancel_reason" text;