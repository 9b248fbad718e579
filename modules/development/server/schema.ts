import { id, paise, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData } from '@portal/kit';
import type { LaunchSide, LaunchStatus } from '../shared/constants.ts';
import type { TokenLinkState } from '../shared/token.ts';

/**
 * A prospective franchisee, head office's lead. `pincodes` are the PIN codes they want; `ownerId` the business
 * developer allocated. `ackTokenHash` is the SHA-256 of the disclosure link's token sent to them, and
 * `disclosureSentId` the document version that link shows.
 */
export const devProspects = pgTable(
  'dev_prospects',
  {
    id: id(),
    name: text().notNull(),
    mobile: text().notNull(),
    email: text(),
    city: text().notNull(),
    pincodes: text().array().notNull().default([]),
    investmentBand: text().notNull(),
    source: text().notNull(),
    ownerId: integer().references(() => adminUsers.id),
    stage: text().notNull().default('NEW'),
    stageChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lostReason: text(),
    remarks: text(),
    nextFollowUpDate: date({ mode: 'string' }),
    disclosureSentId: integer(),
    ackTokenHash: text().unique(),
    ackTokenExpiresAt: timestamp({ withTimezone: true }),
    tokenAmount: paise(),
    tokenReference: text(),
    ...stamps,
  },
  (t) => [index('dev_prospects_stage_idx').on(t.stage), index('dev_prospects_owner_idx').on(t.ownerId)],
);

/** Each stage a prospect entered: from where, when, by whom, and the reason it was lost. */
export const devProspectStages = pgTable(
  'dev_prospect_stages',
  {
    id: id(),
    prospectId: integer()
      .notNull()
      .references(() => devProspects.id, { onDelete: 'cascade' }),
    fromStage: text(),
    toStage: text().notNull(),
    reason: text(),
    changedBy: integer().references(() => adminUsers.id),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_prospect_stages_prospect_idx').on(t.prospectId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: devProspectStages,
  label: 'A prospect’s stages',
  whose: ['prospective franchisee'],
  categories: ['contact'],
  audience: 'head office',
  retention: 'while the prospect is followed, then 3 years (head office sets it)',
  purposes: ['To follow a prospect to a signed franchise'],
});

/** A follow-up with a prospect: when, and what was said. */
export const devFollowUps = pgTable(
  'dev_follow_ups',
  {
    id: id(),
    prospectId: integer()
      .notNull()
      .references(() => devProspects.id, { onDelete: 'cascade' }),
    followUpDate: date({ mode: 'string' }).notNull(),
    remark: text().notNull(),
    createdBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [index('dev_follow_ups_prospect_idx').on(t.prospectId)],
);

/** A territory on offer: one per PIN code. Served or not is the org module's answer, not a column here. */
export const devTerritories = pgTable('dev_territories', {
  id: id(),
  city: text().notNull(),
  pincode: text().notNull().unique(),
  area: text(),
  status: text().notNull().default('OPEN'),
  prospectId: integer().references(() => devProspects.id),
  ...stamps,
});

/**
 * A territory promised to a prospect. At most one live reservation per PIN code (the partial unique index): two
 * reservations racing for one PIN code cannot both be stored.
 */
export const devReservations = pgTable(
  'dev_reservations',
  {
    id: id(),
    territoryId: integer()
      .notNull()
      .references(() => devTerritories.id),
    pincode: text().notNull(),
    prospectId: integer()
      .notNull()
      .references(() => devProspects.id),
    reservedBy: integer().references(() => adminUsers.id),
    reservedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dev_reservations_live_pincode_uq')
      .on(t.pincode)
      .where(sql`released_at is null`),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: devReservations,
  label: 'Territories reserved for a prospect',
  whose: ['prospective franchisee'],
  categories: ['location'],
  audience: 'head office',
  retention: 'while the prospect is followed, then 3 years (head office sets it)',
  purposes: ['To hold a territory for one prospect at a time'],
});

/** The franchise disclosure document, versioned: the highest version is the current one. */
export const devDisclosures = pgTable('dev_disclosures', {
  id: id(),
  version: integer().notNull().unique(),
  title: text().notNull(),
  fileId: text().notNull(),
  notes: text(),
  uploadedBy: integer().references(() => adminUsers.id),
  ...stamps,
});

/**
 * A prospect's acknowledgement of one disclosure version: through the signed link (its address) or recorded by
 * staff with the evidence (a signed copy, an email).
 */
export const devAcknowledgements = pgTable(
  'dev_acknowledgements',
  {
    id: id(),
    prospectId: integer()
      .notNull()
      .references(() => devProspects.id, { onDelete: 'cascade' }),
    disclosureId: integer()
      .notNull()
      .references(() => devDisclosures.id),
    version: integer().notNull(),
    channel: text().notNull(),
    ip: text(),
    evidenceFileId: text(),
    remark: text(),
    recordedBy: integer().references(() => adminUsers.id),
    acknowledgedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dev_acknowledgements_prospect_version_uq').on(t.prospectId, t.disclosureId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: devAcknowledgements,
  label: 'A prospect’s acknowledgement of the disclosure document',
  whose: ['prospective franchisee'],
  categories: ['contact'],
  audience: 'head office',
  retention: 'while the prospect is followed, then 3 years (head office sets it)',
  purposes: ['To prove the disclosure was given before a franchise was sold'],
});

// ---- a converted centre's launch ----

/** Head office's launch template: the tasks every new centre's plan is copied from. */
export const devLaunchTemplate = pgTable('dev_launch_template', {
  id: id(),
  title: text().notNull(),
  ownerSide: text().$type<LaunchSide>().notNull(),
  durationDays: integer().notNull(),
  offsetDays: integer().notNull(),
  sort: integer().notNull().default(0),
  ...stamps,
});

/** A centre's launch: the prospect it was converted from and the opening day its tasks are dated back from. */
export const devLaunchPlans = pgTable(
  'dev_launch_plans',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    prospectId: integer()
      .notNull()
      .references(() => devProspects.id),
    openingDate: date({ mode: 'string' }).notNull(),
    createdBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [
    uniqueIndex('dev_launch_plans_franchisee_uq').on(t.franchiseeId),
    uniqueIndex('dev_launch_plans_prospect_uq').on(t.prospectId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: devLaunchPlans,
  label: 'A new centre’s launch plan',
  whose: ['prospective franchisee'],
  categories: ['contact'],
  audience: 'head office, the new centre',
  retention: 'while the prospect is followed, then 3 years (head office sets it)',
  purposes: ['To open a new centre on time'],
});

/** One task of a centre's launch plan, copied from the template and dated back from the opening day. */
export const devLaunchTasks = pgTable(
  'dev_launch_tasks',
  {
    id: id(),
    planId: integer()
      .notNull()
      .references(() => devLaunchPlans.id, { onDelete: 'cascade' }),
    franchiseeId: franchiseeRef(),
    title: text().notNull(),
    ownerSide: text().$type<LaunchSide>().notNull(),
    durationDays: integer().notNull(),
    offsetDays: integer().notNull(),
    sort: integer().notNull().default(0),
    startDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    status: text().$type<LaunchStatus>().notNull().default('TODO'),
    doneOn: date({ mode: 'string' }),
    note: text(),
    fileId: text(),
    ...stamps,
  },
  (t) => [index('dev_launch_tasks_plan_idx').on(t.planId), index('dev_launch_tasks_franchisee_idx').on(t.franchiseeId)],
);

/**
 * An LOI token payment link sent to a prospect: the gateway order it pays, its link's token (kept only as its
 * SHA-256) and, once paid, the gateway's payment id. A prospect's token is paid once: at most one PAID link each.
 */
export const devTokenPayments = pgTable(
  'dev_token_payments',
  {
    id: id(),
    prospectId: integer()
      .notNull()
      .references(() => devProspects.id, { onDelete: 'cascade' }),
    amountPaise: paise().notNull(),
    linkTokenHash: text().notNull().unique(),
    linkExpiresAt: timestamp({ withTimezone: true }).notNull(),
    gatewayOrderId: text().notNull().unique(),
    status: text().$type<TokenLinkState>().notNull().default('LINK_SENT'),
    gatewayPaymentId: text().unique(),
    paidVia: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [
    index('dev_token_payments_prospect_idx').on(t.prospectId),
    uniqueIndex('dev_token_payments_paid_key')
      .on(t.prospectId)
      .where(sql`status = 'PAID'`),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: devTokenPayments,
  label: 'A prospect’s token payment',
  whose: ['prospective franchisee'],
  categories: ['money'],
  audience: 'head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To take and refund a prospect’s token amount'],
});

/** The gateway's webhook events for token links, by event id: a redelivered event is acknowledged, not acted on. */
export const devTokenWebhookEvents = pgTable('dev_token_webhook_events', {
  eventId: text().primaryKey(),
  event: text().notNull(),
  orderId: text(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
