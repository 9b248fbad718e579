CREATE TABLE "ledger_account_sums" (
	"franchisee_id" integer NOT NULL,
	"account" text NOT NULL,
	"debit_paise" bigint DEFAULT 0 NOT NULL,
	"credit_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_account_sums_franchisee_id_account_pk" PRIMARY KEY("franchisee_id","account")
);
--> statement-breakpoint
ALTER TABLE "ledger_month_collections" ADD COLUMN "net_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_account_sums" ADD CONSTRAINT "ledger_account_sums_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The ledger's sums are moved by its own code in the posting's transaction (modules/ledger/server/journal/kept-sums.ts),
-- so the database no longer keeps them.
DROP TRIGGER IF EXISTS "journal_lines_summarised" ON "journal_lines";
--> statement-breakpoint
DROP FUNCTION IF EXISTS ledger_summarise_collections();
--> statement-breakpoint
-- The collection sums counted again from the postings by the one rule the code keeps (`isCollectionLine`): a student
-- receivable line tagged with its fee head, or a fee income line tagged with one in an entry that moves the centre's
-- cash (a form fee paid without a bill). The student receivable rows come out as they were; form fees are added, and
-- every centre-month-head gets its net (refunds beyond payments included).
TRUNCATE "ledger_student_month_collections", "ledger_month_collections";
--> statement-breakpoint
INSERT INTO "ledger_student_month_collections" ("franchisee_id", "month", "tag", "student_admission_id", "net_paise")
SELECT l."franchisee_id", l."month", l."tag", coalesce(l."student_admission_id", 0), sum(l."credit" - l."debit")
  FROM "journal_lines" l
 WHERE l."tag" IS NOT NULL
   AND (l."account" = 'STUDENT_RECEIVABLE'
        OR (l."account" = 'FEE_INCOME' AND EXISTS (
              SELECT 1 FROM "journal_lines" c
               WHERE c."entry_id" = l."entry_id" AND c."account" IN ('NODAL_ACCOUNT', 'CENTRE_BANK'))))
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "ledger_month_collections" ("franchisee_id", "month", "tag", "collected_paise", "student_count", "net_paise")
SELECT "franchisee_id", "month", "tag", sum(greatest("net_paise", 0)), count(*) FILTER (WHERE "net_paise" > 0),
       sum("net_paise")
  FROM "ledger_student_month_collections"
 GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Every account's debits and credits per centre, from the lines posted so far.
INSERT INTO "ledger_account_sums" ("franchisee_id", "account", "debit_paise", "credit_paise")
SELECT "franchisee_id", "account", sum("debit"), sum("credit") FROM "journal_lines" GROUP BY 1, 2;
--> statement-breakpoint
-- An entry's lines are inserted in one statement (postJournals never splits an entry), so the balance is checked on
-- the statement's own lines: every entry balanced before plus balanced new lines stays balanced, and lines that
-- would unbalance an entry are refused as before. Looking each batch's entries up in the whole table walked the
-- entry index from its start (a merge join on a transition table without statistics): a royalty run of n centres
-- cost n batches × every line ever posted.
CREATE OR REPLACE FUNCTION ledger_check_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced integer;
BEGIN
  SELECT entry_id INTO unbalanced FROM new_lines GROUP BY entry_id HAVING sum(debit - credit) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'Journal entry % does not balance', unbalanced USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END;
$$;
