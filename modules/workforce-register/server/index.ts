import { defineServerModule } from '@portal/kit';
import { provideRatioEligibility } from '@portal/mod-day/server';
import { registerAccess } from './access.ts';
import { serveRegisterFigures } from './compliance.service.ts';
import { registerRoutes } from './routes.ts';
import { seedRegister } from './seed.ts';
import { eligibleStaffOn } from './items.ts';

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
    // The ratio board counts only staff whose police verification and POCSO training are current.
    provideRatioEligibility((ctx, franchiseeId, day) => eligibleStaffOn(ctx, franchiseeId, day));
    serveRegisterFigures();
    registerRoutes(app);
  },
});
