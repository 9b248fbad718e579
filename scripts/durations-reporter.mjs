// A Vitest reporter that writes each finished test's duration and time budget to the file named by
// `DURATIONS_FILE`, so `npm test` can list the slowest tests against their budgets at its end: a flow that
// creeps towards its limit shows before it fails on a slower machine. A test that walks (apps/server/test/walked.ts)
// has its counts written beside its duration.
import { writeFileSync } from 'node:fs';

export default class DurationsReporter {
  #rows = [];
  #defaultBudget = 5_000;

  onInit(vitest) {
    this.#defaultBudget = vitest.config.testTimeout;
  }

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic || testCase.result().state === 'skipped') return;
    this.#rows.push({
      file: testCase.module.relativeModuleId,
      name: testCase.fullName,
      ms: Math.round(diagnostic.duration),
      budgetMs: testCase.options.timeout ?? this.#defaultBudget,
      state: testCase.result().state,
      walked: testCase.meta().walked,
    });
  }

  onTestRunEnd() {
    const file = process.env.DURATIONS_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.#rows));
  }
}
