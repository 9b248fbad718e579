import { id, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { academicYears, classes, franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData, declareSettings } from '@portal/kit';
import type { FormType } from '../shared/fields.ts';

// The counts the follow-up buckets read, beside the code that moves them. drizzle-kit reads this file.
export * from './sums-schema.ts';

/** Stage settings: each stage's Spanco status and sub-status, order and follow-up rule. */
export const enquiryStages = pgTable('enquiry_stages', {
  id: id(),
  stage: text().notNull().unique(),
  spancoStatus: text().notNull(),
  spancoSubStatus: text().notNull(),
  sort: integer().notNull().default(0),
  /** A next follow-up date must be given when an enquiry moves here. */
  followUpRequired: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    enquiryCode: text().notNull().unique(),
    franchiseeId: franchiseeRef(),
    academicYearId: integer()
      .notNull()
      .references(() => academicYears.id),
    enquiryType: text().notNull().default('ADMISSION'),
    serviceType: text(),
    source: text().notNull(),
    /** Campaign or medium of a QR/parent form (the {mid} of the public link). */
    campaign: text(),
    parentName: text().notNull(),
    mobile: text().notNull(),
    email: text(),
    childName: text().notNull(),
    /** Lower-cased, single-spaced child name: half of the duplicate key. */
    childNameKey: text().notNull(),
    childDob: date(),
    gender: text(),
    classId: integer().references(() => classes.id),
    programme: text().notNull().default('Pre-school'),
    pincode: text(),
    address: text(),
    remarks: text(),
    stage: text().notNull().default('Yet_to_call'),
    spancoStatus: text().notNull().default('Suspect'),
    spancoSubStatus: text().notNull().default('New'),
    assignedTo: integer().references(() => adminUsers.id),
    nextFollowUpDate: date(),
    lastFollowUpAt: timestamp({ withTimezone: true }),
    /** Webhook leads: the sender and its id, so a retried call creates nothing new. */
    externalSource: text(),
    externalId: text(),
    /** A head-office lead routed here by its PIN code. */
    routedFromFranchiseeId: integer(),
    createdBy: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('enquiries_duplicate_key').on(t.franchiseeId, t.academicYearId, t.mobile, t.childNameKey),
    uniqueIndex('enquiries_external_key').on(t.externalSource, t.externalId),
    index('enquiries_franchisee_year_stage_idx').on(t.franchiseeId, t.academicYearId, t.stage),
    // The list's newest-first page of a centre's year, read straight off the index.
    index('enquiries_franchisee_year_id_idx').on(t.franchiseeId, t.academicYearId, t.id),
    // A year's enquiries counted by source (the dashboards), read off the index alone.
    index('enquiries_year_source_idx').on(t.academicYearId, t.source, t.franchiseeId),
    index('enquiries_assigned_idx').on(t.assignedTo),
    // A centre's follow-ups by next call, stage and year: its buckets and due count are counted off the index alone,
    // so they read the centre's entries, not its rows scattered over a network-sized table.
    index('enquiries_follow_up_idx').on(t.franchiseeId, t.nextFollowUpDate, t.stage, t.academicYearId),
  ],
);

/**
 * The enquiries counted per centre, year and type, by stage and by source (`dimension` 'stage' or 'source', `value`
 * the stage or source): kept by PostgreSQL as enquiries are written (migration 0057_enquiry_counts_kept), so a
 * network's figures read a few rows per centre instead of a million enquiries. A count may stand at 0.
 */
export const enquiryCounts = pgTable(
  'enquiry_counts',
  {
    franchiseeId: franchiseeRef(),
    academicYearId: integer().notNull(),
    enquiryType: text().notNull(),
    dimension: text().notNull(),
    value: text().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.franchiseeId, t.academicYearId, t.enquiryType, t.dimension, t.value] }),
    index('enquiry_counts_year_idx').on(t.academicYearId, t.dimension),
  ],
);

/** Every stage an enquiry passed through: the funnel is counted from here. */
export const enquiryStageEvents = pgTable(
  'enquiry_stage_events',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    enquiryId: integer()
      .notNull()
      .references(() => enquiries.id),
    fromStage: text(),
    toStage: text().notNull(),
    spancoStatus: text().notNull(),
    spancoSubStatus: text().notNull(),
    reason: text(),
    userId: integer(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiry_stage_events_enquiry_idx').on(t.enquiryId),
    index('enquiry_stage_events_franchisee_stage_idx').on(t.franchiseeId, t.toStage),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: enquiryStageEvents,
  label: 'An enquiry’s stages and who moved it',
  whose: ['enquirer'],
  categories: ['contact'],
  audience: 'the counsellor, the centre’s head and office staff, head office',
  retention: 'as enquiries: 1 year after the last contact (head office sets it)',
  purposes: ['To follow an enquiry to an admission'],
});

export const enquiryFollowUps = pgTable(
  'enquiry_follow_ups',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    enquiryId: integer()
      .notNull()
      .references(() => enquiries.id),
    followUpDate: date().notNull(),
    /** scheduled (planned call) or manual (logged after the fact). */
    followUpType: text().notNull().default('scheduled'),
    /** admission or academic. */
    category: text().notNull().default('admission'),
    /** Open, Done or Cancelled. */
    status: text().notNull().default('Open'),
    remarks: text(),
    outcome: text(),
    doneAt: timestamp({ withTimezone: true }),
    doneBy: integer(),
    createdBy: integer(),
    ...stamps,
  },
  (t) => [
    index('enquiry_follow_ups_enquiry_idx').on(t.enquiryId),
    index('enquiry_follow_ups_due_idx').on(t.franchiseeId, t.status, t.followUpDate),
  ],
);

/** Auto-allocation rules of a centre: by PIN code, by class, or round-robin. */
export const leadAllocationRules = pgTable(
  'lead_allocation_rules',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    method: text().notNull(),
    pincode: text(),
    classId: integer().references(() => classes.id),
    counsellorId: integer()
      .notNull()
      .references(() => adminUsers.id),
    /** Leads given through this rule: round-robin picks the rule with the fewest. */
    assignedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('lead_allocation_rules_franchisee_idx').on(t.franchiseeId)],
);

/** The log of every allocation, reallocation and head-office routing. */
export const leadAllocations = pgTable(
  'lead_allocations',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    enquiryId: integer()
      .notNull()
      .references(() => enquiries.id),
    /** AUTO, MANUAL, REALLOCATION or ROUTING. */
    kind: text().notNull(),
    fromUserId: integer(),
    toUserId: integer(),
    fromFranchiseeId: integer(),
    ruleId: integer(),
    reason: text(),
    byUserId: integer(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_allocations_franchisee_idx').on(t.franchiseeId, t.at),
    index('lead_allocations_enquiry_idx').on(t.enquiryId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: leadAllocations,
  label: 'Which counsellor an enquiry was given to',
  whose: ['enquirer', 'staff member'],
  categories: ['contact'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'as enquiries: 1 year after the last contact (head office sets it)',
  purposes: ['To share enquiries fairly and follow each one'],
});

/** A centre's Google lead-form or WhatsApp (WAID) sender; only a hash of its secret is kept. */
export const webhookSources = pgTable('webhook_sources', {
  id: id(),
  franchiseeId: franchiseeRef(),
  kind: text().notNull(),
  name: text().notNull(),
  /** The unguessable path segment the sender posts to. */
  publicKey: text().notNull().unique(),
  secretHash: text().notNull(),
  isActive: boolean().notNull().default(true),
  lastCalledAt: timestamp({ withTimezone: true }),
  ...stamps,
});

export const webhookLogs = pgTable(
  'webhook_logs',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    sourceId: integer()
      .notNull()
      .references(() => webhookSources.id),
    kind: text().notNull(),
    externalId: text(),
    /** CREATED, DUPLICATE, REJECTED or INVALID. */
    outcome: text().notNull(),
    message: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    enquiryId: integer(),
    ip: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_logs_franchisee_idx').on(t.franchiseeId, t.kind, t.at)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: webhookLogs,
  label: 'Enquiries received from outside sites',
  whose: ['enquirer'],
  categories: ['contact'],
  audience: 'the centre’s head and office staff, head office',
  retention: '90 days',
  purposes: ['To see that every enquiry sent from a site reached the portal'],
});

/** B2S configuration: a centre's enquiry and admission targets for a year. */
export const b2sTargets = pgTable(
  'b2s_targets',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    academicYearId: integer()
      .notNull()
      .references(() => academicYears.id),
    enquiryTarget: integer().notNull(),
    admissionTarget: integer().notNull(),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('b2s_targets_franchisee_year_key').on(t.franchiseeId, t.academicYearId)],
);

/** Application, registration and admission forms of an enquiry, each opened by its own link. */
export const enquiryForms = pgTable(
  'enquiry_forms',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    enquiryId: integer()
      .notNull()
      .references(() => enquiries.id),
    /** APPLICATION, REGISTRATION or ADMISSION. */
    formType: text().$type<FormType>().notNull(),
    /** The unguessable reference of the public link. */
    refId: text().notNull().unique(),
    /** LINK_SENT, SUBMITTED or COMPLETED. */
    status: text().notNull().default('LINK_SENT'),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    feePaise: integer().notNull().default(0),
    paymentRequestId: integer(),
    submittedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdBy: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('enquiry_forms_enquiry_type_key').on(t.enquiryId, t.formType),
    index('enquiry_forms_franchisee_type_idx').on(t.franchiseeId, t.formType, t.status),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: enquiryForms,
  label: 'Forms a family filled on the way to admission',
  whose: ['enquirer', 'child'],
  categories: ['contact', 'identity document', 'health'],
  audience: 'the counsellor, the centre’s head and office staff, head office',
  retention: 'while the enquiry is open, then as enquiries: 1 year (head office sets it)',
  purposes: ['To admit the child the family enquired for'],
});

/** A request for money; the fees module collects it and calls onPaymentConfirmed. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    referenceType: text().notNull(),
    /** Random and unguessable: it is the payment link. */
    referenceId: text().notNull().unique(),
    amountPaise: integer().notNull(),
    /** What confirmed payments have brought in so far; the request is settled once it covers amountPaise. */
    receivedPaise: integer().notNull().default(0),
    status: text().notNull().default('INITIATED'),
    enquiryId: integer().references(() => enquiries.id),
    formId: integer(),
    description: text().notNull(),
    payerName: text(),
    payerMobile: text(),
    /** ONLINE or OFFLINE, once paid. */
    mode: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    confirmedBy: integer(),
    ...stamps,
  },
  (t) => [
    index('payment_requests_franchisee_idx').on(t.franchiseeId, t.status),
    check(
      'payment_requests_received_within_amount',
      sql`${t.receivedPaise} >= 0 and ${t.receivedPaise} <= ${t.amountPaise}`,
    ),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: paymentRequests,
  label: 'Payment links sent to a family',
  whose: ['enquirer', 'guardian'],
  categories: ['money', 'contact'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To collect a fee by a link the family pays'],
});

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: leadAllocationRules,
  readBy: {
    method: 'modules/enquiry/server/allocation/auto-allocate.service.ts',
    pincode: 'modules/enquiry/server/allocation/auto-allocate.service.ts',
    classId: 'modules/enquiry/server/allocation/auto-allocate.service.ts',
    counsellorId: 'modules/enquiry/server/allocation/auto-allocate.service.ts',
    isActive: 'modules/enquiry/server/allocation/auto-allocate.service.ts',
  },
  notSettings: { assignedCount: 'a count the allocation keeps (round-robin), not set by anyone' },
});
