import { declareSettings } from '@portal/kit';
import { dayLatePickupSettings } from './schema/late-fees.ts';
import { dayRatios } from './schema/ratios.ts';
export * from './schema/pickups.ts';
export * from './schema/care.ts';
export * from './schema/ratios.ts';
export * from './schema/late-fees.ts';

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: dayLatePickupSettings,
  readBy: {
    closingTime: ['modules/day/server/late-pickup/fees.service.ts', 'modules/day/shared/late-pickup.ts'],
    graceMinutes: ['modules/day/server/late-pickup/fees.service.ts', 'modules/day/shared/late-pickup.ts'],
    intervalMinutes: ['modules/day/server/late-pickup/fees.service.ts', 'modules/day/shared/late-pickup.ts'],
    feePaise: ['modules/day/server/late-pickup/fees.service.ts', 'modules/day/shared/late-pickup.ts'],
    feeHeadId: 'modules/day/server/late-pickup/fees.service.ts',
  },
});
declareSettings({
  table: dayRatios,
  readBy: { childrenPerStaff: 'modules/day/server/ratios/board.service.ts' },
  notSettings: { classCategory: 'the kind of class a ratio is for' },
});
