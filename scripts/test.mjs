// `npm test`: install what is missing (Debian's chromium included), type-check, check formatting and lint, build,
// then run every test: unit + API on PGlite, again on PostgreSQL, then the browser flows on both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { commandExists, ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.argv[2]; // optional: 'unit', 'pg' or 'e2e'

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (!commandExists('apt-get')) throw new Error('Chromium is missing and apt-get is not available');
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}

function postgresUp() {
  return spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-t', '3'], { stdio: 'ignore' }).status === 0;
}

function ensurePostgres() {
  if (postgresUp()) return;
  spawnSync('sh', ['-c', 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -1) main start'], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 30 && !postgresUp(); i++) spawnSync('sleep', ['1']);
  if (!postgresUp()) throw new Error('PostgreSQL at 127.0.0.1:5432 is not reachable');
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const runs = [];

function vitest(label, args, env = {}) {
  const out = path.join(root, '.tmp', `vitest-${label}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  rmSync(out, { force: true });
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  let passed = 0;
  let failed = res.status === 0 ? 0 : 1;
  let skipped = 0;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (res.status !== 0 && report.numFailedTests === 0 ? 1 : 0);
    skipped = report.numPendingTests + report.numTodoTests;
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  runs.push(`${label}: ${passed} passed, ${failed} failed`);
}

ensureInstalled();
ensureChromium();
ensurePostgres();
if (!only) {
  run('npx tsc -p tsconfig.json');
  run('npx prettier --check --log-level warn .');
  run('npx eslint --max-warnings 0 .');
}
ensureBuilt();

if (!only || only === 'unit') vitest('unit+api (PGlite)', []);
if (!only || only === 'pg')
  vitest('api (PostgreSQL)', ['apps', 'modules', 'packages/kit'], { TEST_DATABASE_URL: PG_URL });
if (!only || only === 'e2e') {
  vitest('e2e (PGlite)', ['--config', 'e2e/vitest.config.ts']);
  // The walk over every screen checks words, contrast and names on screen, which do not depend on the
  // database: it runs once, on PGlite; every flow runs on both.
  vitest('e2e (PostgreSQL)', ['--config', 'e2e/vitest.config.ts', '--exclude', 'e2e/screens.e2e.ts'], {
    TEST_DATABASE_URL: PG_URL,
  });
}

console.log('\n' + runs.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
