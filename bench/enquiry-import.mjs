// Imports 100,000 enquiry rows (0.2% of them bad) through the upload service and prints
// rows per second and peak memory.
//   node bench/enquiry-import.mjs [rows]                 embedded PGlite, in memory
//   BENCH_DATABASE_URL=postgres://… node bench/enquiry-import.mjs   a PostgreSQL database (seeded if empty)
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(import.meta.dirname, '..');
const { openDb, migrate } = await import('@portal/db');
const { anonymousContext } = await import('@portal/kit');
const { seedIfEmpty } = await import('../apps/server/src/seed/index.ts');
const { importEnquiries, readSheet } = await import('@portal/mod-enquiry/server');
const { academicYears } = await import('@portal/mod-org/server');

const ROWS = Number(process.argv[2] ?? 100_000);
const handle = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' });
await migrate(handle, path.join(root, 'packages/db/migrations'));
await seedIfEmpty(handle.db);
const years = await handle.db.select().from(academicYears);
const year = years.sort((a, b) => a.academicYear.localeCompare(b.academicYear))[1];

// A fresh number range per run, so a reused PostgreSQL database sees new leads.
const prefix = String(6 + (Date.now() % 4));
const block = String(Math.floor(Math.random() * 90) + 10);
const names = ['Aarav', 'Vivaan', 'Aditya', 'Diya', 'Ananya', 'Ishaan', 'Saanvi', 'Kabir', 'Myra', 'Reyansh'];
const classes = ['Playgroup', 'Nursery', 'LKG', 'UKG'];
const lines = ['Parent name,Mobile,Child name,Child date of birth,Class,PIN code,Source'];
for (let i = 0; i < ROWS; i++) {
  const mobile = i % 500 === 499 ? '12345' : `${prefix}${block}${String(i).padStart(7, '0')}`;
  lines.push(`Meera Sharma,${mobile},${names[i % 10]} ${names[Math.floor(i / 10) % 10]},0${(i % 9) + 1}-06-2022,${classes[i % 4]},5600${String(10 + (i % 90))},Walk-in`);
}
const file = Buffer.from(lines.join('\n'));

const ctx = {
  ...anonymousContext(handle.db),
  user: { id: 1, email: 'superadmin@demo.school', firstName: 'Bench', lastName: 'Runner', franchiseeId: null, superAdmin: true },
  franchisees: 'all',
};

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
const started = performance.now();
const sheet = await readSheet(file);
const parsedAt = performance.now();
const result = await importEnquiries(ctx, sheet, { mode: 'skip-bad-rows', franchiseeId: 2, academicYearId: year.id });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

const mb = (b) => `${(b / 1024 / 1024).toFixed(1)} MB`;
console.log(`database        ${handle.kind}`);
console.log(`file            ${ROWS.toLocaleString('en-IN')} rows, ${mb(file.length)}`);
console.log(`created         ${result.created.toLocaleString('en-IN')} (skipped ${result.skipped}, reported ${result.errors.length} bad rows)`);
console.log(`parse           ${((parsedAt - started) / 1000).toFixed(2)} s`);
console.log(`total           ${seconds.toFixed(2)} s`);
console.log(`throughput      ${Math.round(result.created / seconds).toLocaleString('en-IN')} rows/s`);
console.log(`peak memory     ${mb(peak)} RSS (heap now ${mb(process.memoryUsage().heapUsed)})`);
await handle.close();
