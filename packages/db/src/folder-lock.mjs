// One process per embedded (PGlite) data folder. PGlite has no lock of its own: a second process on the same
// folder starts without a word, both hand out the same ids and one's writes are lost when both stop. Whoever opens
// the folder (the server, `npm run backup`, `npm run restore`) first takes `<folder>/portal.lock`, a file created
// exclusively that names its process; the others are refused in words naming the folder and that process.
//
// Plain JavaScript so the scripts (run by node without a build) share it with the server.
//
// Why not proper-lockfile: its lock is a folder whose time the holder refreshes every few seconds, so a holder busy
// for longer (PGlite migrates in the event loop) is taken for dead, and it cannot say which process holds the lock.
// Here a lock is stale only when its process is gone: the same machine, and its pid no longer running (or the
// machine was started again since it was taken, so the pid may be another program's).
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'portal.lock';

/** Folders this process holds: a lock naming this pid that is not among them was left by an earlier run. */
const held = new Map();

/** When this machine started, to the second (a pid from before a restart means nothing now). */
const bootedAt = () => Math.round(Date.now() / 1000 - os.uptime());

export class FolderInUseError extends Error {
  constructor(folder, holder) {
    super(
      `The data folder ${folder} is in use by ${describe(holder)}; ` +
        'stop it first (one process per data folder), or back up through it with `npm run backup`',
    );
    this.name = 'FolderInUseError';
    this.folder = folder;
    this.holder = holder;
  }
}

function describe(holder) {
  const what = holder.purpose ? `the ${holder.purpose}` : 'another process';
  const where = holder.hostname && holder.hostname !== os.hostname() ? ` on ${holder.hostname}` : '';
  return `${what} (process ${holder.pid}${where}, since ${holder.startedAt})`;
}

/** Whether a process of this machine with that id is running. */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return error.code === 'EPERM';
  }
}

function readHolder(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // Unreadable or half-written (its process died while writing it): not a holder anyone can name.
    return null;
  }
}

/** Whether the process a lock names still holds it. */
function holds(holder, folder) {
  if (!holder || typeof holder.pid !== 'number') return false;
  // Another machine (a shared network folder): it cannot be checked from here, so it is taken as held.
  if (holder.hostname !== os.hostname()) return true;
  if (Math.abs((holder.bootedAt ?? 0) - bootedAt()) > 5) return false;
  if (holder.pid === process.pid) return held.has(folder);
  return alive(holder.pid);
}

/** The live process holding `folder`, or null. */
export function folderHolder(folder) {
  const dir = path.resolve(folder);
  const holder = readHolder(path.join(dir, LOCK_FILE));
  return holds(holder, dir) ? holder : null;
}

/**
 * Takes `folder` (created if missing) for this process, for `purpose` ("portal", "backup", "restore"); throws
 * FolderInUseError when a live process holds it. Returns the lock; `release()` gives it up. A lock left by a dead
 * process is taken over.
 */
export function lockFolder(folder, purpose) {
  const dir = path.resolve(folder);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me = {
    pid: process.pid,
    hostname: os.hostname(),
    bootedAt: bootedAt(),
    purpose,
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me) + '\n', { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || attempt > 2) throw error;
      const holder = readHolder(file);
      if (holds(holder, dir)) throw new FolderInUseError(dir, holder);
      // Stale: its process is gone. Removed and taken again exclusively, so of two takers only one wins.
      try {
        unlinkSync(file);
      } catch (gone) {
        if (gone.code !== 'ENOENT') throw gone;
      }
    }
  }
  held.set(dir, me);
  const release = () => {
    process.off('exit', release);
    if (held.get(dir) !== me) return;
    held.delete(dir);
    try {
      if (existsSync(file)) unlinkSync(file);
    } catch {
      // A folder removed under us: nothing to release.
    }
  };
  // A process that ends without closing its database (process.exit) leaves no lock behind; a killed one leaves a
  // lock naming a dead process, which the next taker sees through.
  process.on('exit', release);
  /** Writes this process's lock again: a restore unpacks the backed-up installation's lock file over it. */
  const renew = () => writeFileSync(file, JSON.stringify(me) + '\n');
  return { folder: dir, file, release, renew };
}
