// The suite's floor: how many tests each pass of `npm test` passed, and how many things each walk tried, may rise
// but never fall. A test dropped, skipped or moved out of a pass, or a walk that quietly tries less (a resource
// its declarations no longer list, a role that sees fewer screens), fails the run here even when every test that
// did run passed. Lowering a floor is a decision: edit scripts/test-floor.json and say why in the commit.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const FLOOR_FILE = path.join(root, 'scripts', 'test-floor.json');
const COUNTS_FILE = path.join(root, '.tmp', 'test-counts.json');

/**
 * The counts of the passes that ran: `passed` per pass label, and per pass the sum of each walk's tries
 * (`durations` rows carry the `walked` meta of their test).
 */
export function countsOf(passed, durations) {
  const walked = {};
  for (const row of durations)
    for (const [walk, tried] of Object.entries(row.walked ?? {})) {
      const key = `${row.label} › ${walk}`;
      walked[key] = (walked[key] ?? 0) + tried;
    }
  return { passed, walked };
}

/**
 * Prints each count beside its floor and returns the lines of those below it. Only the passes that ran are held
 * to theirs (`npm test -- e2e` runs one). The counts are written to .tmp/test-counts.json, the file to copy over
 * the floor once they have risen.
 */
export function belowFloor(counts) {
  writeFileSync(COUNTS_FILE, JSON.stringify(counts, null, 2) + '\n');
  const floor = existsSync(FLOOR_FILE) ? JSON.parse(readFileSync(FLOOR_FILE, 'utf8')) : { passed: {}, walked: {} };
  const ran = new Set(Object.keys(counts.passed));
  const passOf = (key) => key.split(' › ')[0];
  const rows = [
    ...Object.entries(floor.passed)
      .filter(([pass]) => ran.has(pass))
      .map(([pass, least]) => ({ what: `${pass}: tests passed`, count: counts.passed[pass] ?? 0, least })),
    ...Object.entries(floor.walked)
      .filter(([key]) => ran.has(passOf(key)))
      .map(([key, least]) => ({ what: `${key}: tried`, count: counts.walked[key] ?? 0, least })),
  ];
  console.log('\nCounts against their floor (scripts/test-floor.json):');
  for (const r of rows)
    console.log(`${String(r.count).padStart(7)} of at least ${String(r.least).padStart(6)}  ${r.what}`);
  const unfloored = Object.keys(counts.walked).filter((key) => !(key in floor.walked));
  if (unfloored.length > 0) console.log(`Walks without a floor yet: ${unfloored.join('; ')}`);
  console.log(`(this run's counts: ${path.relative(root, COUNTS_FILE)})`);
  return rows
    .filter((r) => r.count < r.least)
    .map((r) => `${r.what}: ${r.count}, below its floor of ${r.least} (a test or a walk's step was lost)`);
}
