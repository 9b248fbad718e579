import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { reportOpenPages } from './failure-report.ts';
import { closeFlow, openFlow } from './flow-portal.ts';

/**
 * A setup file of e2e/vitest.config.ts, evaluated before every flow file: the file's portal starts before its first
 * test and stops after its last (e2e/flow-portal.ts).
 */

// Vitest reads a hook's first argument as fixtures to destructure; the file is in the second.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  await openFlow(inject('templates'), suite.file.filepath);
});

afterAll(closeFlow);

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await reportOpenPages(task.file.filepath, task.name);
});
