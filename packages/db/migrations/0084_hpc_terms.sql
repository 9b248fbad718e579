DROP INDEX "hpc_cards_child_year_uq";--> statement-breakpoint
DROP INDEX "hpc_levels_child_year_competency_uq";--> statement-breakpoint
DROP INDEX "hpc_part_a_child_year_uq";--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD COLUMN "term" integer;--> statement-breakpoint
-- A row kept before cards were per term belongs to the term it was written in (India's calendar): term 1 from
-- April to September, term 2 from October to March.
UPDATE "hpc_cards" SET "term" = CASE WHEN extract(month FROM "created_at" AT TIME ZONE 'Asia/Kolkata') BETWEEN 4 AND 9 THEN 1 ELSE 2 END;--> statement-breakpoint
ALTER TABLE "hpc_cards" ALTER COLUMN "term" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD COLUMN "narrative" text;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD COLUMN "narrative_by" integer;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD COLUMN "parent_feedback" text;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD COLUMN "parent_feedback_by" integer;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD COLUMN "parent_feedback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hpc_levels" ADD COLUMN "term" integer;--> statement-breakpoint
-- A row kept before cards were per term belongs to the term it was written in (India's calendar): term 1 from
-- April to September, term 2 from October to March.
UPDATE "hpc_levels" SET "term" = CASE WHEN extract(month FROM "created_at" AT TIME ZONE 'Asia/Kolkata') BETWEEN 4 AND 9 THEN 1 ELSE 2 END;--> statement-breakpoint
ALTER TABLE "hpc_levels" ALTER COLUMN "term" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hpc_part_a" ADD COLUMN "term" integer;--> statement-breakpoint
-- A row kept before cards were per term belongs to the term it was written in (India's calendar): term 1 from
-- April to September, term 2 from October to March.
UPDATE "hpc_part_a" SET "term" = CASE WHEN extract(month FROM "created_at" AT TIME ZONE 'Asia/Kolkata') BETWEEN 4 AND 9 THEN 1 ELSE 2 END;--> statement-breakpoint
ALTER TABLE "hpc_part_a" ALTER COLUMN "term" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "hpc_cards_child_term_uq" ON "hpc_cards" USING btree ("student_admission_id","academic_year","term");--> statement-breakpoint
CREATE UNIQUE INDEX "hpc_levels_child_term_competency_uq" ON "hpc_levels" USING btree ("student_admission_id","academic_year","term","competency");--> statement-breakpoint
CREATE UNIQUE INDEX "hpc_part_a_child_term_uq" ON "hpc_part_a" USING btree ("student_admission_id","academic_year","term");