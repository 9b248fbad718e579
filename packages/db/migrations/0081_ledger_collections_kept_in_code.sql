-- The royalty's collection sums (ledger_student_month_collections, ledger_month_collections) are moved by the
-- ledger's own code in the posting's transaction (modules/ledger/server/journal/kept-sums.ts), so the database no
-- longer keeps them. The rows stay as they are: the code adds to them exactly what the trigger added.
DROP TRIGGER IF EXISTS "journal_lines_summarised" ON "journal_lines";
--> statement-breakpoint
DROP FUNCTION IF EXISTS ledger_summarise_collections();
