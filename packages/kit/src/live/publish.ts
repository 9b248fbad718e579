import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { eventKeys, type LiveAudience } from './audience.ts';
import { liveEvents } from './schema.ts';

/** The NOTIFY channel every node listens on. */
export const LIVE_CHANNEL = 'portal_live';

/** A notification carries the whole event when it fits: PostgreSQL caps its payload at 8,000 bytes. */
const MAX_NOTIFY_BYTES = 7900;
/** The most digits an event's id has (a bigint). */
const MAX_ID_DIGITS = 19;
/** What a screen needs to know: ids and a few words. */
const MAX_PAYLOAD_BYTES = 2000;

export interface LiveEventInput {
  /** What happened, 'module.thing' ('day.check-in'): clients subscribe by kind. */
  kind: string;
  audience: LiveAudience;
  /** A few ids and words for the screens (what to refetch); never a record's whole content. */
  payload?: Record<string, unknown>;
}

/** An event as it travels between nodes and to the browsers. */
export interface LiveEvent {
  id: number;
  kind: string;
  franchiseeId: number | null;
  keys: string[];
  payload: Record<string, unknown>;
  at: string;
}

/**
 * Publishes a live event: one row (for clients that reconnect) and one NOTIFY, which PostgreSQL (and PGlite, in
 * process) delivers to the listening nodes only when the surrounding transaction commits; a rolled-back write
 * announces nothing. Call it inside the write's transaction, after the write.
 */
export async function publishLive(db: Executor, input: LiveEventInput): Promise<void> {
  const payload = input.payload ?? {};
  if (Buffer.byteLength(JSON.stringify(payload)) > MAX_PAYLOAD_BYTES)
    throw new Error(`Live event "${input.kind}" carries more than ${MAX_PAYLOAD_BYTES} bytes`);
  const keys = eventKeys(input.audience);
  if (keys.length === 0) return;
  const franchiseeId = input.audience.channel ? input.audience.franchiseeId : null;
  const at = new Date();
  // The row and its notification in one statement (one round trip on a busy write such as a check-in): the
  // notification is the event with the id the insert gives it, or only that id when the whole would not fit.
  const rest: Omit<LiveEvent, 'id'> = { kind: input.kind, franchiseeId, keys, payload, at: at.toISOString() };
  const tail = JSON.stringify(rest).slice(1); // '"kind":…}', after '{"id":<id>,'
  const fits = Buffer.byteLength(tail) + '{"id":,'.length + MAX_ID_DIGITS <= MAX_NOTIFY_BYTES;
  const notice = fits ? sql`'{"id":' || e.id || ',' || ${tail}` : sql`'{"id":' || e.id || '}'`;
  await db.execute(sql`with e as (
      insert into ${liveEvents} (kind, franchisee_id, keys, payload, created_at)
      values (${input.kind}, ${franchiseeId},
        array(select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)),
        ${JSON.stringify(payload)}::jsonb, ${at.toISOString()})
      returning id
    )
    select pg_notify(${LIVE_CHANNEL}, ${notice}) from e`);
}

/** An event read back from its row (one whose audience was too long for a notification). */
export async function storedEvent(db: Executor, id: number): Promise<LiveEvent | null> {
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, id));
  return row ? { ...row, at: row.createdAt.toISOString() } : null;
}

/** An event to publish from inside a statement of the caller's (`liveEventsCtes`): its row, keys worked out. */
export function liveEventRow(input: LiveEventInput): {
  kind: string;
  franchiseeId: number | null;
  keys: string[];
  payload: Record<string, unknown>;
} {
  const payload = input.payload ?? {};
  if (Buffer.byteLength(JSON.stringify(payload)) > MAX_PAYLOAD_BYTES)
    throw new Error(`Live event "${input.kind}" carries more than ${MAX_PAYLOAD_BYTES} bytes`);
  const franchiseeId = input.audience.channel ? input.audience.franchiseeId : null;
  return { kind: input.kind, franchiseeId, keys: eventKeys(input.audience), payload };
}

/**
 * `publishLive` as a part of the caller's own statement, for a write whose rows decide what is announced (a
 * check-in announces the children who arrived, not those already in): `events` is a query of the statement
 * answering kind, franchisee_id, keys (text[]) and payload (jsonb), its rows made by `liveEventRow`. Two CTEs,
 * `live_written` (the rows) and `live_told` (one NOTIFY each, delivered at the commit); the statement must read
 * `live_told` (a CTE that only selects runs only when read), e.g. `(select count(*) from live_told)`.
 */
export function liveEventsCtes(events: SQL, at: Date): SQL {
  const when = at.toISOString();
  return sql`live_written as (
      insert into ${liveEvents} (kind, franchisee_id, keys, payload, created_at)
      select ev.kind, ev.franchisee_id, ev.keys, ev.payload, ${when}::timestamptz from (${events}) ev
      where cardinality(ev.keys) > 0
      returning id, kind, franchisee_id, keys, payload
    ), live_told as (
      select pg_notify(${LIVE_CHANNEL}, case when octet_length(n.whole) <= ${MAX_NOTIFY_BYTES}::int then n.whole
        else json_build_object('id', n.id)::text end)
      from (select w.id, json_build_object('id', w.id, 'kind', w.kind, 'franchiseeId', w.franchisee_id,
        'keys', to_json(w.keys), 'payload', w.payload, 'at', ${when}::text)::text as whole from live_written w) n
    )`;
}
