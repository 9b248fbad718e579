import { defineConfig } from 'vitest/config';

// Unit and API tests. Each API test file opens one seeded database (PGlite, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set) and shares it across its tests.
export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'modules/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
