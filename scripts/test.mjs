// `npm test`: install what is missing (Debian's chromium included), type-check, check formatting, lint and build
// side by side, then run every test: unit + API on PGlite with the nodes suites beside it, on PostgreSQL the API
// tests of what could differ there, then the browser flows, each once on one of the two databases, several at once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { aptInstall, buildIsStale, commandExists, ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { belowFloor, countsOf } from './test-floor.mjs';
import { declaredFiles } from './test-manifests.mjs';
import { availableParallelism } from 'node:os';
import { busyCoresText, idleLanesLine } from './lanes.mjs';
import { machineCpuSeconds } from '../bench/lib/proc.mjs';

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.argv[2]; // optional: 'unit', 'pg', 'nodes' or 'e2e', or test files and modules (below)

/**
 * `npm test -- waitlist` or `npm test -- modules/waitlist/test/waitlist.test.ts apps/server/test/smoke.test.ts`:
 * those modules' (modules/<name>/test) or files' tests only, on PGlite (on PostgreSQL with TEST_DATABASE_URL),
 * without installing, checking or building: the inner loop while working on a module (docs/testing.md).
 */
const PARTS = new Set(['unit', 'pg', 'nodes', 'e2e']);
if (only && !PARTS.has(only)) {
  const targets = process.argv
    .slice(2)
    .map((a) => (existsSync(path.join(root, 'modules', a, 'test')) ? `modules/${a}/test` : a));
  const missing = targets.filter((t) => !existsSync(path.join(root, t)));
  if (missing.length > 0) {
    console.error(`No such part, module or test file: ${missing.join(', ')} (parts: ${[...PARTS].join(', ')})`);
    process.exit(2);
  }
  const res = spawnSync('npx', ['vitest', 'run', ...targets], { cwd: root, stdio: 'inherit' });
  process.exit(res.status ?? 1);
}

// Chromium, the Noto fonts that draw Hindi, Kannada and Tamil (without them Indic text shows as boxes), and the emoji
// a phone draws: the progress card's "I can…" pictures and faces are emoji, boxes in the flows' screenshots without.
const BROWSER_PACKAGES = {
  chromium: '/usr/bin/chromium',
  // The flows' browser (e2e/chromium.ts); the benches and `npm start`'s users have the full one.
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
  'fonts-noto-core': '/usr/share/fonts/truetype/noto',
  'fonts-noto-color-emoji': '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf',
};

/** Installs the Debian packages whose files (package → a file it installs) are not there yet. */
function ensurePackages(packages) {
  const missing = Object.entries(packages)
    .filter(([, file]) => !existsSync(file))
    .map(([name]) => name);
  if (missing.length === 0) return;
  if (!commandExists('apt-get')) throw new Error(`${missing.join(', ')} missing and apt-get is not available`);
  aptInstall(missing.join(' '));
}

// PgBouncer, nginx, the database tier's Patroni, etcd and HAProxy (deploy/ha) and pgBackRest (deploy/backup) for
// the tests that run the production layout (apps/server/test/nodes). Their own services stay off: the tests start
// their own on free ports.
const NODE_PACKAGES = {
  pgbouncer: '/usr/sbin/pgbouncer',
  nginx: '/usr/sbin/nginx',
  patroni: '/usr/bin/patroni',
  'etcd-server': '/usr/bin/etcd',
  haproxy: '/usr/sbin/haproxy',
  pgbackrest: '/usr/bin/pgbackrest',
};

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

/**
 * The ten slowest of some timed things (tests, or flow steps) with their budgets, and every one past half of its
 * budget: a slower machine may time those out.
 */
function printSlowest(what, rows, name) {
  if (rows.length === 0) return;
  const line = (t) =>
    `${(t.ms / 1000).toFixed(1).padStart(6)} s of ${(t.budgetMs / 1000).toFixed(0).padStart(3)} s ` +
    `(${String(Math.round((100 * t.ms) / t.budgetMs)).padStart(3)} %)  ${t.label} › ${name(t)}`;
  console.log(`\nSlowest ${what} (duration of budget):`);
  for (const t of [...rows].sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(line(t));
  const near = rows.filter((t) => t.ms > t.budgetMs / 2).sort((a, b) => b.ms / b.budgetMs - a.ms / a.budgetMs);
  if (near.length > 0) {
    console.log(`\n${what[0].toUpperCase()}${what.slice(1)} past half of their budget:`);
    for (const t of near) console.log(line(t));
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Tests passed per pass, held to their floor at the end (scripts/test-floor.mjs). */
const passedPerPass = {};
const runs = [];
/** Every failed test with its error's first lines, printed last: CI keeps only the tail of the output. */
const failures = [];

const durations = [];
/** The browser flows' steps (answers waited for, screens opened, polls) with their budgets: e2e/steps.ts. */
const stepTimes = [];

/**
 * Waits for a child process to end and answers its exit code with what it printed (stdout and stderr as they came),
 * for a caller that prints it afterwards, so that processes running side by side do not interleave their output.
 */
function ended(child) {
  const out = [];
  child.stdout?.on('data', (d) => out.push(d));
  child.stderr?.on('data', (d) => out.push(d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out: Buffer.concat(out) })));
}

/**
 * Runs one Vitest pass and adds its counts and durations to the summary. A pass run beside another (`beside`)
 * keeps its output and prints it when it ends, so the two do not interleave.
 */
async function vitest(label, args, env = {}, { beside = false } = {}) {
  const out = path.join(root, '.tmp', `vitest-${label}.json`);
  const timings = path.join(root, '.tmp', `durations-${label}.json`);
  const steps = path.join(root, '.tmp', `steps-${label}.jsonl`);
  mkdirSync(path.dirname(out), { recursive: true });
  for (const file of [out, timings, steps]) rmSync(file, { force: true });
  const command = [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
    '--reporter=./scripts/durations-reporter.mjs',
  ];
  // A whole pass seeds its own copy, never one kept from an earlier run (apps/server/test/template-db.ts).
  const options = {
    cwd: root,
    env: { ...process.env, TEST_TEMPLATE_FRESH: '1', ...env, DURATIONS_FILE: timings, STEPS_FILE: steps },
  };
  const started = Date.now();
  if (!beside) console.log(`\n=== ${label} ===`);
  const child = spawn('npx', command, { ...options, stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const { code: status, out: printed } = await ended(child);
  if (beside) {
    console.log(`\n=== ${label} (ran beside the pass above) ===`);
    process.stdout.write(printed);
  }
  const timed = existsSync(timings) ? JSON.parse(readFileSync(timings, 'utf8')) : null;
  passTimes.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s${timed ? idleLanesLine(timed) : ''}`);
  tally(label, out, timed?.tests ?? [], steps, status);
}

/** Each Vitest pass's own wall time, for the summary (passes may run side by side within a phase). */
const passTimes = [];

/**
 * Migrates and seeds the browser flows' copies of the demo network (e2e/seed-templates.ts) in a process of its own,
 * beside the PostgreSQL pass: that pass keeps 1.8 of two cores busy, and the seeding, some 30 core-s in 19 s, had
 * been the flow pass's first step with a core partly idle. Answers the file the flow pass takes the copies from
 * (E2E_TEMPLATES_FILE, e2e/global-setup.ts), or null when the seeding failed: its output is printed, and the flow pass
 * seeds them itself.
 */
function seedFlowTemplates() {
  const file = path.join(root, '.tmp', 'e2e-templates.json');
  rmSync(file, { force: true });
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/seed-templates.ts', file], {
    cwd: root,
    env: { ...process.env, TEST_DATABASE_URL: PG_URL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return ended(child).then(({ code, out }) => {
    passTimes.push(`the flows' seeded copies ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (code === 0 && existsSync(file)) return file;
    console.log(`\nSeeding the flows' copies failed (${code}); the flow pass seeds them:`);
    process.stdout.write(out);
    return null;
  });
}

/** Adds a finished pass's counts (its JSON report), test durations and flow steps to the summary. */
function tally(label, out, timings, steps, status) {
  durations.push(...timings.map((t) => ({ ...t, label })));
  if (existsSync(steps))
    for (const line of readFileSync(steps, 'utf8').split('\n').filter(Boolean))
      stepTimes.push({ ...JSON.parse(line), label });
  let passed = 0;
  let failed = status === 0 ? 0 : 1;
  let skipped = 0;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
    skipped = report.numPendingTests + report.numTodoTests;
    failures.push(...failedTests(report).map((f) => `${label} › ${f}`));
  }
  totals.passed += passed;
  passedPerPass[label] = passed;
  totals.failed += failed;
  totals.skipped += skipped;
  runs.push(`${label}: ${passed} passed, ${failed} failed`);
}

/** The failed tests of a Vitest JSON report (and files that failed outside any test), each with its error. */
function failedTests(report) {
  const firstLines = (messages) =>
    (messages ?? [])
      .join('\n')
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 4)
      .map((l) => `    ${l.trim().slice(0, 300)}`)
      .join('\n');
  const found = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedInFile = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedInFile) found.push(`${where} › ${t.fullName}\n${firstLines(t.failureMessages)}`);
    if (failedInFile.length === 0 && file.status === 'failed') found.push(`${where}\n${firstLines([file.message])}`);
  }
  return found;
}

/** The machine's busy CPU seconds so far (Linux's /proc/stat), or NaN where there is none (left out of the summary). */
function machineCpu() {
  try {
    return machineCpuSeconds();
  } catch {
    return NaN;
  }
}

/** Starts timing a phase: answers its summary text, "<label> <wall> s (<cores busy>[; <more>])", once it has ended. */
function phaseTimer() {
  const started = Date.now();
  const cpuAtStart = machineCpu();
  return (label, more = '') => {
    const wallMs = Date.now() - started;
    const busy = busyCoresText(machineCpu() - cpuAtStart, wallMs, availableParallelism());
    const details = [busy, more].filter(Boolean).join('; ');
    return `${label} ${(wallMs / 1000).toFixed(0)} s${details ? ` (${details})` : ''}`;
  };
}

/** Runs one phase of the suite and keeps its wall time, and how busy it kept the machine, for the summary. */
const phases = [];
async function phase(label, work) {
  const ended = phaseTimer();
  await work();
  phases.push(ended(label));
}

await phase('install', () => {
  ensureInstalled();
  ensurePackages({ ...BROWSER_PACKAGES, ...NODE_PACKAGES });
  ensurePostgres();
});

/**
 * Runs commands side by side, each printing its output when it ends (so the outputs do not interleave), and
 * stops the suite when one fails. Returns each command's wall time in seconds.
 */
async function sideBySide(commands) {
  const results = await Promise.all(
    commands.map(async ([label, cmd]) => {
      const started = Date.now();
      const { code, out } = await ended(spawn(cmd, { shell: true, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }));
      return { label, cmd, code, out, s: (Date.now() - started) / 1000 };
    }),
  );
  for (const r of results) {
    console.log(`$ ${r.cmd}  (${r.s.toFixed(0)} s)`);
    process.stdout.write(r.out);
  }
  const failed = results.filter((r) => r.code !== 0);
  for (const r of failed) console.error(`Command failed (${r.code}): ${r.cmd}`);
  if (failed.length > 0) process.exit(1);
  return results.map((r) => `${r.label} ${r.s.toFixed(0)} s`).join(', ');
}

if (!only) {
  // tsc, Prettier and ESLint each use one core, and the build mostly one: side by side on two cores they take
  // about as long as tsc alone instead of the sum of the four. None of them reads what the build writes (dist/
  // is ignored by all three), and nothing runs a test until they have all ended.
  // Each keeps what it found per file in .tmp (ignored by git): a second run checks again only what changed since,
  // by content, and gives what a full check gives (ESLint's rules here read one file at a time; tsc's incremental
  // state records every file's dependencies). A fresh clone has no .tmp, so CI checks everything.
  const ended = phaseTimer();
  const each = await sideBySide([
    // TypeScript 7's compiler (docs/architecture.md, Style), on one checker thread: it shares the cores with the rest.
    [
      'tsc',
      'node node_modules/typescript-native/bin/tsc -p tsconfig.json --checkers 1 --incremental ' +
        '--tsBuildInfoFile .tmp/tsc7/tsconfig.tsbuildinfo',
    ],
    // oxfmt, the oxc project's Prettier-compatible formatter (docs/architecture.md, Style): the tree in under a
    // core-second where Prettier took 32; on one thread, as it shares the cores.
    ['oxfmt', 'npx oxfmt --check --threads=1 .'],
    ['eslint', 'npx eslint --max-warnings 0 --cache --cache-strategy content --cache-location .tmp/eslint-cache .'],
    ...(buildIsStale() ? [['build', 'npm run build']] : []),
  ]);
  phases.push(ended('checks and build', each));
} else await phase('build', () => ensureBuilt());

// The replica, PgBouncer and three-node suites own real servers: they run alone, on PostgreSQL only.
const NODES = 'apps/server/test/nodes';
/**
 * The replica, PgBouncer, Patroni and recovery suites spend most of their time waiting on the servers they start
 * (157 core-s in 154 s alone: one core's worth), so they run beside the PGlite pass, which leaves PostgreSQL alone,
 * one file at a time. (Beside both browser passes at once, at load 15, the Patroni pair's start once lost its
 * connection; beside this pass and four other sessions' builds, at load 10–12, every one passed.)
 */
const nodesPass = (env = {}) =>
  vitest('nodes (PostgreSQL)', [NODES, '--maxWorkers', '1'], { TEST_DATABASE_URL: PG_URL, ...env }, { beside: true });
/**
 * In a whole run the nodes suites hand their seeded PostgreSQL template on to the PostgreSQL pass, which then starts
 * its files at once instead of migrating and seeding the same demo network again (apps/server/test/template-db.ts).
 */
const PG_TEMPLATE_HANDOVER = path.join(root, '.tmp', 'pg-template-handover.txt');
rmSync(PG_TEMPLATE_HANDOVER, { force: true });
if (!only)
  await phase('unit+api PGlite with nodes beside', () =>
    Promise.all([
      vitest('unit+api (PGlite)', ['--exclude', `${NODES}/**`]),
      nodesPass({ TEST_TEMPLATE_HANDOVER: PG_TEMPLATE_HANDOVER }),
    ]),
  );
else if (only === 'unit')
  await phase('unit+api PGlite', () => vitest('unit+api (PGlite)', ['--exclude', `${NODES}/**`]));

/**
 * The API pass on PostgreSQL runs the tests of whatever could behave differently on PostgreSQL 15 than on PGlite
 * (PostgreSQL 17 in WebAssembly, one connection): SQL of a module's own (a lock, a search, a date sum, a
 * notification, DISTINCT ON), the kit's queries and the server's walks. Each module names those tests, and why, in
 * its `test/manifest.json` (`postgres`); the other modules' tests prove rules written once in TypeScript over the
 * kit's queries, which this pass runs on PostgreSQL, and run on PGlite only, as do the tests that open no database
 * at all (`noDatabase`).
 */
const ON_POSTGRES = declaredFiles('postgres');
const NO_DATABASE = declaredFiles('noDatabase');
// In a whole run the flows' seeded copies are made while this pass runs (below).
const flowTemplates = only ? null : seedFlowTemplates();
if (!only || only === 'pg')
  await phase('api PostgreSQL', () =>
    vitest(
      'api (PostgreSQL)',
      [...ON_POSTGRES, '--exclude', `${NODES}/**`, ...NO_DATABASE.flatMap((f) => ['--exclude', f])],
      {
        TEST_DATABASE_URL: PG_URL,
        ...(existsSync(PG_TEMPLATE_HANDOVER)
          ? { TEST_TEMPLATE_DATABASE: readFileSync(PG_TEMPLATE_HANDOVER, 'utf8').trim() }
          : {}),
      },
    ),
  );
if (only === 'pg' || only === 'nodes') await phase('nodes PostgreSQL', nodesPass);
// The browser flows, each file on a portal of its own started on a copy of the seeded demo network, several files at
// once (E2E_LANES), dealt one in two to PGlite and PostgreSQL, with the walk over every screen on PGlite
// (e2e/deal.ts, e2e/flow-portal.ts).
// What the pages of each failed flow showed (e2e/failure-report.ts), printed again with the failures: CI keeps only the
// output's end, where a flow's failure is otherwise known by its last wait alone.
const FLOW_PAGES = path.join(root, '.tmp', 'flow-failures', 'pages.txt');
if (!only || only === 'e2e') {
  rmSync(FLOW_PAGES, { force: true });
  const seeded = await flowTemplates;
  await phase('e2e', () =>
    vitest('e2e', ['--config', 'e2e/vitest.config.ts'], {
      TEST_DATABASE_URL: PG_URL,
      E2E_DEAL: 'both',
      FLOW_PAGES_REPORT: FLOW_PAGES,
      ...(seeded ? { E2E_TEMPLATES_FILE: seeded } : {}),
    }),
  );
}

printSlowest('tests', durations, (t) => `${t.file} › ${t.name}`);
printSlowest('flow steps', stepTimes, (t) => `${t.kind} ${t.what} › ${t.test}`);
console.log(`\nTime per phase: ${phases.join(', ')}\nTime per pass: ${passTimes.join(', ')}`);
const fallen = belowFloor(countsOf(passedPerPass, durations));
failures.push(...fallen);
totals.failed += fallen.length;
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join('\n')}`);
if (failures.length > 0 && existsSync(FLOW_PAGES)) console.log(`\n${readFileSync(FLOW_PAGES, 'utf8').trimEnd()}`);
console.log('\n' + runs.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
