import { defineServerModule, resourceRoutes } from '@portal/kit';
import { staffResources } from './resources.ts';
import { staffRoutes } from './routes.ts';
import { staffAccess } from './access.ts';
import { seedStaff } from './seed.ts';
import { serveStaffFigures } from './turnover.service.ts';

export * from './schema.ts';
export * from './resources.ts';
export { approvedTeachersOf, staffAccountOf, staffAttendanceCountsSql, staffLeaveReads, staffReads } from './reads.ts';
export { isSupervisor, ownStaff, fencedStaff } from './acting-staff.service.ts';
export * from './owner.ts';
export { staffLeftBefore } from './retention.service.ts';
export { isActiveStaffOfCentre } from './staff-parent.service.ts';
export { activeStaffOf, deactivateLeavers, staffLeaversSweep, staffTurnover } from './turnover.service.ts';
export { centreStaff, checkStaffIn, checkStaffOut, staffPresence, type StaffPresence } from './presence.service.ts';

export const staffModule = defineServerModule({
  name: 'staff',
  access: staffAccess,
  seed: seedStaff,
  register(app) {
    serveStaffFigures();
    staffRoutes(app);
    for (const res of staffResources) resourceRoutes(app, res);
  },
});
