/** Enumerations and module names of fees, payments and concessions, spelled as the portal spells them. */
export const REFERENCE_TYPES = [
  'APPLICATION_FORM',
  'REGISTRATION_FORM',
  'ADMISSION_FORM',
  'APPLICATION_FORM_OFFLINE',
  'APPLICATION_FORM_FILL',
  'APPLICATION_FORM_FILL_OFFLINE',
  'TUITION FEES',
] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];
export const TUITION_FEES: ReferenceType = 'TUITION FEES';

export const PAYMENT_STATUSES = ['INITIATED', 'FAILED', 'CONFIRMED', 'TRANSFERRED', 'APPROVAL_WAITING'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const OFFLINE_MODES = ['CASH', 'CHEQUE', 'BANK_TRANSFER'] as const;
export const PAYMENT_MODES = ['ONLINE', ...OFFLINE_MODES] as const;

export const FEE_TYPE_CATEGORIES = ['TUITION', 'RECEIPT'] as const;
/** Fee types: Tuition Fees; receipt fee types Application Fee and Admission Fee. */
export const FEE_TYPES = [
  { name: 'Tuition Fees', category: 'TUITION' },
  { name: 'Application Fee', category: 'RECEIPT' },
  { name: 'Admission Fee', category: 'RECEIPT' },
] as const;

export const PLAN_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const CONCESSION_KINDS = ['PERCENT', 'AMOUNT'] as const;
export const ROYALTY_CONCESSION = 'Royalty Concession';

/** Razorpay Checkout's theme colour, as the portal configures it. */
export const CHECKOUT_THEME = '#8080ff';

export { FINANCE_MODULES } from './modules.ts';
export { approveDecisionInput, rejectDecisionInput } from './decisions.ts';
