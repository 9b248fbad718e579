/** Enumerations and module names of fees, payments and concessions, spelled as the portal spells them. */
export const REFERENCE_TYPES = [
  'APPLICATION_FORM',
  'REGISTRATION_FORM',
  'ADMISSION_FORM',
  'APPLICATION_FORM_OFFLINE',
  'APPLICATION_FORM_FILL',
  'APPLICATION_FORM_FILL_OFFLINE',
  'TUITION FEES',
  'CHARGE',
] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];
export const TUITION_FEES: ReferenceType = 'TUITION FEES';
/** A one-off charge on a child's account (late pickup, late fee), paid on its own. */
export const CHARGE: ReferenceType = 'CHARGE';
/** The reference a charge's payments carry: `charge-<id>`. */
export const chargeReference = (chargeId: number) => `charge-${chargeId}`;
export const chargeOfReference = (referenceId: string): number | null => {
  const m = /^charge-(\d+)$/.exec(referenceId);
  return m ? Number(m[1]) : null;
};

/**
 * The fee head of a form fee, by what it pays for (a plan's installment takes its fee type's head):
 * the admission form's, the registration form's, or else the application form's.
 */
export function formFeeHead(referenceType: string): 'ADMISSION_FEE' | 'REGISTRATION_FEE' | 'APPLICATION_FEE' {
  if (referenceType.startsWith('ADMISSION')) return 'ADMISSION_FEE';
  if (referenceType.startsWith('REGISTRATION')) return 'REGISTRATION_FEE';
  return 'APPLICATION_FEE';
}

export const PAYMENT_STATUSES = [
  'INITIATED',
  'FAILED',
  'CONFIRMED',
  'TRANSFERRED',
  'APPROVAL_WAITING',
  'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How money is taken at the centre's desk; every mode but cash carries its reference. */
export const DESK_MODES = ['CASH', 'UPI', 'CHEQUE', 'BANK_TRANSFER', 'CARD'] as const;
export type DeskMode = (typeof DESK_MODES)[number];
export const PAYMENT_MODES = ['ONLINE', ...DESK_MODES] as const;
export const MODE_LABELS: Record<string, string> = {
  ONLINE: 'Online',
  CASH: 'Cash',
  UPI: 'UPI',
  CHEQUE: 'Cheque',
  BANK_TRANSFER: 'Bank transfer',
  CARD: 'Card',
};
/** What the reference of a desk payment is called, per mode (cash has none). */
export const MODE_REFERENCE: Record<DeskMode, string | null> = {
  CASH: null,
  UPI: 'UPI reference (UTR)',
  CHEQUE: 'Cheque number',
  BANK_TRANSFER: 'Bank reference (UTR)',
  CARD: 'Card slip reference',
};

/** Statuses as people read them. */
export const STATUS_LABELS: Record<string, string> = {
  INITIATED: 'Initiated',
  FAILED: 'Failed',
  CONFIRMED: 'Confirmed',
  TRANSFERRED: 'Transferred',
  APPROVAL_WAITING: 'Awaiting approval',
  'AWAITING APPROVAL': 'Awaiting approval',
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  ACTIVE: 'Active',
  PAID: 'Paid',
  'PARTLY PAID': 'Partly paid',
  DUE: 'Due',
  OVERDUE: 'Overdue',
  UPCOMING: 'Upcoming',
  WAIVED: 'Not billed',
  REFUND_DUE: 'Refund due',
  REFUNDED: 'Refunded',
};
export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/**
 * How a child admitted after the year began is billed: from the joining month (installments due
 * before it are not billed), or the full year (what fell due before joining is due on joining).
 */
export const MID_YEAR_RULES = ['FROM_JOINING_MONTH', 'FULL_YEAR'] as const;
export type MidYearRule = (typeof MID_YEAR_RULES)[number];
export const MID_YEAR_RULE_LABELS: Record<MidYearRule, string> = {
  FROM_JOINING_MONTH: 'From the joining month',
  FULL_YEAR: 'The full year',
};

export const FEE_TYPE_CATEGORIES = ['TUITION', 'RECEIPT'] as const;
/** Fee types: Tuition Fees; receipt fee types Application Fee and Admission Fee. */
export const FEE_TYPES = [
  { name: 'Tuition Fees', category: 'TUITION' },
  { name: 'Application Fee', category: 'RECEIPT' },
  { name: 'Admission Fee', category: 'RECEIPT' },
] as const;

export const PLAN_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const CONCESSION_KINDS = ['PERCENT', 'AMOUNT'] as const;
/**
 * How a concession type is given: MANUAL (asked by the centre, need-based), SIBLING and STAFF_CHILD (when a plan is
 * assigned), EARLY_PAYMENT (when an installment paid early is confirmed).
 */
export const CONCESSION_RULES = ['MANUAL', 'SIBLING', 'STAFF_CHILD', 'EARLY_PAYMENT'] as const;
export type ConcessionRule = (typeof CONCESSION_RULES)[number];
export const ROYALTY_CONCESSION = 'Royalty Concession';

/** Razorpay Checkout's theme colour, as the portal configures it. */
export const CHECKOUT_THEME = '#8080ff';

export { deskPermission, DESK_PERMISSIONS, FINANCE_MODULES } from './modules.ts';
export * from './figures.ts';
export * from './words.ts';

/**
 * How a parent authorises AutoPay: their UPI app (intent), a UPI QR code, a card or net banking. UPI Collect may
 * no longer create a mandate (from 28-02-2026).
 */
export const AUTOPAY_METHODS = ['UPI_INTENT', 'UPI_QR', 'CARD', 'NETBANKING'] as const;
/** RBI's limit for a recurring debit without the payer's authentication each time: ₹15,000. */
export const AUTOPAY_CAP_PAISE = 15_000_00;
/** Pre-debit notices go this many days before the due date (RBI asks for at least 24 hours). */
export const AUTOPAY_NOTICE_DAYS = 2;
/** Tries of one debit (the due date, then a day later each time) before reminders take over. */
export const AUTOPAY_MAX_ATTEMPTS = 3;
/** Days from a due date on which families are reminded of an unpaid installment, unless the centre sets others. */
export const DEFAULT_REMINDER_DAYS = [-7, 0, 3, 10] as const;
