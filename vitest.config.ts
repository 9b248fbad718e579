import { defineConfig } from 'vitest/config';
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a test file asks for in its docblock (`// @vitest-environment happy-dom`), or '' for the default. */
const environmentOf = (file: string) =>
  /@vitest-environment\s+([\w-]+)/.exec(readFileSync(file, 'utf8').slice(0, 500))?.[1] ?? '';

/**
 * Vitest's own order (failed first, then the longest), with the files of the default environment before the
 * others. A worker that does not isolate keeps its process only while the next file queued is of its own
 * environment: each DOM file dealt between server files ended the worker's process, and the next server file's
 * worker imported the server again and loaded its seeded database afresh (six seconds each, nine times a run).
 */
class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environments = new Map(sorted.map((spec) => [spec, environmentOf(spec.moduleId)]));
    const environment = (spec: TestSpecification) => environments.get(spec) ?? '';
    const others = sorted.filter((spec) => environment(spec) !== '');
    // Stable: each environment's files keep Vitest's order among themselves.
    others.sort((a, b) => environment(a).localeCompare(environment(b)));
    return [...sorted.filter((spec) => environment(spec) === ''), ...others];
  }
}

// Unit and API tests. Each API test file opens one seeded database (PGlite, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set) and shares it across its tests; each is a copy
// of one the run migrates and seeds first (apps/server/test/template-db.ts).
export default defineConfig({
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'packages/*/test/**/*.test.tsx',
      'modules/*/test/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
    ],
    // Most tests take well under a second; the slowest ordinary ones ~10 s on a quiet two-core machine and ~25 s
    // with the machine shared several times over: 90 s leaves that margin again for a slower machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    globalSetup: ['apps/server/test/template-db.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its loaded modules from one file to the next: loading the server's modules again for
    // each of a hundred files took more time than the tests. Each file still opens its own database and
    // app, and puts back what it changes of the process (clock, environment).
    isolate: false,
    // Each file's transformed code is kept on disk (node_modules/.experimental-vitest-cache, by content and
    // configuration): the passes after the first, and a one-file run after any other, transform nothing again
    // (a module's tests from a warm start: 37 → 23 core-s).
    experimental: { fsModuleCache: true },
    // The server's files first and the DOM files after, so a worker keeps its process and database throughout.
    sequence: { sequencer: EnvironmentSequencer },
  },
});
