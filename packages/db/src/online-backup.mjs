// A backup of an embedded (PGlite) database while its portal runs: the folder is the running process's alone
// (folder-lock.mjs), so `npm run backup` asks that process for the archive instead of opening the folder again.
// It leaves a request in the data folder and signals the process (SIGUSR2: only its own user or root may); the
// process writes PGlite's archive of the folder (`dumpDataDir`, consistent: PGlite runs one statement at a time)
// where the request says. Plain JavaScript so the backup script shares it with the server.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FolderInUseError } from './folder-lock.mjs';

const REQUEST = /^backup-request-\d+\.json$/;
/**
 * Names the process that listens for backup requests: a portal signalled before it listens (while it opens its
 * database) would be ended by the signal, so it is signalled only once this names it.
 */
const SERVING = 'backups-served-by.json';
/** How long a running portal has to take a request. */
const ANSWER_MS = 10_000;
export const BACKUP_SIGNAL = 'SIGUSR2';

/**
 * In the process holding `folder`: on BACKUP_SIGNAL, writes `dump()`'s archive for each request waiting in the
 * folder. Returns a function that stops listening.
 */
export function serveOnlineBackups(folder, dump, log = () => {}) {
  let busy = Promise.resolve();
  const serve = async () => {
    for (const name of readdirSync(folder).filter((n) => REQUEST.test(n))) {
      const file = path.join(folder, name);
      let archive;
      try {
        ({ archive } = JSON.parse(readFileSync(file, 'utf8')));
        rmSync(file, { force: true });
        const blob = await dump();
        await writeFile(`${archive}.partial`, Buffer.from(await blob.arrayBuffer()));
        renameSync(`${archive}.partial`, archive);
        log(`Backup written to ${archive}`);
      } catch (error) {
        rmSync(file, { force: true });
        if (archive) writeFileSync(`${archive}.error`, String(error?.message ?? error));
        log(`Backup failed: ${error?.message ?? error}`);
      }
    }
  };
  // One after another: two requests at once each get their own archive.
  const onSignal = () => void (busy = busy.then(serve));
  process.on(BACKUP_SIGNAL, onSignal);
  writeFileSync(path.join(folder, SERVING), JSON.stringify({ pid: process.pid }));
  return () => {
    process.off(BACKUP_SIGNAL, onSignal);
    rmSync(path.join(folder, SERVING), { force: true });
  };
}

/**
 * Asks the process `holder` (from folderHolder) for an archive of `folder` at `archive`; resolves when it is
 * written, rejects with the process's reason, when the process stops, or after `timeoutMs`.
 */
export async function requestOnlineBackup(folder, holder, archive, timeoutMs = 10 * 60_000) {
  // Only a portal serves backups: a backup or restore holding the folder is waited for by no one.
  if (holder.purpose !== 'portal') throw new FolderInUseError(folder, holder);
  let serving = null;
  try {
    serving = JSON.parse(readFileSync(path.join(folder, SERVING), 'utf8'));
  } catch {
    // Not listening (yet).
  }
  if (serving?.pid !== holder.pid)
    throw new Error(
      `The portal on ${folder} (process ${holder.pid}) is still starting; back up again once it serves pages`,
    );
  const request = path.join(folder, `backup-request-${process.pid}.json`);
  writeFileSync(request, JSON.stringify({ archive }));
  try {
    process.kill(holder.pid, BACKUP_SIGNAL);
    const deadline = Date.now() + timeoutMs;
    const taken = Date.now() + ANSWER_MS;
    for (;;) {
      if (existsSync(archive)) return;
      // A portal takes the request at once (it removes the file); one that does not serves no backups.
      if (existsSync(request) && Date.now() > taken)
        throw new Error(
          `${new FolderInUseError(folder, holder).message.split(';')[0]}, and it did not answer the backup request: ` +
            'stop it and back up again',
        );
      if (existsSync(`${archive}.error`)) {
        const reason = readFileSync(`${archive}.error`, 'utf8');
        rmSync(`${archive}.error`, { force: true });
        throw new Error(`The running portal (process ${holder.pid}) could not write the backup: ${reason}`);
      }
      try {
        process.kill(holder.pid, 0);
      } catch {
        throw new Error(`The portal (process ${holder.pid}) stopped before it wrote the backup; back up again`);
      }
      if (Date.now() > deadline)
        throw new Error(`The running portal (process ${holder.pid}) did not write the backup in time`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    rmSync(request, { force: true });
  }
}
