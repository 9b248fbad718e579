import { defineServerModule } from '@portal/kit';
import { transportAccess } from './access.ts';
import { transportRoutes } from './routes.ts';
import { seedTransport } from './seed.ts';

export * from './schema.ts';
export * from './resources.ts';
export { assertRoadworthy, complianceRows, driverBlock, vehicleBlock } from './compliance.service.ts';
export { lastBusLogs } from './logs.service.ts';
export { expiryReminderJob, sendExpiryReminders, REMINDER_JOB } from './reminders.service.ts';

/** Transport (fleet, papers, routes, stops, riders, GPS, escorts) and services billed through the fee engine. */
export const transportModule = defineServerModule({
  name: 'transport',
  access: transportAccess,
  seed: seedTransport,
  register: transportRoutes,
});
