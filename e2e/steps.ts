// The time each step of a flow took against its budget: an answer waited for, a screen opened, a poll. `npm test`
// names the file (`STEPS_FILE`) and lists, at the end of the run, the steps that came within half of their
// budget, as it lists the tests: a step creeping towards its limit shows before it fails on a slower machine.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

export interface StepTime {
  kind: 'answer' | 'open' | 'poll';
  /** What was waited for, and where in the flow (file:line). */
  what: string;
  file: string;
  test: string;
  ms: number;
  budgetMs: number;
  ok: boolean;
}

const root = path.resolve(import.meta.dirname, '..');

/** The flow's own line that asked for the step: the first frame of a flow file in the stack. */
function callerLine(): string {
  const frame = new Error().stack?.split('\n').find((l) => /\.e2e\.ts:\d+/.test(l));
  const hit = frame?.match(/([\w-]+\.e2e\.ts):(\d+)/);
  return hit ? `${hit[1]}:${hit[2]}` : '';
}

function record(step: Omit<StepTime, 'file' | 'test'>): void {
  const file = process.env.STEPS_FILE;
  if (!file) return;
  const { testPath, currentTestName } = expect.getState();
  const row: StepTime = {
    ...step,
    ms: Math.round(step.ms),
    file: testPath ? path.relative(root, testPath) : '',
    test: currentTestName ?? '',
  };
  // One line per step, appended: every flow file's worker writes to the same file.
  appendFileSync(file, JSON.stringify(row) + '\n');
}

/** Runs a step and records how long it took against its budget. */
export async function timed<T>(
  kind: StepTime['kind'],
  what: string,
  budgetMs: number,
  step: () => Promise<T>,
): Promise<T> {
  const where = callerLine();
  const started = performance.now();
  let ok = false;
  try {
    const result = await step();
    ok = true;
    return result;
  } finally {
    record({ kind, what: `${what} ${where}`.trim(), ms: performance.now() - started, budgetMs, ok });
  }
}

type Poll<T> = ReturnType<typeof expect.poll<T>>;

const isThenable = (value: unknown): value is Promise<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * `expect.poll` with its budget, recording how long its matcher took to succeed: every matcher (and `.not`'s)
 * returns a promise, which is timed from the poll's start.
 */
export function timedPoll<T>(read: () => Promise<T> | T, budgetMs: number, message?: string): Poll<T> {
  const where = callerLine();
  const started = performance.now();
  const wrap = (assertion: object): Poll<T> =>
    new Proxy(assertion, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property === 'not' && value && typeof value === 'object') return wrap(value);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const outcome = value.apply(target, args) as unknown;
          if (!isThenable(outcome)) return outcome;
          const done = (ok: boolean) =>
            record({
              kind: 'poll',
              what: `${String(property)} ${where}`,
              ms: performance.now() - started,
              budgetMs,
              ok,
            });
          return outcome.then(
            (v: unknown) => (done(true), v),
            (e: unknown) => {
              done(false);
              throw e;
            },
          );
        };
      },
    }) as Poll<T>;
  return wrap(expect.poll(read, { timeout: budgetMs, interval: 100, message }));
}
