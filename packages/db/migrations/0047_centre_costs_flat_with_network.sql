CREATE TABLE "ledger_month_collections" (
	"franchisee_id" integer NOT NULL,
	"month" text NOT NULL,
	"tag" text NOT NULL,
	"collected_paise" bigint DEFAULT 0 NOT NULL,
	"student_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_month_collections_franchisee_id_month_tag_pk" PRIMARY KEY("franchisee_id","month","tag")
);
--> statement-breakpoint
CREATE TABLE "ledger_student_month_collections" (
	"franchisee_id" integer NOT NULL,
	"month" text NOT NULL,
	"tag" text NOT NULL,
	"student_admission_id" integer NOT NULL,
	"net_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_student_month_collections_franchisee_id_month_tag_student_admission_id_pk" PRIMARY KEY("franchisee_id","month","tag","student_admission_id")
);
--> statement-breakpoint
DROP INDEX "enquiries_follow_up_idx";--> statement-breakpoint
ALTER TABLE "ledger_month_collections" ADD CONSTRAINT "ledger_month_collections_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_student_month_collections" ADD CONSTRAINT "ledger_student_month_collections_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_month_collections_month_idx" ON "ledger_month_collections" USING btree ("month");--> statement-breakpoint
CREATE INDEX "student_admissions_franchisee_date_idx" ON "student_admissions" USING btree ("franchisee_id","admission_date");--> statement-breakpoint
CREATE INDEX "enquiries_follow_up_idx" ON "enquiries" USING btree ("franchisee_id","next_follow_up_date","stage","academic_year_id");
--> statement-breakpoint
ALTER TABLE "centre_monthly_metrics" ADD COLUMN "percentiles" jsonb;--> statement-breakpoint
ALTER TABLE "centre_monthly_metrics" ADD COLUMN "centre_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Royalty-bearing collections summarised as postings are made: per student, centre, month and fee head the net of
-- the student receivable lines (credits less debits), and per centre, month and fee head the positive nets summed
-- and counted. Lines are only ever inserted (reversals are new lines), so adding each statement's lines keeps both
-- exact; the per-centre row moves by the change of each student's positive part, so concurrent postings add up.
INSERT INTO "ledger_student_month_collections" ("franchisee_id", "month", "tag", "student_admission_id", "net_paise")
SELECT "franchisee_id", "month", "tag", coalesce("student_admission_id", 0), sum("credit" - "debit")
  FROM "journal_lines"
 WHERE "account" = 'STUDENT_RECEIVABLE' AND "tag" IS NOT NULL
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "ledger_month_collections" ("franchisee_id", "month", "tag", "collected_paise", "student_count")
SELECT "franchisee_id", "month", "tag", sum(greatest("net_paise", 0)), count(*) FILTER (WHERE "net_paise" > 0)
  FROM "ledger_student_month_collections"
 GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION ledger_summarise_collections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH added AS (
    SELECT franchisee_id, month, tag, coalesce(student_admission_id, 0) AS student, sum(credit - debit) AS net
      FROM new_lines
     WHERE account = 'STUDENT_RECEIVABLE' AND tag IS NOT NULL
     GROUP BY 1, 2, 3, 4
  ), kept AS (
    INSERT INTO ledger_student_month_collections AS c (franchisee_id, month, tag, student_admission_id, net_paise)
    SELECT franchisee_id, month, tag, student, net FROM added
    ON CONFLICT (franchisee_id, month, tag, student_admission_id)
      DO UPDATE SET net_paise = c.net_paise + excluded.net_paise
    RETURNING c.franchisee_id, c.month, c.tag, c.student_admission_id, c.net_paise
  )
  INSERT INTO ledger_month_collections AS m (franchisee_id, month, tag, collected_paise, student_count)
  SELECT k.franchisee_id, k.month, k.tag,
         sum(greatest(k.net_paise, 0) - greatest(k.net_paise - a.net, 0)),
         sum((k.net_paise > 0)::int - (k.net_paise - a.net > 0)::int)
    FROM kept k
    JOIN added a ON a.franchisee_id = k.franchisee_id AND a.month = k.month AND a.tag = k.tag
                AND a.student = k.student_admission_id
   GROUP BY 1, 2, 3
  ON CONFLICT (franchisee_id, month, tag) DO UPDATE
    SET collected_paise = m.collected_paise + excluded.collected_paise,
        student_count = m.student_count + excluded.student_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_summarised AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_summarise_collections();
