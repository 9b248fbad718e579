// Transport figures on embedded PGlite (in memory) or PostgreSQL (BENCH_DATABASE_URL):
//  - GPS ingest: 20,000 points of one vehicle's day in batches of 1,000 through the ingest service
//    (key check, order check, insert), points per second and the process's memory;
//  - the actual route of that day (20,000 points against the planned stops);
//  - the compliance view for the whole network: 5,000 vehicles, their four dated papers and a driver each.
//   node bench/transport.mjs [vehicles] [points]
// With --server (after `npm run build`), also against the built portal as a separate process (PostgreSQL
// with --db pg, the default there): the same day's points posted by the device over HTTP, the server's peak
// memory during the ingest (VmHWM, reset first), and the actual-route screen in Chromium: the time from the
// day's answer arriving to the track and stops being drawn.
//   node bench/transport.mjs --server [--db pg|pglite] [--points 20000]
import path from 'node:path';
import { register } from 'tsx/esm/api';

if (process.argv.includes('--server')) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const { serverFigures } = await import('./transport-server.mjs');
  await serverFigures({ db: arg('--db', 'pg'), points: Number(arg('--points', 20000)) });
  process.exit(0);
}

register();
const root = path.resolve(import.meta.dirname, '..');
const { openDb, migrate } = await import('@portal/db');
const { anonymousContext } = await import('@portal/kit');
const { todayInIndia } = await import('@portal/core');
const { seedIfEmpty } = await import('../apps/server/src/seed/index.ts');
const T = await import('../modules/transport/server/index.ts');
const { ingestGps, issueDeviceKey } = await import('../modules/transport/server/gps.service.ts');
const { actualRoute } = await import('../modules/transport/server/bus-routes.service.ts');

const VEHICLES = Number(process.argv[2] ?? 5000);
const POINTS = Number(process.argv[3] ?? 20000);
const handle = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' });
await migrate(handle, path.join(root, 'packages/db/migrations'));
await seedIfEmpty(handle.db);
const db = handle.db;
const ctx = { ...anonymousContext(db), franchisees: 'all' };
const { eq } = await import('drizzle-orm');
const mb = () => Math.round(process.memoryUsage().rss / 1e6);

// ---- GPS ingest: one vehicle's day, 07:00 onwards, a fix a second along the seeded route ----
const [bus] = await db.select().from(T.vehicles).where(eq(T.vehicles.registrationNumber, 'KA01AB1234'));
const [route] = await db.select().from(T.busRoutes).where(eq(T.busRoutes.vehicleId, bus.id));
const { key } = await issueDeviceKey(ctx, bus.id);
const day = todayInIndia(new Date(Date.now() - 86_400_000));
const start = Date.parse(`${day}T07:00:00+05:30`);
const points = Array.from({ length: POINTS }, (_, i) => ({
  at: new Date(start + i * 1000).toISOString(),
  lat: 12.9705 + (0.016 * i) / POINTS,
  lng: 77.642 + 0.0026 * Math.sin(i / 500),
  speed: 22,
}));
let peak = mb();
const t0 = performance.now();
for (let i = 0; i < points.length; i += 1000) {
  await ingestGps(ctx, bus.id, key, { points: points.slice(i, i + 1000) });
  peak = Math.max(peak, mb());
}
const ingestS = (performance.now() - t0) / 1000;
const ingestRate = Math.round(POINTS / ingestS);

const times = [];
let drawn;
for (let i = 0; i < 5; i++) {
  const a = performance.now();
  drawn = await actualRoute(ctx, route.id, day);
  times.push(performance.now() - a);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// ---- the network's fleet: VEHICLES vehicles over the two demo centres, four papers and a driver each ----
const today = todayInIndia();
const dayOf = (n) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const tag = Date.now().toString(36).toUpperCase().slice(-4);
for (let i = 0; i < VEHICLES; i += 500) {
  const rows = Array.from({ length: Math.min(500, VEHICLES - i) }, (_, j) => ({
    franchiseeId: 2 + ((i + j) % 2),
    registrationNumber: `BN${tag}${i + j}`,
    seats: 20,
    fuelType: 'DIESEL',
  }));
  const made = await db.insert(T.vehicles).values(rows).returning({ id: T.vehicles.id, f: T.vehicles.franchiseeId });
  const paper = (n) =>
    made.map((v, k) => ({ franchiseeId: v.f, vehicleId: v.id, expiry: dayOf(((k * 7 + n) % 400) - 30) }));
  await db
    .insert(T.vehicleInsurance)
    .values(
      paper(1).map((p) => ({ ...p, policyNumber: 'P', insurer: 'I', startDate: dayOf(-400), expiryDate: p.expiry })),
    );
  await db
    .insert(T.vehicleFitness)
    .values(paper(2).map((p) => ({ ...p, certificateNumber: 'F', issueDate: dayOf(-400), expiryDate: p.expiry })));
  await db
    .insert(T.vehiclePollution)
    .values(paper(3).map((p) => ({ ...p, certificateNumber: 'E', issueDate: dayOf(-400), expiryDate: p.expiry })));
  await db
    .insert(T.vehicleRoadTax)
    .values(
      paper(4).map((p) => ({ ...p, receiptNumber: 'R', paidOn: dayOf(-400), expiryDate: p.expiry, amountPaise: 100 })),
    );
  await db.insert(T.vehicleStaff).values(
    made.map((v, k) => ({
      franchiseeId: v.f,
      vehicleId: v.id,
      name: `Driver ${i + k}`,
      staffRole: 'DRIVER',
      mobile: '9845012345',
      licenceNumber: 'DL',
      licenceExpiry: dayOf(((k * 11) % 400) - 30),
    })),
  );
}
const complianceTimes = [];
let listed = 0;
for (let i = 0; i < 7; i++) {
  const a = performance.now();
  listed = (await T.complianceRows(ctx, {})).length;
  complianceTimes.push(performance.now() - a);
}
await handle.close();

const db0 = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const n = (x) => x.toLocaleString('en-IN');
console.log(
  `transport ${db0}: GPS ingest ${n(ingestRate)} points/s (${n(POINTS)} in batches of 1,000, ` +
    `${ingestS.toFixed(2)} s, process ${peak} MB); actual route of ${n(drawn.points)} points ` +
    `${median(times).toFixed(0)} ms (median of 5, ${drawn.track.length} drawn); compliance view over ` +
    `${n(VEHICLES)} vehicles ${median(complianceTimes).toFixed(0)} ms (median of 7, ${listed} rows)`,
);
