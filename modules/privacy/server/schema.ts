import { id, stamps } from '@portal/db';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData, declareSettings } from '@portal/kit';
import type { RequestKind } from '../shared/constants.ts';

/**
 * A parent's request to the rights desk, about their child's admission or an enquiry the family made. `dueOn` is
 * 90 days after it was made; `escalatedAt` says when head office was told that fewer than 15 days were left.
 * The child's name is kept as it was asked about, so the request still reads after an erasure.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    requestedBy: integer()
      .notNull()
      .references(() => adminUsers.id),
    studentAdmissionId: integer(),
    enquiryId: integer(),
    childName: text().notNull(),
    kind: text().$type<RequestKind>().notNull(),
    status: text().notNull().default('OPEN'),
    details: text().notNull().default(''),
    record: text(),
    nomineeName: text(),
    nomineeContact: text(),
    answer: text(),
    dueOn: date({ mode: 'string' }).notNull(),
    escalatedAt: timestamp({ withTimezone: true }),
    answeredAt: timestamp({ withTimezone: true }),
    answeredBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [
    index('privacy_requests_status_due_idx').on(t.status, t.dueOn),
    index('privacy_requests_requested_by_idx').on(t.requestedBy),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: privacyRequests,
  label: 'Requests to the privacy desk (access, correction, erasure, nominee)',
  whose: ['child', 'guardian', 'enquirer'],
  categories: ['contact'],
  audience: 'the person who asked, head office',
  retention: '3 years after the answer',
  purposes: ['To answer a person’s request about their data within the time the law sets'],
});

/** Every status a request passed through, with who moved it and why. */
export const privacyRequestEvents = pgTable(
  'privacy_request_events',
  {
    id: id(),
    requestId: integer()
      .notNull()
      .references(() => privacyRequests.id),
    status: text().notNull(),
    note: text().notNull().default(''),
    byUserId: integer().references(() => adminUsers.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_request_events_request_idx').on(t.requestId)],
);

/** Head office's settings of the desk: the one grievance officer every parent's page names. */
export const privacySettings = pgTable('privacy_settings', {
  id: integer().primaryKey().default(1),
  grievanceOfficerName: text().notNull(),
  grievanceOfficerEmail: text().notNull(),
  grievanceOfficerPhone: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: privacySettings,
  label: 'The grievance officer’s name and contacts',
  whose: ['staff member'],
  categories: ['contact'],
  audience: 'everyone (the privacy notice)',
  retention: 'while the officer holds the post',
  purposes: ['To tell families whom to write to about their data'],
});

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: privacySettings,
  readBy: {
    grievanceOfficerName: 'modules/privacy/server/notice.service.ts',
    grievanceOfficerEmail: 'modules/privacy/server/notice.service.ts',
    grievanceOfficerPhone: 'modules/privacy/server/notice.service.ts',
  },
});
