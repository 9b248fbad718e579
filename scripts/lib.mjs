// Shared steps of `npm start` and `npm test`: install what is missing, build what is stale.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(cmd, opts = {}) {
  console.log(`$ ${cmd}`);
  const res = spawnSync(cmd, { shell: true, stdio: 'inherit', cwd: root, ...opts });
  if (res.status !== 0) {
    console.error(`Command failed (${res.status}): ${cmd}`);
    process.exit(res.status ?? 1);
  }
}

/**
 * Installs Debian packages. Another apt or dpkg run may hold their locks (a second suite on the same fresh machine,
 * the system's own upgrades): apt waits for the dpkg lock, and a failed attempt (the package lists' lock, a
 * mirror's hiccup) is tried again, ten times in all, half a minute apart.
 */
export function aptInstall(names) {
  const wait = '-o DPkg::Lock::Timeout=900';
  const cmd = `apt-get ${wait} update -qq && DEBIAN_FRONTEND=noninteractive apt-get ${wait} install -y -qq ${names}`;
  for (let attempt = 1; ; attempt++) {
    console.log(`$ ${cmd}`);
    const res = spawnSync(cmd, { shell: true, stdio: 'inherit', cwd: root });
    if (res.status === 0) return;
    if (attempt === 10) {
      console.error(`Command failed (${res.status}) ten times: ${cmd}`);
      process.exit(res.status ?? 1);
    }
    console.log(`apt-get failed (${res.status}); trying again in 30 s`);
    spawnSync('sleep', ['30']);
  }
}

/**
 * The newest modification time under dir. A module's tests (each package's `test` folder) are never part of a build:
 * a test edited after the build leaves the build current, so `npm test` does not build again for it and a test that
 * starts the server as a process runs the bundle (apps/server/test/server-main.ts).
 */
function newestMtime(dir, skip = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'test'])) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p, skip) : statSync(p).mtimeMs);
  }
  return newest;
}

/** npm install when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs) {
    run('npm install --no-audit --no-fund');
  }
}

/** Whether a source file is newer than the last build of the web app or the server. */
export function buildIsStale() {
  const sources = Math.max(
    ...['apps', 'packages', 'modules'].map((d) => newestMtime(path.join(root, d))),
    statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  const webOut = path.join(root, 'apps/web/dist/index.html');
  const serverOut = path.join(root, 'apps/server/dist/main.js');
  const builtAt = Math.min(
    existsSync(webOut) ? statSync(webOut).mtimeMs : 0,
    existsSync(serverOut) ? statSync(serverOut).mtimeMs : 0,
  );
  return builtAt < sources;
}

/** Builds the web app and the server when a source file is newer than the last build. */
export function ensureBuilt({ force = false } = {}) {
  if (force || buildIsStale()) run('npm run build');
}

export function commandExists(cmd) {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}
