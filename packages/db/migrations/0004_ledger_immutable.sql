-- Custom SQL migration file, put your code below! --
-- Posted ledger entries are immutable: corrections are reversal entries.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Posted ledger entries cannot be changed or deleted; post a reversal instead' USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Every entry balances: an entry's lines are inserted by one statement, checked after it.
CREATE FUNCTION ledger_check_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced integer;
BEGIN
  SELECT l.entry_id INTO unbalanced FROM journal_lines l
   WHERE l.entry_id IN (SELECT DISTINCT entry_id FROM new_lines)
   GROUP BY l.entry_id HAVING sum(l.debit - l.credit) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'Journal entry % does not balance', unbalanced USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balance();
