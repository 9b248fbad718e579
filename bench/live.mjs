// Live updates on one node: opens N server-sent event streams to the built portal (default 5,000, all as the
// centre owner of centre 002), publishes one event to all of them (a check-in on the roster) and prints the
// server's resident memory with the streams open and the time until every stream received the event.
//   node bench/live.mjs [--connections 5000] [--db pg|pglite]
// Needs `npm run build` and a file-descriptor limit above the connection count on both sides (`ulimit -n`).
// Goal: ≤ 300 MB resident, ≤ 2 s until all received.
import http from 'node:http';
import { memoryOf, startPortal } from './enquiry-import.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const connections = Number(arg('connections', 5000));
const db = arg('db', 'pg');
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const portal = await startPortal(db);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
try {
  const signIn = async (email) => {
    const res = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'Demo@12345' }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
    return { authorization: `Bearer ${(await res.json()).token}` };
  };
  const owner = await signIn('franchisee-a@demo.school');
  const before = memoryOf(portal.pid).rss;

  // Each stream resolves `opened` on its first bytes and `heard` when the check-in arrives.
  let received = 0;
  let allHeard;
  const everyoneHeard = new Promise((resolve) => (allHeard = resolve));
  const open = () =>
    new Promise((opened, failed) => {
      const req = http.get(
        `${portal.url}/api/live`,
        { agent, headers: { ...owner, accept: 'text/event-stream' } },
        (res) => {
          if (res.statusCode !== 200) return failed(new Error(`stream answered ${res.statusCode}`));
          res.setEncoding('utf8');
          let heard = false;
          res.on('data', (chunk) => {
            if (!heard && chunk.includes('day.check-in')) {
              heard = true;
              if (++received === connections) allHeard();
            }
          });
          res.once('data', () => opened(req));
        },
      );
      req.on('error', failed);
    });
  const openStarted = performance.now();
  const streams = [];
  for (let i = 0; i < connections; i += 250)
    streams.push(...(await Promise.all(Array.from({ length: Math.min(250, connections - i) }, open))));
  const openSeconds = (performance.now() - openStarted) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  const open_ = memoryOf(portal.pid).rss;

  const roster = await (await fetch(`${portal.url}/api/day/roster`, { headers: owner })).json();
  const child = roster.rows.find((r) => !r.inAt);
  if (!child) throw new Error('no child left to check in today');
  const published = performance.now();
  const res = await fetch(`${portal.url}/api/day/roster/check-in`, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify({ studentAdmissionId: child.studentAdmissionId }),
  });
  if (!res.ok) throw new Error(`the check-in was refused: ${res.status} ${await res.text()}`);
  const answered = performance.now();
  await Promise.race([everyoneHeard, new Promise((r) => setTimeout(r, 30_000))]);
  const deliveredMs = performance.now() - published;
  const after = memoryOf(portal.pid);

  console.log(`live (${db}): ${connections} streams opened in ${openSeconds.toFixed(1)} s`);
  console.log(`  server memory: ${mb(before)} before, ${mb(open_)} with the streams open, peak ${mb(after.peak)}`);
  console.log(`  check-in answered in ${(answered - published).toFixed(0)} ms`);
  console.log(`  ${received} of ${connections} streams received it within ${deliveredMs.toFixed(0)} ms of the request`);
  streams.forEach((req) => req.destroy());
} finally {
  await portal.stop();
}
