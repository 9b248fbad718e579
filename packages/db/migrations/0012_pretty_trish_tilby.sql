ALTER TABLE "fee_settings" ADD COLUMN "mid_year_rule" text DEFAULT 'FROM_JOINING_MONTH' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_fee_plans" ADD COLUMN "mid_year_rule" text;