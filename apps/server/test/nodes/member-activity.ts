import { withOneClient } from './one-client.ts';

/** Where a Patroni member's PostgreSQL answers. */
export interface MemberAddress {
  name: string;
  host: string;
  pgPort: number;
}

/**
 * One member's recovery state, synchronous standby names and client sessions by application (the portal's pools name
 * theirs) and wait event, asked directly.
 */
export async function memberActivity(m: MemberAddress, password: string): Promise<string> {
  return withOneClient(
    `postgres://postgres:${password}@${m.host}:${m.pgPort}/postgres`,
    async (client) => {
      const { rows: state } = await client.query<{ recovery: boolean; sync: string }>(
        `select pg_is_in_recovery() as recovery, current_setting('synchronous_standby_names') as sync`,
      );
      const { rows: sessions } = await client.query<{ app: string; state: string; wait: string; n: number }>(
        `select coalesce(nullif(application_name, ''), 'unnamed') as app, coalesce(state, '-') as state,
                coalesce(wait_event_type || ':' || wait_event, '-') as wait, count(*)::int as n
           from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()
          group by 1, 2, 3 order by 4 desc`,
      );
      const waits = sessions.map((r) => `${r.n} ${r.app} ${r.state} (${r.wait})`).join(', ') || 'no sessions';
      const { recovery, sync } = state[0];
      return `--- ${m.name} now: in recovery ${recovery}, synchronous_standby_names '${sync}'; ${waits}`;
    },
    (err) => `--- ${m.name} now: not reachable (${String(err)})`,
  );
}

/**
 * Patroni's REST API logs a traceback whenever a health check hangs up before its answer, every second or so: kept,
 * they pushed out of a failure message the lines saying when the standby was promoted. Only those are left out, from
 * their first line to the next line of the log; any other traceback stays.
 */
const REST_EXCEPTION = 'Exception happened during processing of request';
export function withoutRestTracebacks(text: string): string {
  let skipping = false;
  const kept = text.split('\n').filter((line) => {
    if (line.includes(REST_EXCEPTION)) skipping = true;
    else if (skipping && /^\d/.test(line) && !line.includes('Traceback (most recent call last)')) skipping = false;
    return !skipping;
  });
  return kept.join('\n');
}

/** Patroni's line when a member takes the leader lock and promotes its PostgreSQL, with its local time. */
const PROMOTED = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d),(\d{3}) INFO: promoted self to leader/gm;

/**
 * Which members promoted themselves after `since` (ms), and how long after, from their Patroni output: the first
 * thing to know when writes do not come back after a leader is lost. The whole kept output is read: a failure's
 * tail of it, two minutes of "no action" lines later, no longer holds the promotion.
 */
export function promotionsAfter(members: { name: string; log(): string }[], since: number, what: string): string {
  const seen = members.flatMap((m) =>
    [...m.log().matchAll(PROMOTED)]
      .map(([, day, time, ms]) => new Date(`${day}T${time}.${ms}`).getTime() - since)
      .filter((after) => after >= 0)
      .map((after) => `${m.name} promoted itself ${(after / 1000).toFixed(1)} s after ${what}`),
  );
  return seen.join(', ') || `no member promoted itself after ${what}`;
}
