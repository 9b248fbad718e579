import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { eventKeys, type LiveAudience } from './audience.ts';
import { liveEvents } from './schema.ts';

/** The NOTIFY channel every node listens on. */
export const LIVE_CHANNEL = 'portal_live';

/** A notification carries the whole event when it fits: PostgreSQL caps its payload at 8,000 bytes. */
const MAX_NOTIFY_BYTES = 7900;
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
  const [row] = await db
    .insert(liveEvents)
    .values({ kind: input.kind, franchiseeId, keys, payload })
    .returning({ id: liveEvents.id, createdAt: liveEvents.createdAt });
  const event: LiveEvent = {
    id: row.id,
    kind: input.kind,
    franchiseeId,
    keys,
    payload,
    at: row.createdAt.toISOString(),
  };
  const message = JSON.stringify(event);
  const notice = Buffer.byteLength(message) <= MAX_NOTIFY_BYTES ? message : JSON.stringify({ id: row.id });
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${notice})`);
}

/** An event read back from its row (one whose audience was too long for a notification). */
export async function storedEvent(db: Executor, id: number): Promise<LiveEvent | null> {
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, id));
  return row ? { ...row, at: row.createdAt.toISOString() } : null;
}
