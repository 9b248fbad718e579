import { id, stamps } from '@portal/db';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declareSettings } from '@portal/kit';
import type { HeldCount } from '../shared/constants.ts';

/**
 * One staff read of a child's data (DPDP Rule 6): who, when, from where, what. A record, its history or a file
 * names the child (`studentId`, the child's student record); a list or an export keeps its query instead.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: id(),
    at: timestamp({ withTimezone: true }).notNull(),
    userId: integer()
      .notNull()
      .references(() => adminUsers.id),
    ip: text().notNull(),
    kind: text().notNull(),
    resource: text().notNull(),
    recordId: text(),
    filter: text(),
    studentId: integer(),
  },
  (t) => [
    index('access_log_student_idx').on(t.studentId, t.at),
    index('access_log_user_idx').on(t.userId, t.at),
    index('access_log_at_idx').on(t.at),
  ],
);

/** How long a category of personal data is kept once its clock starts; head office sets it. */
export const retentionRules = pgTable('retention_rules', {
  category: text().primaryKey(),
  months: integer().notNull(),
  updatedBy: integer().references(() => adminUsers.id),
  ...stamps,
});

/**
 * A pass of the retention job: a dry run lists what is past its period, a run anonymises or deletes what its dry
 * run listed (and is still past its period). `report` holds, per category, the rows and what was done.
 */
export const retentionRuns = pgTable('retention_runs', {
  id: id(),
  dryRun: boolean().notNull(),
  /** The dry run a run applied. */
  dryRunId: integer(),
  byUser: integer().references(() => adminUsers.id),
  report: jsonb().notNull(),
  ...stamps,
});

/** A personal-data breach head office recorded (DPDP Rule 7), with its 72-hour report to the Board. */
export const breaches = pgTable('breaches', {
  id: id(),
  title: text().notNull(),
  whatHappened: text().notNull(),
  likelyImpact: text().notNull(),
  actionsTaken: text().notNull(),
  contact: text().notNull(),
  discoveredAt: timestamp({ withTimezone: true }).notNull(),
  windowFrom: timestamp({ withTimezone: true }).notNull(),
  windowTo: timestamp({ withTimezone: true }).notNull(),
  franchiseeIds: integer().array().notNull(),
  resources: text().array().notNull(),
  /** Room tablets concerned (a lost tablet reaches its class's children). */
  deviceIds: integer().array().notNull().default([]),
  /** Per resource, the rows there in the window and the children they name, as found when recorded. */
  held: jsonb().$type<HeldCount[]>().notNull().default([]),
  boardReportedAt: timestamp({ withTimezone: true }),
  recordedBy: integer().references(() => adminUsers.id),
  ...stamps,
});

/** The notice drafted for one family of a breach, in the family's language, and when it went out. */
export const breachNotices = pgTable(
  'breach_notices',
  {
    id: id(),
    breachId: integer()
      .notNull()
      .references(() => breaches.id, { onDelete: 'cascade' }),
    franchiseeId: franchiseeRef(),
    studentId: integer().notNull(),
    parentName: text().notNull(),
    mobile: text().notNull(),
    email: text(),
    language: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [index('breach_notices_breach_idx').on(t.breachId)],
);

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: retentionRules,
  readBy: { months: 'modules/safeguards/server/retention.service.ts' },
  notSettings: { category: 'the kind of data the period is for (its key)', updatedBy: 'who changed the period last' },
});
