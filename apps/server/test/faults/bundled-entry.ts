import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { alive } from '@portal/db/folder-lock';
import { serverBundleOptions } from '../../bundle.mjs';
import { repoRoot } from '../../src/start-settings.ts';

const bundles = new Map<string, Promise<string>>();

/**
 * A fault test's own server entry (the server with a job of the test's declared first: server-entry.ts), bundled
 * from the sources as they are now, once per test worker, so its processes start as the built server's do: a start
 * through tsx cost 10 core-s, on a bundle 5.6, and bundling costs 1.4 once.
 */
export function bundledEntry(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = bundleOf(entry);
    bundles.set(entry, bundle);
  }
  return bundle;
}

/**
 * The bundle is written to the checkout's .tmp, where its third-party packages are found in node_modules, in a
 * folder named after the worker's process and the entry; a worker that has ended leaves its folder to the next
 * bundling, which removes it (a test worker is ended without its exit handlers). The one path the server reads from
 * where its code lies (`repoRoot` in src/start-settings.ts) is given as the built server's, which lies in dist/.
 */
async function bundleOf(entry: string): Promise<string> {
  const parent = path.join(repoRoot, '.tmp');
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent)) {
    const pid = Number(/^fault-entry-(\d+)-/.exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const outdir = path.join(parent, `fault-entry-${process.pid}-${path.basename(entry, '.ts')}`);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...serverBundleOptions({ entry }, outdir),
    define: { 'import.meta.dirname': JSON.stringify(path.join(repoRoot, 'apps/server/dist')) },
  });
  return path.join(outdir, 'entry.js');
}
