ALTER TABLE "fee_heads" ADD COLUMN "counts_for_80c" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Tuition fees count for the income-tax deduction of section 80C; the other built-in heads do not.
UPDATE "fee_heads" SET "counts_for_80c" = true WHERE "code" = 'TUITION';
