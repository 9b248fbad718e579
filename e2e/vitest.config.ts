import { defineConfig } from 'vitest/config';

/**
 * Browser flows against the built portal. Each flow file has its own portal on a copy of the seeded demo network
 * (e2e/flow-portal.ts) and its own browser contexts, so files run side by side in any order. A flow alone keeps about
 * two thirds of the two cores busy and waits the rest (its portal's answers, a screen's settling): two at once kept
 * 1.5–1.7 cores busy, three 1.8, in 12 % less time for 5 % more CPU (`E2E_LANES`; the measurements are in
 * docs/testing.md).
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['e2e/flow-setup.ts'],
    maxWorkers: Math.max(1, Number(process.env.E2E_LANES ?? 3)),
    // A worker runs one flow file after another in the same process, keeping its loaded modules and its Chromium
    // (a new process, its imports and a browser's launch for every file were some 2–3 core-s each); the file's
    // portal and contexts are its own all the same (e2e/flow-portal.ts).
    isolate: false,
    // A flow's steps have their own budgets (BUDGET in browser.ts); the test's timeout is only a backstop,
    // 2.5× the slowest ordinary flow measured with the two passes side by side (~100 s, longer ones set their own).
    testTimeout: 240_000,
    hookTimeout: 90_000,
    // A page on a busy two-core machine may take a few seconds to show its data; polls wait for it (`until`).
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
