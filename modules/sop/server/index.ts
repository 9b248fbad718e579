import { defineServerModule } from '@portal/kit';
import { sopAccess } from './access.ts';
import { sopRoutes } from './routes.ts';
import { seedSop } from './seed.ts';

export * from './schema.ts';
export * from './resources.ts';
export { cctvReminderJob, sendCctvReminders, CCTV_REMINDER_JOB } from './cctv.service.ts';

/** The SOP library (folders, documents of rich-text sections, versions, acknowledgements) and CCTV documents. */
export const sopModule = defineServerModule({
  name: 'sop',
  access: sopAccess,
  seed: seedSop,
  register: sopRoutes,
});
