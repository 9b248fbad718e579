import { id } from '@portal/db';
import type { Language } from '@portal/core';
import { index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import type { ConsentPurpose, Decision, Verification } from '../shared/constants.ts';
import { declarePlatformData } from '@portal/kit';

/**
 * A parent's decision on one purpose for one child (a student admission). Rows are posted, never edited: a
 * withdrawal or a new grant is a new row, and the current state of a (child, purpose) is its latest row. Who
 * decided is the parent's account; `verifiedBy` says how they were verified, and for a code to their mobile
 * `mobileEnding` keeps the last digits it went to. `noticeVersion` and `language` are the notice they read.
 * A grant carried to a promoted child's new admission is a copy of the parent's decision, naming it in
 * `carriedFromId` (carry.service.ts).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    purpose: text().$type<ConsentPurpose>().notNull(),
    decision: text().$type<Decision>().notNull(),
    noticeVersion: integer().notNull(),
    language: text().$type<Language>().notNull(),
    verifiedBy: text().$type<Verification>().notNull(),
    mobileEnding: text(),
    decidedBy: integer()
      .notNull()
      .references(() => adminUsers.id),
    decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    carriedFromId: integer().references((): AnyPgColumn => consentRecords.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A decision is carried once, however often the nightly run meets its promotion.
    uniqueIndex('consent_records_carried_from_uq').on(t.carriedFromId),
    // The latest row per (child, purpose) is the current state: read newest first by id.
    index('consent_records_child_purpose_idx').on(t.studentAdmissionId, t.purpose, t.id),
    index('consent_records_centre_idx').on(t.franchiseeId, t.id),
  ],
);

/**
 * A one-time code texted to the parent's mobile on record to verify a decision: bound to the account, the child,
 * the purpose and the decision it was asked for. `codeHash` is the SHA-256 of the reference and the code.
 */
export const consentCodes = pgTable(
  'consent_codes',
  {
    id: id(),
    referenceId: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    studentAdmissionId: integer().notNull(),
    purpose: text().$type<ConsentPurpose>().notNull(),
    decision: text().$type<Decision>().notNull(),
    mobile: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_codes_user_idx').on(t.userId, t.createdAt)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: consentCodes,
  label: 'Codes sent to confirm a consent',
  whose: ['child', 'guardian'],
  categories: ['contact'],
  audience: 'the parent the code was sent to',
  retention: 'until it is used or expires, then 30 days',
  purposes: ['To confirm that a consent was given by the parent'],
});
