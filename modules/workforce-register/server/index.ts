import { defineServerModule } from '@portal/kit';
import { registerAccess } from './access.ts';
import { serveRegisterFigures } from './compliance.service.ts';
import { registerRoutes } from './routes.ts';
import { seedRegister } from './seed.ts';

export * from './schema.ts';
export { centreSafetyItemResource, eligibleStaffOn, staffSafetyItemResource } from './items.ts';
export { registerRuleResource } from './rules.ts';
export { centreCompliance, registerOf, scoreOf } from './compliance.service.ts';
export { registerReminderJob, reminderDue, sendRegisterReminders, REGISTER_REMINDER_JOB } from './reminders.service.ts';

/** The safety and workforce register: centre papers, staff vetting, the rules per state and the compliance score. */
export const workforceRegisterModule = defineServerModule({
  name: 'workforce-register',
  access: registerAccess,
  seed: seedRegister,
  register(app) {
    serveRegisterFigures();
    registerRoutes(app);
  },
});
