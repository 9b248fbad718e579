import { apiFetch, ApiError } from './client.ts';
import { eventStreamReader } from './event-stream.ts';

/** One event of `GET /api/live` (the kit's `liveEventAnswer`). */
export interface LiveMessage {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  at: string;
}

type Listener = (event: LiveMessage) => void;

const LIVE_PATH = '/api/live';
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;
/** A stream that lasted this long was healthy: the next loss waits the shortest time again. */
const HEALTHY_MS = 10_000;

/**
 * The tab's one live connection, shared by every screen that listens: opened with the first listener, closed a
 * moment after the last one leaves (a route change keeps it). It reads the stream with `fetch` (EventSource cannot
 * send the bearer token), reconnects after a loss with a growing wait (1 s doubling to 30 s, plus jitter) and asks
 * for what it missed after the last event it saw. A 401 ends it: the session is over.
 */
class LiveConnection {
  private readonly listeners = new Set<Listener>();
  private controller: AbortController | null = null;
  private lastEventId: number | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (!this.controller && !this.retryTimer) void this.connect();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.idleTimer = setTimeout(() => this.stop(), 5000);
    };
  }

  private stop() {
    this.controller?.abort();
    this.controller = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private async connect() {
    const controller = new AbortController();
    this.controller = controller;
    const opened = Date.now();
    try {
      const res = await apiFetch(LIVE_PATH, {
        accept: 'text/event-stream',
        query: { after: this.lastEventId },
        signal: controller.signal,
        quiet: true,
      });
      await this.read(res);
    } catch (err) {
      if (controller.signal.aborted) return;
      if (err instanceof ApiError && err.statusCode === 401) return this.stop();
    }
    if (controller.signal.aborted || this.listeners.size === 0) return;
    // The server ends streams now and then (fresh rights); a stream that ended at once is a failure to back off.
    if (Date.now() - opened > HEALTHY_MS) this.retryMs = FIRST_RETRY_MS;
    const wait = this.retryMs * (0.8 + Math.random() * 0.4);
    this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
    this.controller = null;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, wait);
  }

  private async read(res: Response) {
    if (!res.body) return;
    const feed = eventStreamReader((data) => {
      // cast: the portal's own event stream writes each message as a LiveMessage (kit/live)
      const event = JSON.parse(data) as LiveMessage;
      this.lastEventId = event.id;
      for (const listener of [...this.listeners]) listener(event);
    });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      feed(value);
    }
  }
}

let connection: LiveConnection | null = null;

/** Listens to the tab's live events; returns the function that stops listening. */
export function listenLive(listener: Listener): () => void {
  connection ??= new LiveConnection();
  return connection.listen(listener);
}
