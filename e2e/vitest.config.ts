import { defineConfig } from 'vitest/config';

// Browser flows against the built portal, one file at a time (one Chromium on two cores).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A page on a busy two-core machine may take a few seconds to show its data; polls wait for it.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
