import type { FigureDeclaration } from '@portal/core';
import { AUDIT_OPEN_CORRECTIVE, AUDIT_SCORE } from '@portal/mod-audit/shared';
import { DAY_RATIO_BREACHES, DAY_SERIOUS_INCIDENTS } from '@portal/mod-day/shared';
import { ENQUIRY_CONVERSION } from '@portal/mod-enquiry/shared';
import { OBSERVATION_COVERAGE } from '@portal/mod-observations/shared';
import { FEES_COLLECTED, FEES_OVERDUE } from '@portal/mod-finance/shared';
import { ROYALTY_PAID_ON_TIME } from '@portal/mod-ledger/shared';
import { STAFF_TURNOVER } from '@portal/mod-staff/shared';
import { ATTENDANCE_PERCENT } from '@portal/mod-students/shared';
import { TICKETS_OPEN } from '@portal/mod-tickets/shared';
import { TRAINING_STAFF_TRAINED } from '@portal/mod-training/shared';
import { REGISTER_COMPLIANCE } from '@portal/mod-workforce-register/shared';

export const HEALTH_MODULES = {
  /** Head office's ranking of every centre, any centre's health and the warnings. */
  NETWORK: 'HealthNetwork',
  /** The weights of the score: network-wide, set by head office (super admins). */
  SETTINGS: 'HealthSettings',
  /** A centre's own health and its anonymised peers. */
  CENTRE: 'HealthCentre',
} as const;

/** The inputs of a centre's health, in the order the screens list them. */
export const HEALTH_INPUTS = [
  'collection',
  'attendance',
  'conversion',
  'royalty',
  'audit',
  'corrective',
  'incidents',
  'ratios',
  'tickets',
  'trained',
  'turnover',
  'safety',
  'learning',
] as const;
export type HealthInput = (typeof HEALTH_INPUTS)[number];

/**
 * Each input: the declared figures it is read from (asked by key from their owners) and how its number becomes
 * 0–100, in a sentence the screens print beside it.
 */
export const INPUT_FIGURES: Record<HealthInput, readonly FigureDeclaration[]> = {
  collection: [FEES_COLLECTED, FEES_OVERDUE],
  attendance: [ATTENDANCE_PERCENT],
  conversion: [ENQUIRY_CONVERSION],
  royalty: [ROYALTY_PAID_ON_TIME],
  audit: [AUDIT_SCORE],
  corrective: [AUDIT_OPEN_CORRECTIVE],
  incidents: [DAY_SERIOUS_INCIDENTS],
  ratios: [DAY_RATIO_BREACHES],
  tickets: [TICKETS_OPEN],
  trained: [TRAINING_STAFF_TRAINED],
  turnover: [STAFF_TURNOVER],
  safety: [REGISTER_COMPLIANCE],
  learning: [OBSERVATION_COVERAGE],
};

/** What each open item takes off the 100 of a counted input. */
/** The share of the weight of the inputs measuring a centre's work that must have a value for it to be rated. */
export const MIN_MEASURED_SHARE = 0.5;

export const PENALTY_PER_ITEM: Partial<Record<HealthInput, number>> = {
  corrective: 20,
  incidents: 25,
  ratios: 10,
  tickets: 10,
};

/** What each percent of the month's staff turnover takes off the 100: a fifth of the staff gone scores 0. */
export const TURNOVER_POINTS_PER_PERCENT = 5;

/** A lead conversion of this percent or more scores 100. */
export const FULL_CONVERSION_PERCENT = 50;

/** The weights an installation starts with (whole numbers, adding up to 100). */
export const DEFAULT_WEIGHTS: Record<HealthInput, number> = {
  collection: 15,
  attendance: 15,
  conversion: 10,
  royalty: 15,
  audit: 10,
  corrective: 5,
  incidents: 10,
  ratios: 5,
  tickets: 5,
  trained: 5,
  turnover: 5,
  // The safety register's compliance is shown with every centre's health; head office gives it a weight when its
  // centres have filled their registers (a centre that has not yet would score low on paperwork alone).
  safety: 0,
  // Learning evidence coverage (observations): the share of curricular goals with evidence in the month over every
  // Active child and goal. Shown with every centre's health; head office weighs it once its centres observe.
  learning: 0,
};

/** The early warnings, each sent once per centre and month to the centre's area manager. */
export const WARNING_RULES = ['royaltyLate', 'auditFell', 'seriousIncidents', 'staffTurnover'] as const;
export type WarningRule = (typeof WARNING_RULES)[number];

/** Months of the trend, the month asked for included. */
export const TREND_MONTHS = 6;
/** Royalty paid late in this many months of the trend is a warning. */
export const ROYALTY_LATE_MONTHS = 2;
/** An audit score this many points below the one before it is a warning. */
export const AUDIT_FALL_POINTS = 15;
/** This many serious incidents in the month is a warning. */
export const SERIOUS_INCIDENTS_WARNING = 2;
/** Staff turnover above this percent over the quarter (the month and the two before it) is a warning. */
export const TURNOVER_WARNING_PERCENT = 30;
/** Months of the quarter the turnover warning reads, the month itself included. */
export const TURNOVER_QUARTER_MONTHS = 3;

export const HEALTH_MESSAGES = {
  weightsSum: (sum: number) => `The weights add up to ${sum}; they must add up to 100.`,
  weightWhole: 'Each weight is a whole number from 0 to 100.',
  month: 'Choose a month as YYYY-MM.',
} as const;
