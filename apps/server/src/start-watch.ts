import { describeWaits, type DbHandle } from '@portal/db';

/**
 * Names the step a server's start is on, and says in the log which one when the start takes long, with what the
 * database's sessions wait on: a start that hangs (a lock another session holds, a pool with no connection to lend)
 * otherwise shows only the last line it logged before, and a flow's portal once waited out its 90 s that way with
 * nothing to say why (docs/testing.md, Times).
 */
export interface StartWatch {
  /** The start has reached this step. */
  step(name: string): void;
  /** The start has ended, served or failed. */
  end(): void;
}

export function watchStart(
  db: Pick<DbHandle, 'pool' | 'direct'>,
  warn: (line: string) => void,
  everyMs = 30_000,
): StartWatch {
  const began = Date.now();
  let current = 'opening the database';
  let ended = false;
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - began) / 1000);
    const at = current;
    // The sessions are read on a connection of their own, which may answer after the start has ended: a line then
    // would say the portal is still starting when it is not, and tell of sessions as they no longer are.
    void describeWaits(db).then((waits) => {
      if (!ended) warn(`The portal is still starting after ${seconds} s, at: ${at}${waits ? `; ${waits}` : ''}`);
    });
  }, everyMs);
  timer.unref();
  return {
    step: (name) => void (current = name),
    end: () => {
      ended = true;
      clearInterval(timer);
    },
  };
}
