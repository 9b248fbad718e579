// Where a command's CPU goes, by kind of process: `node bench/process-cpu.mjs -- <command…>`, e.g.
//
//   node bench/process-cpu.mjs -- npx vitest run --config e2e/vitest.config.ts e2e/enquiry.e2e.ts
//
// Runs the command and reads every process of the machine from /proc five times a second: what each used while the
// command ran is summed by kind (Chromium's renderers, its browser and GPU processes, the flows' portal host, a
// portal of its own, Vitest, PostgreSQL's backends…), so the services a test drives count as well as its own tree.
// A process that ends loses at most its last fifth of a second. Prints the wall time, the whole machine's CPU from
// /proc/stat beside the sum sampled, and the load average (docs/testing.md, Times).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const EVERY_MS = 200;

const command = process.argv.slice(process.argv.indexOf('--') + 1);
if (!process.argv.includes('--') || command.length === 0) {
  console.error('usage: node bench/process-cpu.mjs -- <command> [arguments…]');
  process.exit(2);
}

/** The kind of a process, from its command line. */
function kindOf(commandLine) {
  // Chromium starts some helpers as /proc/self/exe (its network service).
  if (commandLine.includes('chromium') || commandLine.startsWith('/proc/self/exe')) {
    const type = commandLine.match(/--type=([a-z-]+)/)?.[1];
    const utility = commandLine.match(/--utility-sub-type=([a-z_.]+)/)?.[1];
    return `chromium ${type ? `${type}${utility ? ` ${utility}` : ''}` : 'browser'}`;
  }
  if (commandLine.includes('portal-host')) return 'portal host (flows)';
  if (commandLine.includes('dist/main.js') || commandLine.includes('src/main.ts')) return 'portal (own process)';
  if (commandLine.includes('vitest')) return 'vitest';
  if (commandLine.startsWith('postgres')) return 'postgres';
  const program = commandLine.split(' ')[0].split('/').pop() ?? '';
  return program === 'node' ? `node ${commandLine.split(' ')[1] ?? ''}` : program || 'other';
}

/** Every process's CPU seconds so far, by pid and start time (a pid may be reused while the command runs). */
const processes = new Map();
function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      const key = `${pid}:${fields[19]}`;
      const known = processes.get(key);
      if (known) known.seconds = seconds;
      else {
        const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
        // A process already running when sampling began counts only what it uses from then on.
        processes.set(key, { kind: kindOf(commandLine), first: seconds, seconds });
      }
    } catch {
      // the process ended between the listing and the reading
    }
  }
}

/** The whole machine's busy CPU seconds, from /proc/stat (everything but idle and waiting on the disk). */
function machineSeconds() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

sample();
const machineAtStart = machineSeconds();
const started = Date.now();
const timer = setInterval(sample, EVERY_MS);
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
const code = await new Promise((resolve) => child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))));
clearInterval(timer);
sample();

const byKind = new Map();
for (const { kind, first, seconds } of processes.values())
  if (seconds > first) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds - first);
const sampled = [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);
const wall = (Date.now() - started) / 1000;
const [load1] = loadavg();
console.log(
  `\n${command.join(' ')}\nwall ${wall.toFixed(1)} s; CPU ${(machineSeconds() - machineAtStart).toFixed(1)} core-s ` +
    `on the machine, ${sampled.toFixed(1)} sampled by process; load ${load1.toFixed(1)} at the end; exit ${code}`,
);
for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1]).filter(([, s]) => s >= 0.5))
  console.log(
    `${seconds.toFixed(1).padStart(8)} core-s ${((100 * seconds) / sampled).toFixed(1).padStart(5)} %  ${kind}`,
  );
process.exit(code);
