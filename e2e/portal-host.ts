import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

type Reply = { type: 'started' } | { type: 'failed'; message: string } | { type: 'stopped' } | { type: 'clock-moved' };

/**
 * The flow worker's portal host (e2e/portal-host.mjs): one process for the worker's files, started by its first
 * and kept, since this module is kept from one file to the next (`isolate: false`). A host that died is replaced.
 */
let host: ChildProcess | null = null;

function hostProcess(): ChildProcess {
  if (host && host.exitCode === null && host.signalCode === null) return host;
  host = spawn(process.execPath, ['e2e/portal-host.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return host;
}

/** Sends one message and waits for the host's reply, or its exit. */
function ask(child: ChildProcess, message: object): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`the portal host exited with ${code}`));
    child.once('exit', exited);
    child.once('message', (reply: Reply) => {
      child.off('exit', exited);
      resolve(reply);
    });
    child.send(message);
  });
}

/**
 * Serves a portal with these variables in the worker's host; answers its stop. Only one portal at a time: a flow
 * file has one, and its last test has ended when the next file's starts. With `pgliteCopy` its database is the
 * host's PGlite, put back to that seeded copy (apps/server/src/start.ts).
 */
export async function hostedPortal({
  env,
  pgliteCopy,
}: {
  env: NodeJS.ProcessEnv;
  pgliteCopy?: string;
}): Promise<() => Promise<void>> {
  const child = hostProcess();
  const started = await ask(child, { type: 'start', env, pgliteCopy });
  if (started.type === 'failed') throw new Error(`the portal did not start: ${started.message}`);
  return async () => {
    if (child.exitCode === null && child.signalCode === null) await ask(child, { type: 'stop' });
  };
}

/**
 * Moves the clocks of the modules' time rules (a training's meeting window…) in the portal the worker's host serves
 * now, to `at`, or back to the real time; the portal's stop puts them back too. Everything else keeps the real time.
 */
export async function moveHostedClocks(at: Date | undefined): Promise<void> {
  if (!host) throw new Error('no portal is hosted: a flow file starts its portal before its tests (e2e/flow-setup.ts)');
  await ask(host, { type: 'clock', at: at?.toISOString() });
}
