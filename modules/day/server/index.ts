import { defineServerModule, type FileStore } from '@portal/kit';
import { dayAccess } from './access.ts';
import './care-media.service.ts';
// A promoted child's authorised pickups follow it to the new admission.
import './pickup-carry.service.ts';
import { dayRatioRoutes, dayRoutes } from './routes.ts';
import { seedRatios } from './ratios/seed.ts';
import { seedDay } from './seed.ts';
import { serveDayFigures } from './figures.ts';
import { showDayFigures } from './figure-readouts.ts';

export * from './schema.ts';
export * from './resources.ts';
export { setDayClock } from './clock.ts';
export { DAY_SUMMARY_JOB, daySummaryJob, sendDaySummaries } from './summary.service.ts';

/**
 * The centre's day: check-in at the door kiosk or the class roster, and check-out to authorised pickups.
 * `store` keeps the demo pickups' photos.
 */
export function dayModule({ store }: { store: FileStore }) {
  return defineServerModule({
    name: 'day',
    access: dayAccess,
    seed: async (db, context) => {
      await seedDay(store)(db, context);
      await seedRatios(db, context);
    },
    register: (app) => {
      serveDayFigures();
      showDayFigures();
      dayRoutes(app);
      dayRatioRoutes(app);
    },
  });
}

// ---- safety: medication and incidents ----
export { daySafetyModule } from './safety.ts';
export { medicationResource } from './medication/resource.ts';
export { incidentResource } from './incidents/resource.ts';
export { childTimeline, timelineEntries } from './care.service.ts';
export { careMediaChildren } from './care-media.service.ts';
export { dayToday } from './clock.ts';
export { eligibleStaff, provideRatioEligibility, type RatioEligibility } from './ratios/eligibility.service.ts';
export { childrenPerStaffByCategory } from './ratios/table.service.ts';
export { classRoster } from './roster.service.ts';
export { dayFigures } from './figures.ts';
export { carePhotosOfChildrenGoneBefore, deleteCareEvents } from './reads.ts';
export { myChildren } from './parent.service.ts';
export { carriedPickups } from './pickup-carry.service.ts';
