// A Vitest reporter that writes each finished test's duration and time budget to the file named by
// `DURATIONS_FILE`, so `npm test` can list the slowest tests against their budgets at its end: a flow that
// creeps towards its limit shows before it fails on a slower machine. A test that walks (apps/server/test/walked.ts)
// has its counts written beside its duration. Each file's start and end are written too, so the summary can say
// how long the pass ran with a worker idle (scripts/lanes.mjs).
import { writeFileSync } from 'node:fs';

export default class DurationsReporter {
  #rows = [];
  #files = new Map();
  #defaultBudget = 5_000;
  #workers = 1;

  onInit(vitest) {
    this.#defaultBudget = vitest.config.testTimeout;
    this.#workers = vitest.config.maxWorkers ?? 1;
  }

  onTestModuleQueued(testModule) {
    this.#files.set(testModule.moduleId, { file: testModule.relativeModuleId, start: Date.now(), end: null });
  }

  onTestModuleEnd(testModule) {
    const file = this.#files.get(testModule.moduleId);
    if (file) file.end = Date.now();
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
    const files = [...this.#files.values()].filter((f) => f.end !== null);
    if (file) writeFileSync(file, JSON.stringify({ tests: this.#rows, files, workers: this.#workers }));
  }
}
