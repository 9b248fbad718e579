-- Custom SQL migration file, put your code below! --
-- The consent log, the access log and breach notices are resource lists too: they announce their changes like
-- every other (0046_announce_table_changes.sql), so a kept total is dropped when a service writes them.
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON consent_records
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON access_log
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON breach_notices
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
