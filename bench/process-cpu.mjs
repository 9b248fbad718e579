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
import { machineCpuSeconds, processCpu } from './lib/proc.mjs';

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

/** A process's command line, or null once it has ended. */
function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return null;
  }
}

/** Every process's CPU seconds so far, by pid and start time (a pid may be reused while the command runs). */
const processes = new Map();
function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const cpu = processCpu(pid);
    if (!cpu) continue; // it ended between the listing and the reading
    const key = `${pid}:${cpu.startTicks}`;
    const known = processes.get(key);
    if (known) known.seconds = cpu.seconds;
    else {
      const commandLine = commandLineOf(pid);
      // A process already running when sampling began counts only what it uses from then on.
      if (commandLine !== null)
        processes.set(key, { kind: kindOf(commandLine), first: cpu.seconds, seconds: cpu.seconds });
    }
  }
}

sample();
const machineAtStart = machineCpuSeconds();
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
const machine = machineCpuSeconds() - machineAtStart;
console.log(
  `\n${command.join(' ')}\nwall ${wall.toFixed(1)} s; CPU ${machine.toFixed(1)} core-s ` +
    `on the machine, ${sampled.toFixed(1)} sampled by process; load ${load1.toFixed(1)} at the end; exit ${code}`,
);
for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1]).filter(([, s]) => s >= 0.5))
  console.log(
    `${seconds.toFixed(1).padStart(8)} core-s ${((100 * seconds) / sampled).toFixed(1).padStart(5)} %  ${kind}`,
  );
process.exit(code);
