import { defineServerModule, type FileStore } from '@portal/kit';
import { academicsAccess } from './access.ts';
import { useReportStore } from './report-job.ts';
import { academicRoutes } from './routes.ts';
import { seedAcademics } from './seed.ts';
import { usePhotoStore } from './diary/photo.ts';

export * from './schema.ts';
export * from './resources.ts';
export { reportCardJob, REPORT_CARD_JOB } from './report-job.ts';

/** Academics: grade book and report cards, homework. The class's report cards are written to `store`. */
export function academicsModule({ store }: { store: FileStore }) {
  useReportStore(store);
  usePhotoStore(store);
  return defineServerModule({
    name: 'academics',
    access: academicsAccess,
    seed: seedAcademics,
    register: academicRoutes,
  });
}
export * from './diary/resources.ts';
export { teacherOfClassRule, assertTeaches } from './diary/teacher-rule.ts';
