// The rush's load: keep-alive HTTP clients, a mix picked by weight, requests at a fixed rate (open loop) or from a
// fixed number of clients (closed loop), and the summary of their times per kind (count, failures, p50, p99).
import http from 'node:http';

export const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;

/** Keep-alive HTTP/1.1 requests; the answer's body is read and dropped. */
export function client(url, sockets) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return (method, pathname, headers, body) =>
    new Promise((resolve) => {
      const started = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          hostname,
          port,
          method,
          path: pathname,
          headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode, ms: performance.now() - started, tally: res.headers['x-db-tally'] }),
          );
        },
      );
      req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      req.end(payload);
    });
}

export function pickerOf(mix) {
  const total = mix.reduce((s, m) => s + m.weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const m of mix) if ((r -= m.weight) < 0) return m;
    return mix.at(-1);
  };
}

export function fire(send, state, m) {
  const sessions = state.tokens[m.as];
  const who = sessions[Math.floor(Math.random() * sessions.length)];
  if (m.post) {
    const [p, body] = m.post(state, who);
    return send('POST', p, who.headers, body);
  }
  return send('GET', m.get(state, who), who.headers);
}

/** Per kind and overall: count, failures (non-2xx), p50, p99. */
export function summarise(samples, mix) {
  const row = (list) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    return {
      requests: list.length,
      failed: list.filter((s) => s.status < 200 || s.status >= 300).length,
      statuses: [...new Set(list.filter((s) => s.status < 200 || s.status >= 300).map((s) => s.status))].join(','),
      p50: Math.round(quantile(ms, 0.5)),
      p99: Math.round(quantile(ms, 0.99)),
    };
  };
  const kinds = {};
  for (const m of mix) kinds[m.kind] = row(samples.filter((s) => s.kind === m.kind));
  return { all: row(samples), kinds };
}

/** Requests arrive at `rate` per second for `seconds` whatever the answers take (in flight at most `cap`). */
export async function openLoop({ send, state, mix, rate, seconds, cap }) {
  const pick = pickerOf(mix);
  const samples = [];
  const pending = new Set();
  let dropped = 0;
  const started = performance.now();
  let due = 0;
  let sent = 0;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed >= seconds) {
        clearInterval(timer);
        return resolve();
      }
      due = Math.floor(elapsed * rate);
      for (; sent < due; sent++) {
        if (pending.size >= cap) {
          dropped++;
          continue;
        }
        const m = pick();
        const p = fire(send, state, m).then((r) => {
          pending.delete(p);
          samples.push({ kind: m.kind, ...r });
        });
        pending.add(p);
      }
    }, 5);
  });
  await Promise.all(pending);
  return { samples, dropped, elapsed: (performance.now() - started) / 1000 };
}

/** `connections` clients, each sending its next request when the last is answered. */
export async function closedLoop({ send, state, mix, connections, seconds }) {
  const pick = pickerOf(mix);
  const samples = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const m = pick();
        samples.push({ kind: m.kind, ...(await fire(send, state, m)) });
      }
    }),
  );
  return { samples, dropped: 0, elapsed: (performance.now() - started) / 1000 };
}
