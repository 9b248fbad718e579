import path from 'node:path';
import { buildIsStale } from '../../../scripts/lib.mjs';

const serverDir = path.resolve(import.meta.dirname, '..');
let builtIsCurrent: boolean | undefined;

/**
 * The arguments that run the server's entry as a process of its own: the bundle of `npm run build`
 * (`dist/main.js`, what a deployment runs) while it is newer than every source, else `src/main.ts` through tsx.
 * `npm test` builds before its test passes, so they run the bundle, whose start costs about half the CPU (5.6
 * against 10 core-s to a PGlite portal's health: no source transformed on every start); a one-file run after an
 * edit runs the source just edited. Read once per test worker.
 */
export function serverMainArgs(): string[] {
  builtIsCurrent ??= !buildIsStale();
  return builtIsCurrent
    ? [path.join(serverDir, 'dist/main.js')]
    : ['--import', 'tsx', path.join(serverDir, 'src/main.ts')];
}
