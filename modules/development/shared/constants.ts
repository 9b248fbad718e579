// No imports: the web's route table (in the first download) reads these.
/** Access modules of franchise development: head office's business-development desk. */
export const DEVELOPMENT_MODULES = {
  PROSPECTS: 'devProspects',
  TERRITORIES: 'devTerritories',
  DISCLOSURES: 'devDisclosures',
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
