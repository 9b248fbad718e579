import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIGURATION_EXIT_CODE, supervise } from '../../../scripts/supervise.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-supervisor-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const modeFile = path.join(dir, 'mode');
/** A stand-in server: crashes at once when the mode file says so, otherwise runs until stopped. */
const server = `
  const mode = require('node:fs').readFileSync(${JSON.stringify(modeFile)}, 'utf8');
  if (mode === 'crash') process.exit(1);
  process.on('SIGTERM', () => process.exit(0));
  setInterval(() => {}, 1000);
`;

describe('the npm start supervisor', () => {
  it('restarts a killed server with a growing back-off, resets it after a healthy run, and stops cleanly', async () => {
    writeFileSync(modeFile, 'stay');
    const lines: string[] = [];
    const sup = supervise({
      command: process.execPath,
      args: ['-e', server],
      stdio: 'ignore',
      initialDelayMs: 100,
      maxDelayMs: 400,
      // Well above a crashing server's life: Node's own start took over 1.5 s under a load of 8, and a crash that
      // late counted as a healthy run.
      healthyAfterMs: 4000,
      log: (line) => lines.push(line),
    });
    const delays: number[] = [];
    sup.events.on('restart', ({ delayMs }: { delayMs: number }) => delays.push(delayMs));
    const nextStart = () => once(sup.events, 'start').then(([pid]) => pid as number);

    const [first] = (await once(sup.events, 'start')) as [number];
    await new Promise((r) => setTimeout(r, 200));
    expect(sup.pid).toBe(first);
    // Killed: it comes back under a new process id after the first back-off.
    writeFileSync(modeFile, 'crash');
    process.kill(first, 'SIGKILL');
    const [exit] = (await once(sup.events, 'exit')) as [{ signal: string }];
    expect(exit.signal).toBe('SIGKILL');
    // Each quick death doubles the wait, up to the cap.
    while (delays.length < 4) await once(sup.events, 'restart');
    expect(delays.slice(0, 4)).toEqual([100, 200, 400, 400]);
    writeFileSync(modeFile, 'stay');
    const second = await nextStart();
    expect(second).not.toBe(first);
    expect(lines[0]).toMatch(/^server was killed by SIGKILL after \d+\.\d s; restarting in 0\.1 s$/);
    expect(lines).toContain(
      `server exited with code 1 after ${lines[1].split(' after ')[1].split(';')[0]}; restarting in 0.2 s`,
    );

    // A run past the healthy period resets the back-off.
    await new Promise((r) => setTimeout(r, 4100));
    process.kill(second, 'SIGKILL');
    const [{ delayMs }] = (await once(sup.events, 'restart')) as [{ delayMs: number }];
    expect(delayMs).toBe(100);
    const third = await nextStart();

    // Stopping passes SIGTERM to the server, waits for it and restarts nothing.
    await new Promise((r) => setTimeout(r, 200));
    let restarted = false;
    sup.events.on('start', () => (restarted = true));
    await sup.stop('SIGTERM');
    expect(() => process.kill(third, 0)).toThrow();
    await new Promise((r) => setTimeout(r, 300));
    expect(restarted).toBe(false);
  }, 30_000);
});

describe('the npm start supervisor on a configuration error', () => {
  it('stops instead of restarting a server exiting with the configuration code, and passes it on', async () => {
    const lines: string[] = [];
    const sup = supervise({
      command: process.execPath,
      args: ['-e', `process.exit(${CONFIGURATION_EXIT_CODE})`],
      stdio: 'ignore',
      initialDelayMs: 50,
      log: (line) => lines.push(line),
    });
    let starts = 0;
    sup.events.on('start', () => starts++);
    await sup.done;
    await new Promise((r) => setTimeout(r, 300));
    expect(starts).toBe(1);
    expect(sup.exitCode).toBe(78);
    expect(lines).toEqual([
      expect.stringMatching(/exited with code 78 .*a setting must be corrected first.*not restarting$/),
    ]);
  });
});
