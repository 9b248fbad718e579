import { declareSettings } from '@portal/kit';
import { vehicleSettings } from './schema/fleet.ts';
export * from './schema/fleet.ts';
export * from './schema/routes.ts';
export * from './schema/escort.ts';
export * from './schema/services.ts';

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: vehicleSettings,
  readBy: {
    reminderDays: 'modules/transport/server/reminders.service.ts',
    lateAfterMinutes: 'modules/transport/server/bus-routes.service.ts',
    contactMobile: 'modules/transport/server/reminders.service.ts',
  },
});
