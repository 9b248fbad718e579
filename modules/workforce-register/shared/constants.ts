import { isKeyOf } from '@portal/core';

/** Access modules of the safety and workforce register, with the kinds of item it keeps and their words. */
export const REGISTER_MODULES = {
  /** A centre's own safety papers (registration, fire, CCTV, lease…) and its compliance score. */
  CENTRE: 'safetyRegister',
  /** Staff vetting: police verification, POCSO awareness, first aid, induction, ID. The narrowest audience. */
  STAFF: 'staffVetting',
  /** Head office's rules: which items each state requires and how long each stays valid. */
  RULES: 'registerRules',
} as const;

export const CENTRE_ITEM_KINDS = [
  'REGISTRATION',
  'FIRE_NOC',
  'FIRE_DRILL',
  'ELECTRICAL_SAFETY',
  'CCTV_CHECK',
  'FIRST_AID_KIT',
  'CHILD_PROTECTION_POLICY',
  'CHILD_PROTECTION_COMMITTEE',
  'LEASE',
] as const;
export type CentreItemKind = (typeof CENTRE_ITEM_KINDS)[number];

export const STAFF_ITEM_KINDS = [
  'POLICE_VERIFICATION',
  'POCSO_AWARENESS',
  'FIRST_AID',
  'INDUCTION',
  'ID_PROOF',
] as const;
export type StaffItemKind = (typeof STAFF_ITEM_KINDS)[number];

export const ITEM_KINDS = [...CENTRE_ITEM_KINDS, ...STAFF_ITEM_KINDS] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const ITEM_LABELS: Record<ItemKind, string> = {
  REGISTRATION: 'State registration',
  FIRE_NOC: 'Fire certificate or NOC',
  FIRE_DRILL: 'Fire drill',
  ELECTRICAL_SAFETY: 'Electrical safety check',
  CCTV_CHECK: 'CCTV coverage and retention check',
  FIRST_AID_KIT: 'First-aid kit check',
  CHILD_PROTECTION_POLICY: 'Child protection policy',
  CHILD_PROTECTION_COMMITTEE: 'Child protection committee',
  LEASE: 'Lease',
  POLICE_VERIFICATION: 'Police verification',
  POCSO_AWARENESS: 'POCSO awareness training',
  FIRST_AID: 'First aid training',
  INDUCTION: 'Induction',
  ID_PROOF: 'Identity proof',
};
export const itemLabel = (kind: string) => (isKeyOf(ITEM_LABELS, kind) ? ITEM_LABELS[kind] : kind);

/** The kinds a staff member must hold, current, to count toward a room's ratio. */
export const RATIO_ELIGIBILITY_KINDS: readonly StaffItemKind[] = ['POLICE_VERIFICATION', 'POCSO_AWARENESS'];

/** Reminders go to the centre this many days before an item expires; an expired item goes to head office. */
export const REMINDER_DAYS = [60, 30, 7] as const;

/** The rules' state that applies where a centre's own state has none. */
export const EVERY_STATE = 'All states';

/** Evidence may be a PDF or a photo of the paper, at most 5 MB. */
export const EVIDENCE_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;

export const ITEM_STATES = ['CURRENT', 'EXPIRING', 'EXPIRED', 'MISSING', 'PENDING'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** Access modules of the staff rota. */
export const ROTA_MODULES = {
  /** Drafting and publishing a centre's rota (its heads); head office reads every centre's. */
  ROTA: 'staffRota',
  /** A staff member's own published shifts. */
  MY_SHIFTS: 'myShifts',
} as const;

export const ROTA_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type RotaStatus = (typeof ROTA_STATUSES)[number];

/**
 * The hours of a centre's session each class is checked hour by hour for (09:00 to 13:00, the play-school morning).
 * A room-hour counts a staff member whose shift covers all of it.
 */
export const SESSION_HOURS = [9, 10, 11, 12] as const;
