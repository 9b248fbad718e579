import { defineServerModule, onFiguresWritten, type FileStore } from '@portal/kit';
import { refreshAfterWrite } from './benchmarks.ts';
import { useExportStore } from './exports.service.ts';
import { reportAccess } from './access.ts';
import { reportRoutes } from './routes.ts';
import { seedReports } from './seed.ts';
import { showReportFigures } from './figure-readouts.ts';

export * from './schema.ts';
export * from './resources.ts';
export { EXPORT_JOB, exportJob, runExport } from './exports.service.ts';
export { BENCHMARK_JOB, benchmarkJob, refreshBenchmarkSummaries } from './benchmarks.ts';

/** Dashboards' widgets with live figures, the lists behind them, and the job screens. */
export function reportsModule({ store }: { store: FileStore }) {
  useExportStore(store);
  return defineServerModule({
    name: 'reports',
    access: reportAccess,
    seed: seedReports,
    register(app) {
      showReportFigures();
      onFiguresWritten(refreshAfterWrite);
      reportRoutes(app);
    },
  });
}
