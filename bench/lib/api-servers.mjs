// The three servers the API benchmark compares, in one child process on one database:
//   (a) bare Node http answering a fixed JSON body
//   (b) Fastify + the database client running the enquiry keyset query directly
//   (c) the real portal (auth context, access check, franchisee fence, zod validation)
//   (d) Fastify + the database client reading only six columns of the page (a lower ceiling: no labels)
//   (e) is (c) with the access log turned off through (b)'s server (POST /access-log?on=0|1)
//   (f) is (c) with no list page kept (POST /kept-pages?on=0|1): each answer read from the database
// Prints one JSON line {ready, ports, …} on stdout when all three listen.
import http from 'node:http';
import Fastify from 'fastify';
import { parseArgs, openBenchDb } from './database.mjs';
import { generate } from '../generate.mjs';

const args = parseArgs(process.argv.slice(2), { db: 'pg', scale: 0.01, seed: 42, pageSize: 50 });
const { buildApp } = await import('../../apps/server/src/app.ts');
const { loadConfig } = await import('../../apps/server/src/config.ts');

const { handle } = await openBenchDb(args.db, args);
const network = await generate(handle.db, args);

const listen = (server, port = 0) =>
  new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server.address().port)));

// (a)
const payload = JSON.stringify({ rows: [{ id: 1, enquiryCode: 'ENQ-1', childName: 'Aarav Sharma' }], count: 1 });
const bare = http.createServer((req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
});
const bareP = await listen(bare);

// (b) the list's query without the portal around it: the columns GET /api/enquiry answers by default
// (its list columns, their reference labels and the id), the centre's year, newest first, one page.
const KEYSET = `select e.id, e.enquiry_code as "enquiryCode", e.child_name as "childName",
  e.parent_name as "parentName",
  e.mobile, e.class_id as "classId", (select c.name from classes c where c.id = e.class_id) as "classIdLabel",
  e.source, e.stage, e.spanco_status as "spancoStatus", e.assigned_to as "assignedTo",
  (select u.email from admin_users u where u.id = e.assigned_to) as "assignedToLabel",
  e.next_follow_up_date as "nextFollowUpDate", e.created_at as "createdAt"
  from enquiries e where e.franchisee_id = $1 and e.academic_year_id = $2 and e.id < $3 order by e.id desc limit $4`;
// (d) the same page with only six of its columns: no reference labels, nothing but the row itself.
const SIX = `select e.id, e.enquiry_code as "enquiryCode", e.child_name as "childName", e.parent_name as "parentName",
  e.mobile, e.stage
  from enquiries e where e.franchisee_id = $1 and e.academic_year_id = $2 and e.id < $3 order by e.id desc limit $4`;
const queryOf = (name, text) =>
  handle.pool
    ? (params) => handle.pool.query({ name, text, values: params }).then((r) => r.rows)
    : (params) => handle.db.$client.query(text, params).then((r) => r.rows);
const direct = Fastify({ logger: false });
for (const [route, query] of [
  ['/keyset', queryOf('bench-keyset', KEYSET)],
  ['/keyset-six', queryOf('bench-keyset-six', SIX)],
])
  direct.get(route, async (req) => {
    const q = req.query;
    const rows = await query([
      Number(q.franchiseeId),
      Number(q.academicYearId),
      Number(q.before ?? 2 ** 31 - 1),
      Number(q.limit ?? args.pageSize),
    ]);
    return { rows };
  });
const { setAccessLogWriter, flushAccessLog, listTotalsOf } = await import('@portal/kit');
const { writeAccessLog } = await import('@portal/mod-safeguards/server');
// (e) is (c) with the log off for one measurement: the bench turns it off and on again between its runs, so the
// log's cost is read interleaved on the same server and load. Not a route of the portal: the bench's own server.
direct.post('/access-log', async (req) => {
  await flushAccessLog();
  setAccessLogWriter(req.query.on === '1' ? writeAccessLog : null);
  return { on: req.query.on === '1' };
});
// (f) is (c) with no page kept: every answer read from the database, as a page asked for the first time is.
direct.post('/kept-pages', async (req) => {
  listTotalsOf(handle.db).keepsPages = req.query.on === '1';
  return { on: req.query.on === '1' };
});
await direct.listen({ port: 0, host: '127.0.0.1' });
const directP = direct.server.address().port;

// (c)
const config = { ...loadConfig({}), webDist: undefined, authIpLimitPerMinute: 10_000 };
const app = await buildApp({ db: handle, config });
// BENCH_NO_ACCESS_LOG=1: (c) without the log of staff reads of children's data, to measure what the log costs.
if (process.env.BENCH_NO_ACCESS_LOG) setAccessLogWriter(null);
await app.listen({ port: 0, host: '127.0.0.1' });
const appP = app.server.address().port;

console.log(
  JSON.stringify({ ready: true, kind: handle.kind, ports: { bare: bareP, direct: directP, app: appP }, network }),
);

process.on('SIGTERM', async () => {
  bare.close();
  await direct.close();
  await app.close();
  await handle.close();
  process.exit(0);
});
