ALTER TABLE "concession_types" ADD COLUMN "rule" text DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "concession_types" ADD COLUMN "franchisee_id" integer;--> statement-breakpoint
ALTER TABLE "concession_types" ADD COLUMN "fee_heads" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "concession_types" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "concession_types" ADD COLUMN "later_children_only" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "concession_types" ADD COLUMN "early_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_settings" ADD COLUMN "rule_concession_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "student_concessions" ADD COLUMN "rule" text;--> statement-breakpoint
ALTER TABLE "student_concessions" ADD COLUMN "rule_key" text;--> statement-breakpoint
ALTER TABLE "student_concessions" ADD CONSTRAINT "student_concessions_ruleKey_unique" UNIQUE("rule_key");