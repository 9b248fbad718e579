import pg from 'pg';
import { pgliteOf, type DbHandle } from '@portal/db';
import type { RequestContext } from '../context.ts';
import { ANNOUNCE_TRIGGER, CHANGED_CHANNEL, type ListTotals } from '../resource/totals.ts';
import { LIVE_CHANNEL, storedEvent, type LiveEvent } from './publish.ts';

/** One open stream: what it may receive and where its frames go. */
export interface LiveSubscriber {
  /** The centres the person reaches (not the whole request context: 5,000 open streams keep only this). */
  franchisees: RequestContext['franchisees'];
  keys: readonly string[];
  /** Writes one SSE frame; false when the stream cannot take more (it is then closed). */
  write(frame: string): boolean;
  close(): void;
}

/** The SSE frame of an event: its id (the client's Last-Event-ID), and what screens need. */
export function frameOf(event: Pick<LiveEvent, 'id' | 'kind' | 'payload' | 'at'>): string {
  const data = JSON.stringify({ id: event.id, kind: event.kind, payload: event.payload, at: event.at });
  return `id: ${event.id}\ndata: ${data}\n\n`;
}

/** The fence again at delivery: a key names the centre, and a person must still reach it. */
export function admits(
  subscriber: Pick<LiveSubscriber, 'franchisees'>,
  event: Pick<LiveEvent, 'franchiseeId'>,
): boolean {
  if (event.franchiseeId === null) return true;
  return subscriber.franchisees === 'all' || subscriber.franchisees.includes(event.franchiseeId);
}

/**
 * The streams open on this node, indexed by audience key. Each node hears every committed event once, on a
 * connection of its own (LISTEN), serialises its frame once, and writes it to the streams whose keys match:
 * an event costs a few map lookups, not a query or a loop over every stream.
 */
export class LiveHub {
  private readonly byKey = new Map<string, Set<LiveSubscriber>>();
  private readonly all = new Set<LiveSubscriber>();
  private heartbeat: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  /** Events this node heard; tests and the benchmark wait on it. */
  delivered = 0;

  constructor(private readonly heartbeatMs = 25_000) {}

  get size(): number {
    return this.all.size;
  }

  add(subscriber: LiveSubscriber): void {
    this.all.add(subscriber);
    for (const key of subscriber.keys) {
      let set = this.byKey.get(key);
      if (!set) this.byKey.set(key, (set = new Set()));
      set.add(subscriber);
    }
    // One timer for every stream: a comment line keeps proxies and phones from closing an idle stream.
    this.heartbeat ??= setInterval(() => this.each((s) => s.write(': keep-alive\n\n')), this.heartbeatMs);
  }

  remove(subscriber: LiveSubscriber): void {
    if (!this.all.delete(subscriber)) return;
    for (const key of subscriber.keys) {
      const set = this.byKey.get(key);
      set?.delete(subscriber);
      if (set?.size === 0) this.byKey.delete(key);
    }
    if (this.all.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  /** Writes the event to every stream holding one of its keys, once each. */
  deliver(event: LiveEvent): number {
    this.delivered++;
    const frame = frameOf(event);
    const reached = new Set<LiveSubscriber>();
    for (const key of event.keys)
      for (const subscriber of this.byKey.get(key) ?? [])
        if (!reached.has(subscriber) && admits(subscriber, event)) {
          reached.add(subscriber);
          if (!subscriber.write(frame)) subscriber.close();
        }
    return reached.size;
  }

  private each(fn: (s: LiveSubscriber) => void) {
    for (const s of [...this.all]) fn(s);
  }

  /**
   * Hears committed events: on PGlite through its in-process LISTEN, on PostgreSQL on a connection of its own
   * (not one of the pool's, and straight to the primary: LISTEN through a transaction pooler hears nothing),
   * reconnecting after a loss. A stream open while the connection was down may have missed events, so every
   * stream is closed then: its client reconnects and catches up from its Last-Event-ID. The same connection
   * hears the tables' change announcements for `totals`, which trusts its kept totals only while it listens.
   */
  async listen(
    handle: DbHandle,
    onEvent: (event: LiveEvent) => void,
    retryMs = 1000,
    totals?: ListTotals,
  ): Promise<void> {
    const heard = (payload: string) => {
      let event: LiveEvent | { id: number; keys?: undefined };
      try {
        event = JSON.parse(payload) as typeof event;
      } catch {
        return; // not an event of ours
      }
      // An event too large for a notification travels as its id; the row has the rest.
      if (event.keys) onEvent(event);
      else
        void storedEvent(handle.db, event.id)
          .then((stored) => stored && onEvent(stored))
          .catch(() => undefined);
    };
    const changed = (table: string | undefined) => table && totals?.changed(table);
    if (!handle.direct) {
      const client = pgliteOf(handle);
      const unlisten = await client.listen(LIVE_CHANNEL, heard);
      const unlistenChanges = await client.listen(CHANGED_CHANNEL, changed);
      totals?.ready(await announcedTables((text) => client.query<{ name: string }>(text)));
      this.stopListening = async () => {
        totals?.lost();
        await unlisten();
        await unlistenChanges();
      };
      return;
    }
    const options = handle.direct.options;
    let client: pg.Client | null = null;
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;
    const lost = () => {
      totals?.lost();
      client?.end().catch(() => undefined);
      client = null;
      this.each((s) => s.close());
      if (!stopped && !timer) timer = setTimeout(connect, retryMs);
    };
    const connect = async () => {
      timer = null;
      const c = new pg.Client({ ...options, max: undefined } as pg.ClientConfig);
      client = c;
      c.on('error', lost);
      c.on('notification', (n) => {
        if (n.channel === CHANGED_CHANNEL) changed(n.payload);
        else if (n.channel === LIVE_CHANNEL && n.payload) heard(n.payload);
      });
      try {
        await c.connect();
        await c.query(`listen ${LIVE_CHANNEL}`);
        await c.query(`listen ${CHANGED_CHANNEL}`);
        const announced = await announcedTables((text) => c.query<{ name: string }>(text));
        if (client === c) totals?.ready(announced);
      } catch {
        lost();
      }
    };
    this.stopListening = async () => {
      stopped = true;
      totals?.lost();
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = null;
    };
    await connect();
  }

  closeStreams(): void {
    this.each((s) => s.close());
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    this.closeStreams();
  }
}

/** The tables of the current schema that announce their changes (carry the enabled trigger). */
async function announcedTables(query: (text: string) => Promise<{ rows: { name: string }[] }>): Promise<string[]> {
  const { rows } = await query(
    `select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = '${ANNOUNCE_TRIGGER}' and t.tgenabled <> 'D'
        and c.relnamespace = current_schema()::regnamespace`,
  );
  return rows.map((r) => r.name);
}
