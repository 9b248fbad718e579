import { declareSettings } from '@portal/kit';
import { feeSettings, taxSettings } from './schema/concessions.ts';
export * from './schema/fees.ts';
export * from './schema/concessions.ts';
export * from './schema/payments.ts';
export * from './schema/autopay.ts';

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: feeSettings,
  readBy: {
    applicationFeePaise: 'modules/finance/server/payments/form-fees.ts',
    registrationFeePaise: 'modules/finance/server/payments/form-fees.ts',
    admissionFeePaise: 'modules/finance/server/payments/form-fees.ts',
    maxConcessionBp: 'modules/finance/server/concessions/concessions.service.ts',
    ruleConcessionApproval: 'modules/finance/server/concessions/concessions.service.ts',
    lateFeePaise: 'modules/finance/server/charges/late-fees.service.ts',
    lateFeeGraceDays: 'modules/finance/server/charges/late-fees.service.ts',
    midYearRule: 'modules/finance/server/plans/mid-year.service.ts',
    reminderDays: 'modules/finance/server/autopay/reminders.service.ts',
  },
});
declareSettings({
  table: taxSettings,
  readBy: {
    gstRateBp: 'modules/finance/server/payments/receipt-tax.ts',
    sacCode: 'modules/finance/server/payments/receipt-tax.ts',
    isActive: 'modules/finance/server/payments/receipt-tax.ts',
    label: 'modules/finance/server/payments/receipt-tax.ts',
  },
  notSettings: { type: 'the kind of supply the row is for (its key)' },
});
