// No imports: the web's route table (in the first download) reads these.
/** Access modules of franchise development: head office's business-development desk. */
export const DEVELOPMENT_MODULES = {
  PROSPECTS: 'devProspects',
  TERRITORIES: 'devTerritories',
  DISCLOSURES: 'devDisclosures',
  /** A centre's launch plan: its own centre's for a franchisee, every centre's for head office. */
  LAUNCH: 'devLaunch',
  /** The launch template and the network's launch board: head office's. */
  LAUNCH_TEMPLATE: 'devLaunchTemplate',
} as const;

/** A prospect's way from a first contact to a signed franchise agreement, in order; LOST ends it anywhere. */
export const PROSPECT_STAGES = [
  'NEW',
  'QUALIFIED',
  'DISCOVERY_MEETING',
  'DISCLOSURE_SENT',
  'DISCLOSURE_ACKNOWLEDGED',
  'SITE_APPROVED',
  'LOI_TOKEN_PAID',
  'AGREEMENT_SIGNED',
  'LOST',
] as const;
export type ProspectStage = (typeof PROSPECT_STAGES)[number];

export const STAGE_LABELS: Record<ProspectStage, string> = {
  NEW: 'New',
  QUALIFIED: 'Qualified',
  DISCOVERY_MEETING: 'Discovery meeting',
  DISCLOSURE_SENT: 'Disclosure sent',
  DISCLOSURE_ACKNOWLEDGED: 'Disclosure acknowledged',
  SITE_APPROVED: 'Site approved',
  LOI_TOKEN_PAID: 'LOI token paid',
  AGREEMENT_SIGNED: 'Agreement signed',
  LOST: 'Lost',
};

/** The stages a prospect is still being worked in. */
export const OPEN_STAGES = PROSPECT_STAGES.filter((s) => s !== 'AGREEMENT_SIGNED' && s !== 'LOST');

export const PROSPECT_SOURCES = ['WEBSITE', 'EVENT', 'REFERRAL', 'WEBHOOK'] as const;
export const SOURCE_LABELS: Record<(typeof PROSPECT_SOURCES)[number], string> = {
  WEBSITE: 'Website form',
  EVENT: 'Event',
  REFERRAL: 'Referral',
  WEBHOOK: 'Webhook',
};

/** What the prospect means to invest, in lakh rupees. */
export const INVESTMENT_BANDS = ['UPTO_15L', '15L_25L', '25L_40L', 'ABOVE_40L'] as const;
export const INVESTMENT_LABELS: Record<(typeof INVESTMENT_BANDS)[number], string> = {
  UPTO_15L: 'Up to ₹15 lakh',
  '15L_25L': '₹15–25 lakh',
  '25L_40L': '₹25–40 lakh',
  ABOVE_40L: 'Above ₹40 lakh',
};

/** A territory's availability: open, reserved for a prospect, or served by a centre that covers its PIN code. */
export const TERRITORY_STATES = ['OPEN', 'RESERVED', 'SERVED'] as const;
export type TerritoryState = (typeof TERRITORY_STATES)[number];

export const ACK_CHANNELS = ['LINK', 'STAFF'] as const;

/** Public form anti-spam: a form filled faster than this is refused, and the hidden field bots fill. */
export const MIN_FILL_MS = 3000;
export const HONEYPOT_FIELD = 'website';

/** How long a disclosure acknowledgement link stays valid. */
export const ACK_LINK_DAYS = 30;

export const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Who does a launch task: head office or the new centre's franchisee. */
export const LAUNCH_SIDES = ['HEAD_OFFICE', 'FRANCHISEE'] as const;
export type LaunchSide = (typeof LAUNCH_SIDES)[number];
export const LAUNCH_SIDE_LABELS: Record<LaunchSide, string> = { HEAD_OFFICE: 'Head office', FRANCHISEE: 'Franchisee' };

export const LAUNCH_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE'] as const;
export type LaunchStatus = (typeof LAUNCH_STATUSES)[number];
export const LAUNCH_STATUS_LABELS: Record<LaunchStatus, string> = {
  TODO: 'To do',
  IN_PROGRESS: 'In progress',
  DONE: 'Done',
};

/**
 * The launch template head office starts from: each task is due `offsetDays` before the opening day and takes
 * `durationDays` (it starts that many days, less one, before it is due).
 */
export const DEFAULT_LAUNCH_TASKS: {
  title: string;
  durationDays: number;
  offsetDays: number;
  ownerSide: LaunchSide;
}[] = [
  { title: 'Site and lease', durationDays: 30, offsetDays: 90, ownerSide: 'FRANCHISEE' },
  { title: 'Fit-out', durationDays: 45, offsetDays: 40, ownerSide: 'FRANCHISEE' },
  { title: 'State registration and licences', durationDays: 30, offsetDays: 35, ownerSide: 'FRANCHISEE' },
  { title: 'CCTV and fire certificates', durationDays: 14, offsetDays: 25, ownerSide: 'FRANCHISEE' },
  { title: 'Hiring and police verification of staff', durationDays: 30, offsetDays: 21, ownerSide: 'FRANCHISEE' },
  { title: 'Teacher training', durationDays: 10, offsetDays: 14, ownerSide: 'HEAD_OFFICE' },
  { title: 'First kit order', durationDays: 14, offsetDays: 14, ownerSide: 'HEAD_OFFICE' },
  { title: 'Local marketing', durationDays: 30, offsetDays: 7, ownerSide: 'FRANCHISEE' },
  { title: 'Admissions open', durationDays: 1, offsetDays: 30, ownerSide: 'FRANCHISEE' },
  { title: 'Opening day', durationDays: 1, offsetDays: 0, ownerSide: 'FRANCHISEE' },
];
