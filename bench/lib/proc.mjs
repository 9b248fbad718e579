// A process's CPU and the machine's, read from Linux's /proc.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * A process's user + system CPU in seconds and its start time in clock ticks (a pid may be reused; the pair names one
 * process), or null once it has ended.
 */
export function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND, startTicks: fields[19] };
  } catch {
    return null;
  }
}

/** The whole machine's busy CPU seconds, from /proc/stat (everything but idle and waiting on the disk). */
export function machineCpuSeconds() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}
