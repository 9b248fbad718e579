import http from 'node:http';

export interface StreamEvent {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
}

export interface OpenStream {
  events: StreamEvent[];
  /** Waits until an event passes the test (fails after `ms`). */
  waitFor(test: (e: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** Settles when the server ends the stream (a browser's EventSource then reconnects with Last-Event-ID). */
  ended: Promise<void>;
  close(): void;
}

/** Opens `GET /api/live` as a browser would (a bearer token, text/event-stream) and collects the events. */
export function openStream(base: string, token: string, lastEventId?: number): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const events: StreamEvent[] = [];
    const waiters = new Set<() => void>();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    const req = http.get(`${base}/api/live`, { headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      const ended = new Promise<void>((done) => res.once('close', () => done()));
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)) as StreamEvent);
        }
        waiters.forEach((w) => w());
      });
      resolve({
        events,
        waitFor: (test, ms = 3000) =>
          new Promise((ok, fail) => {
            const check = () => {
              const hit = events.find(test);
              if (!hit) return;
              waiters.delete(check);
              clearTimeout(timer);
              ok(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no such event within ${ms} ms; got ${JSON.stringify(events)}`));
            }, ms);
            waiters.add(check);
            check();
          }),
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', () => undefined);
  });
}
