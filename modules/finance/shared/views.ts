import { viewShape } from '@portal/core';
import { FINANCE_MODULES } from './modules.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const studentFeePlansViewShape = viewShape({
  name: 'student-fee-plans',
  label: 'Student fee plan',
  module: FINANCE_MODULES.FEE_PLANS,
});

export const feeConcessionsViewShape = viewShape({
  name: 'fee-concessions',
  label: 'Concession',
  module: FINANCE_MODULES.CONCESSION,
});

export const autopayMandatesViewShape = viewShape({
  name: 'autopay-mandates',
  label: 'AutoPay mandate',
  module: FINANCE_MODULES.AUTOPAY,
});

export const autopayDebitsViewShape = viewShape({
  name: 'autopay-debits',
  label: 'AutoPay debit',
  module: FINANCE_MODULES.AUTOPAY,
});

export const paymentLinksViewShape = viewShape({
  name: 'payment-links',
  label: 'Payment',
  module: FINANCE_MODULES.PAYMENT_LINKS,
});
