import { defineConfig } from 'vitest/config';

// Browser flows against the built portal, one file at a time (one Chromium on two cores).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
