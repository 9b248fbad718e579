// A royalty run over 500 franchisees × 12 months: every centre's tuition collections
// are posted to the ledger first (not timed), then one run invoices all 6,000
// centre-months with GST, e-invoice JSON and IRN, and posts them. Prints the time.
//   node bench/royalty-run.mjs [franchisees] [studentsPerMonth] [months]   embedded PGlite, in memory
//   BENCH_DATABASE_URL=postgres://… node bench/royalty-run.mjs             a fresh PostgreSQL database
//   ROYALTY_PROFILE=1 …   also prints the run's statements on PostgreSQL, the costliest first (time, calls, rows)
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(import.meta.dirname, '..');
const { openDb, migrate } = await import('@portal/db');
const { anonymousContext } = await import('@portal/kit');
const { seedIfEmpty } = await import('../apps/server/src/seed/index.ts');
const { franchisees, cities } = await import('@portal/mod-org/server');
const { postJournals, royaltySettings, royaltyInvoices, runRoyalty, lastMonths, trialBalance } =
  await import('@portal/mod-ledger/server');
const { gstinCheckChar } = await import('@portal/mod-ledger/shared');

const CENTRES = Number(process.argv[2] ?? 500);
const STUDENTS = Number(process.argv[3] ?? 8);
const MONTHS = Number(process.argv[4] ?? 12);
const profile = process.env.ROYALTY_PROFILE === '1' ? await statementProfile() : null;

/** Times every statement sent through node-postgres while `on`, by its text (PostgreSQL only). */
async function statementProfile() {
  const { default: pg } = await import('pg');
  const seen = new Map();
  const state = { on: false };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    const result = query.call(this, config, values, callback);
    if (!state.on || !text || typeof result?.then !== 'function') return result;
    const started = performance.now();
    return result.then((r) => {
      const key = text
        .replace(/\$\d+(, ?\$\d+)*/g, '$…')
        .replace(/\s+/g, ' ')
        .slice(0, 150);
      const s = seen.get(key) ?? { ms: 0, calls: 0, rows: 0 };
      s.ms += performance.now() - started;
      s.calls += 1;
      s.rows += r?.rowCount ?? 0;
      seen.set(key, s);
      return r;
    });
  };
  // The run's JavaScript too: a CPU profile of the run alone, its functions by the time spent in them.
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  return {
    async start() {
      await session.post('Profiler.start');
      state.on = true;
    },
    async print() {
      state.on = false;
      const { profile: cpu } = await session.post('Profiler.stop');
      const self = new Map();
      const dt = cpu.timeDeltas;
      const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
      cpu.samples.forEach((id, i) => {
        const f = byId.get(id).callFrame;
        const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
        self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
      });
      console.log('JavaScript, self time:');
      for (const [fn, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10))
        console.log(`${ms.toFixed(1).padStart(9)} ms  ${fn}`);
      const rows = [...seen.entries()].sort((a, b) => b[1].ms - a[1].ms);
      const total = rows.reduce((a, [, s]) => a + s.ms, 0);
      console.log(`statements: ${total.toFixed(0)} ms in ${rows.reduce((a, [, s]) => a + s.calls, 0)} calls`);
      for (const [text, s] of rows.slice(0, 12))
        console.log(`${s.ms.toFixed(1).padStart(9)} ms ${String(s.calls).padStart(5)}× ${s.rows} rows  ${text}`);
    },
  };
}
const handle = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' });
await migrate(handle, path.join(root, 'packages/db/migrations'));
await seedIfEmpty(handle.db);
const db = handle.db;
const ctx = { ...anonymousContext(db), franchisees: 'all' };

// 500 centres with valid GSTINs (half in Karnataka, half in Maharashtra) and mixed royalty terms.
const [city] = await db.select().from(cities).limit(1);
const tag = Date.now().toString(36).toUpperCase().slice(-4);
const rows = Array.from({ length: CENTRES }, (_, i) => {
  const state = i % 2 === 0 ? '29' : '27';
  const letters = String.fromCharCode(65 + (i % 26), 65 + (Math.floor(i / 26) % 26));
  const body = `${state}AAB${letters}${String(1000 + (i % 9000)).slice(-4)}F1Z`;
  return {
    code: `BENCH-${tag}-${i}`,
    companyName: `Bench Centre ${i + 1}`,
    ownerName: 'Bench Owner',
    email: `bench${i}@example.in`,
    mobile: '9845012345',
    address: 'MG Road',
    cityId: city.id,
    pincode: '560001',
    gstin: body + gstinCheckChar(body),
  };
});
const centres = [];
for (let i = 0; i < rows.length; i += 250)
  centres.push(
    ...(await db
      .insert(franchisees)
      .values(rows.slice(i, i + 250))
      .returning({ id: franchisees.id })),
  );
const ids = centres.map((c) => c.id);
await db.insert(royaltySettings).values(
  ids.map((franchiseeId, i) =>
    i % 3 === 0
      ? {
          franchiseeId,
          model: 'PERCENT',
          percentBp: 1000,
          minimumGuaranteePaise: 5_000_00,
          effectiveFrom: '2024-04-01',
        }
      : i % 3 === 1
        ? { franchiseeId, model: 'PER_STUDENT', perStudentPaise: 300_00, effectiveFrom: '2024-04-01' }
        : {
            franchiseeId,
            model: 'SLAB',
            slabs: [
              { uptoPaise: 1_00_000_00, percentBp: 1000 },
              { uptoPaise: null, percentBp: 1200 },
            ],
            effectiveFrom: '2024-04-01',
          },
  ),
);

// The twelve months before this one, each with STUDENTS tuition payments per centre.
const months = lastMonths(MONTHS + 1)
  .slice(1)
  .reverse();
const setupStarted = performance.now();
for (const month of months) {
  const entries = [];
  for (const franchiseeId of ids) {
    for (let s = 0; s < STUDENTS; s++) {
      const paise = 12_000_00 + ((franchiseeId * 7 + s * 13) % 50) * 100_00;
      entries.push({
        franchiseeId,
        reference: `payment:bench-${franchiseeId}-${month}-${s}`,
        date: `${month}-15`,
        lines: [
          { account: 'NODAL_ACCOUNT', debit: paise },
          {
            account: 'STUDENT_RECEIVABLE',
            credit: paise,
            studentAdmissionId: 100_000 + franchiseeId * 100 + s,
            tag: 'TUITION',
          },
        ],
      });
    }
  }
  for (let i = 0; i < entries.length; i += 1000)
    await db.transaction((tx) => postJournals({ ...ctx, db: tx }, entries.slice(i, i + 1000)));
}
const setupSeconds = (performance.now() - setupStarted) / 1000;

await profile?.start();
const started = performance.now();
const result = await db.transaction((tx) => runRoyalty({ ...ctx, db: tx }, { months, franchiseeIds: ids }));
const seconds = (performance.now() - started) / 1000;
await profile?.print();

const invoices = await db.select({ id: royaltyInvoices.id }).from(royaltyInvoices);
const tb = await trialBalance(ctx);
console.log(
  `database: ${handle.kind}; ${CENTRES} franchisees × ${months.length} months, ${STUDENTS} paying students per ` +
    `centre-month (${(CENTRES * months.length * STUDENTS).toLocaleString('en-IN')} collections posted in ` +
    `${setupSeconds.toFixed(1)} s)`,
);
console.log(
  `royalty run: ${result.invoices.toLocaleString('en-IN')} invoices, royalty ` +
    `₹${(result.royaltyPaise / 100).toLocaleString('en-IN')} in ${seconds.toFixed(2)} s (goal ≤ 5 s) ` +
    `${seconds <= 5 ? 'OK' : 'SLOW'}`,
);
console.log(
  `ledger balanced: ${tb.balanced} (debits ${tb.debit} = credits ${tb.credit} paise); invoices stored: ` +
    `${invoices.length}`,
);
await handle.close();
