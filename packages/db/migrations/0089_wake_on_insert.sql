-- Custom SQL migration file, put your code below! --
-- A queued job and a queued message announce their insert on the channel tables announce their changes on (0046), so
-- each node's job worker and outbox delivery start on them at once instead of asking the database every second or
-- two (packages/kit/src/jobs/worker.ts, packages/kit/src/outbox-delivery.ts). Inserts only, under a trigger name of
-- their own: a claim, a heartbeat or a sent mark wakes nobody, and list totals are never kept over these tables
-- (they trust only tables under `announce_changes`).
CREATE TRIGGER wake_on_insert AFTER INSERT ON jobs FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER wake_on_insert AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
