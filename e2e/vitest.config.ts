import { defineConfig } from 'vitest/config';

// Browser flows against the built portal, one file at a time (one Chromium on two cores).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    // A flow's steps have their own budgets (BUDGET in browser.ts); the test's timeout is only a backstop,
    // 2.5× the slowest ordinary flow measured with the two passes side by side (~100 s, longer ones set their own).
    testTimeout: 240_000,
    hookTimeout: 90_000,
    // A page on a busy two-core machine may take a few seconds to show its data; polls wait for it (`until`).
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
