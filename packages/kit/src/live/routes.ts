import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '@portal/db';
import type { RequestContext } from '../context.ts';
import { serve } from '../endpoint.ts';
import { requireUser } from '../http.ts';
import { listTotalsFor, shareListTotals } from '../resource/totals.ts';
import { subscriberKeys } from './audience.ts';
import { liveStream } from './contracts.ts';
import { frameOf, LiveHub, type LiveSubscriber } from './hub.ts';
import { schedulePrune } from './prune.ts';
import { catchUp, liveCatchUp } from './live.service.ts';

export interface LiveOptions {
  /** A stream ends after this long (with up to a fifth more, spread): the client reconnects with fresh rights. */
  maxStreamMs?: number;
  heartbeatMs?: number;
}

/** A client that stops reading (a phone asleep) is dropped past this backlog; it catches up when it returns. */
const MAX_BACKLOG_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's open live streams. */
    liveHub: LiveHub;
  }
}

const lastEventId = (header: string | string[] | undefined) => {
  const n = Number(Array.isArray(header) ? header[0] : header);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/**
 * `GET /api/live` and this node's hub. The route is the kit's (every module publishes through it); the app
 * registers it with the database handle, whose connection the hub listens on.
 */
export async function registerLive(app: FastifyInstance, db: DbHandle, opts: LiveOptions = {}): Promise<void> {
  const hub = new LiveHub(opts.heartbeatMs);
  // The hub's connection also hears which tables changed, for the lists' kept totals (resource/totals.ts).
  await hub.listen(db, (event) => hub.deliver(event), undefined, listTotalsFor(db.db));
  if (db.network) shareListTotals(db.network, db.db);
  await schedulePrune(db.db);
  app.decorate('liveHub', hub);
  // Streams never end by themselves: they are closed before the server waits for its connections to finish.
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', () => hub.close());
  const maxStreamMs = opts.maxStreamMs ?? 5 * 60_000;

  serve(app, liveStream, async ({ ctx, query, raw }, reply) => {
    if (!/\btext\/event-stream\b/.test(raw.headers.accept ?? '')) return liveCatchUp(ctx, query.after);
    requireUser(ctx);
    const keys = await subscriberKeys(ctx);
    const after = lastEventId(raw.headers['last-event-id']) ?? query.after;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no', // nginx: pass each event on at once
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    res.write('retry: 2000\n\n');
    await openStream(hub, ctx, keys, after, {
      write: (frame) => {
        res.write(frame);
        return res.writableLength < MAX_BACKLOG_BYTES;
      },
      end: () => res.end(),
      onClose: (fn) => res.on('close', fn),
      maxMs: maxStreamMs + Math.random() * maxStreamMs * 0.2,
    });
    return reply;
  });
}

interface Sink {
  write(frame: string): boolean;
  end(): void;
  onClose(fn: () => void): void;
  maxMs: number;
}

/**
 * Subscribes first and replays after: events heard while the catch-up query runs wait in a queue and are sent
 * after it, skipping those the replay already carried, so nothing falls between the two.
 */
async function openStream(hub: LiveHub, ctx: RequestContext, keys: string[], after: number | undefined, sink: Sink) {
  let queue: { frame: string; id: number }[] | null = after === undefined ? null : [];
  let closed = false;
  const subscriber: LiveSubscriber = {
    franchisees: ctx.franchisees,
    keys,
    write(frame) {
      if (queue) {
        queue.push({ frame, id: Number(/^id: (\d+)/.exec(frame)?.[1]) });
        return true;
      }
      return sink.write(frame);
    },
    close() {
      if (closed) return;
      closed = true;
      sink.end();
    },
  };
  const timer = setTimeout(() => subscriber.close(), sink.maxMs);
  sink.onClose(() => {
    closed = true;
    clearTimeout(timer);
    hub.remove(subscriber);
  });
  hub.add(subscriber);
  if (after === undefined || !queue) return;
  try {
    const replayed = await catchUp(ctx, keys, after);
    const sent = new Set(replayed.map((e) => e.id));
    const waiting = queue;
    queue = null;
    for (const frame of [...replayed.map(frameOf), ...waiting.filter((w) => !sent.has(w.id)).map((w) => w.frame)])
      if (!closed && !sink.write(frame)) subscriber.close();
  } catch {
    subscriber.close(); // the client comes back and tries again
  }
}
