// No imports but the module's own constants: screens and field declarations read these.
import {
  ENQUIRY_TYPES,
  GENDER_LABELS,
  FORM_STATUSES,
  FORM_TYPES,
  PAYMENT_REFERENCE_TYPES,
  SERVICE_TYPES,
} from './fields.ts';
import { FOLLOW_UP_CATEGORIES, FOLLOW_UP_STATUSES, FOLLOW_UP_TYPES } from './followups.ts';
import { STAGE, type Stage } from './stages.ts';

/**
 * What a person reads for each code of the module: every status and enum shown on a screen has its label
 * here, in the spec's wording where the spec gives one (the stage names are the spec's own).
 */
type Labels<T extends readonly string[]> = Record<T[number], string>;

export const STAGE_LABELS: Record<Stage, string> = {
  [STAGE.YET_TO_CALL]: 'Yet to call',
  [STAGE.APPOINTMENT_FIXED]: 'Appointment Fixed',
  [STAGE.ONLINE_COUNSELLING]: 'Online Counselling Done',
  [STAGE.OFFLINE_COUNSELLING]: 'Offline Counselling Done',
  [STAGE.FEE_PLAN_ASSIGNED]: 'Intelliskills+BSK Fee Plan Assign',
  [STAGE.APPLICATION_FEE_LINK_SENT]: 'Application Fee Link Sent',
  [STAGE.TEMPORARILY_CONFIRMED]: 'Temporarily Confirmed',
  [STAGE.ADMISSION_FORM_COMPLETED]: 'Admission Form Completed',
  [STAGE.ADMISSION_CONFIRMED]: 'Admission Confirmed',
  [STAGE.CLOSE]: 'Close',
  [STAGE.DROP_OFF]: 'Drop Off',
  [STAGE.WRONG_CLASS]: 'Wrong class/Drop-off',
};

export const FORM_TYPE_LABELS: Labels<typeof FORM_TYPES> = {
  APPLICATION: 'Application',
  REGISTRATION: 'Registration',
  ADMISSION: 'Admission',
};

export const FORM_STATUS_LABELS: Labels<typeof FORM_STATUSES> = {
  LINK_SENT: 'Link sent',
  SUBMITTED: 'Submitted',
  COMPLETED: 'Completed',
};

/** The spec's payment statuses. */
export const PAYMENT_STATUS_LABELS: Record<
  'INITIATED' | 'FAILED' | 'CONFIRMED' | 'TRANSFERRED' | 'APPROVAL_WAITING',
  string
> = {
  INITIATED: 'Initiated',
  FAILED: 'Failed',
  CONFIRMED: 'Confirmed',
  TRANSFERRED: 'Transferred',
  APPROVAL_WAITING: 'Approval waiting',
};

export const PAYMENT_REFERENCE_LABELS: Labels<typeof PAYMENT_REFERENCE_TYPES> = {
  APPLICATION_FORM: 'Application form',
  REGISTRATION_FORM: 'Registration form',
  ADMISSION_FORM: 'Admission form',
  APPLICATION_FORM_OFFLINE: 'Application form (offline)',
  APPLICATION_FORM_FILL: 'Application form fill',
  APPLICATION_FORM_FILL_OFFLINE: 'Application form fill (offline)',
  'TUITION FEES': 'Tuition Fees',
};

export const PAYMENT_MODE_LABELS: Record<'ONLINE' | 'OFFLINE', string> = { ONLINE: 'Online', OFFLINE: 'Offline' };

export const ENQUIRY_TYPE_LABELS: Labels<typeof ENQUIRY_TYPES> = { ADMISSION: 'Admission', SERVICE: 'Service' };
export const SERVICE_TYPE_LABELS: Labels<typeof SERVICE_TYPES> = { TRANSPORT: 'Transport' };
export { GENDER_LABELS };

export const FOLLOW_UP_TYPE_LABELS: Labels<typeof FOLLOW_UP_TYPES> = {
  scheduled: 'Scheduled',
  manual: 'Manual',
  academic: 'Academic',
};
export const FOLLOW_UP_CATEGORY_LABELS: Labels<typeof FOLLOW_UP_CATEGORIES> = {
  admission: 'Admission',
  academic: 'Academic',
};
export const FOLLOW_UP_STATUS_LABELS: Labels<typeof FOLLOW_UP_STATUSES> = {
  Open: 'Open',
  Done: 'Done',
  Cancelled: 'Cancelled',
};

export const WEBHOOK_OUTCOMES = ['CREATED', 'DUPLICATE', 'REJECTED', 'INVALID'] as const;
export const WEBHOOK_OUTCOME_LABELS: Labels<typeof WEBHOOK_OUTCOMES> = {
  CREATED: 'Created',
  DUPLICATE: 'Duplicate',
  REJECTED: 'Rejected',
  INVALID: 'Invalid',
};

export const ALLOCATION_KINDS = ['AUTO', 'MANUAL', 'REALLOCATION', 'ROUTING'] as const;
export const ALLOCATION_KIND_LABELS: Labels<typeof ALLOCATION_KINDS> = {
  AUTO: 'Automatic',
  MANUAL: 'Manual',
  REALLOCATION: 'Reallocation',
  ROUTING: 'Routed by PIN code',
};

/** A code's label from its map; a code the map does not know (an old row) shows as it is. */
export function labelOf(labels: Record<string, string>, code: string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '—';
  return labels[code] ?? code;
}

/** Enum options for a field declaration: each value with its label. */
export function labelledOptions<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}
