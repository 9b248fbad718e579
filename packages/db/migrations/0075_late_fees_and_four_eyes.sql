ALTER TABLE "fee_plans" ADD COLUMN "raised_by" integer;--> statement-breakpoint
ALTER TABLE "fee_settings" ADD COLUMN "late_fee_grace_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_concessions" ADD COLUMN "raised_by" integer;--> statement-breakpoint
-- The head a centre's late fee is charged on (BUILT_IN_FEE_HEADS); a head office that made its own keeps it.
INSERT INTO "fee_heads" ("code", "name") VALUES ('LATE_FEE', 'Late payment fee') ON CONFLICT DO NOTHING;
