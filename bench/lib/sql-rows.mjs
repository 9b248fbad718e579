// The generator's SQL helpers: a seeded hash over the row number `g` (the same seed gives the same rows), text
// literals, one row of a query, and INSERT … SELECT in batches with their rows per second.
import { sql } from 'drizzle-orm';

const BATCH = 100_000;
const PRIME = 2147483647;

/** mulberry32: the seed's stream of multipliers for the SQL hash. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const lit = (s) => `'${String(s).replace(/'/g, "''")}'`;
export const textArray = (xs) => `array[${xs.map(lit).join(',')}]::text[]`;

/** SQL builders over the row number column `g`: a fresh hash per call, fixed by the seed. */
export function hasher(seed) {
  const next = prng(seed);
  const h = () => {
    const mul = 1 + Math.floor(next() * (PRIME - 2));
    const add = Math.floor(next() * PRIME);
    return `((g::bigint * ${mul} + ${add}) % ${PRIME})`;
  };
  return {
    /** 0 … n-1 */
    int: (n) => `(${h()} % ${n})::int`,
    pick: (xs) => `(${textArray(xs)})[1 + ${h()} % ${xs.length}]`,
  };
}

export async function one(db, query) {
  const res = await db.execute(sql.raw(query));
  return (res.rows ?? res)[0];
}

/** Runs an INSERT … SELECT for row numbers __FROM__ … __TO__ in batches, printing rows per second. */
export async function batched(db, label, total, statement, rowsPerG = 1) {
  const started = performance.now();
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await db.execute(sql.raw(statement.replaceAll('__FROM__', String(from)).replaceAll('__TO__', String(to))));
    if (process.stdout.isTTY)
      process.stdout.write(`\r  ${label}: ${to.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')}`);
  }
  const s = (performance.now() - started) / 1000;
  const rows = total * rowsPerG;
  if (process.stdout.isTTY) process.stdout.write('\r');
  console.log(
    `  ${label.padEnd(20)} ${rows.toLocaleString('en-IN').padStart(11)} rows in ${s.toFixed(1).padStart(6)} s  ` +
      `(${Math.round(rows / s).toLocaleString('en-IN')} rows/s)`,
  );
}
