import { id, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, classes, franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData, declareSettings } from '@portal/kit';
import type { EntryStatus } from '../shared/constants.ts';

/**
 * The seats of one section of a centre's class for an academic year, declared by the centre's heads.
 * `sectionId` names the students module's section (read through its services).
 */
export const waitlistCapacities = pgTable(
  'waitlist_capacities',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    academicYearId: integer()
      .notNull()
      .references(() => academicYears.id),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    sectionId: integer().notNull(),
    seats: integer().notNull(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('waitlist_capacities_section_year_uq').on(t.franchiseeId, t.academicYearId, t.sectionId),
    index('waitlist_capacities_class_idx').on(t.franchiseeId, t.academicYearId, t.classId),
  ],
);

/** A centre's waitlist settings: how long an offer stays open. */
export const waitlistSettings = pgTable('waitlist_settings', {
  franchiseeId: franchiseeRef().primaryKey(),
  offerHours: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An enquiry's place on its class's waitlist for the year. `position` is dense over the queue (WAITING and
 * OFFERED, 1 first) and null once the family left it; an enquiry has at most one live place (the partial unique
 * index). The child's and parent's names and contacts are kept as they were when the family joined.
 * `offerTokenHash` is the SHA-256 of the offer link's token sent to the family.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    academicYearId: integer()
      .notNull()
      .references(() => academicYears.id),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    enquiryId: integer().notNull(),
    enquiryCode: text().notNull(),
    childName: text().notNull(),
    parentName: text().notNull(),
    mobile: text().notNull(),
    email: text(),
    wishedStart: date({ mode: 'string' }).notNull(),
    status: text().$type<EntryStatus>().notNull().default('WAITING'),
    position: integer(),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    offeredAt: timestamp({ withTimezone: true }),
    offerExpiresAt: timestamp({ withTimezone: true }),
    offerTokenHash: text().unique(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [
    uniqueIndex('waitlist_entries_live_enquiry_uq')
      .on(t.enquiryId)
      .where(sql`status in ('WAITING', 'OFFERED', 'ACCEPTED')`),
    index('waitlist_entries_queue_idx').on(t.franchiseeId, t.academicYearId, t.classId, t.status, t.position),
    index('waitlist_entries_expiry_idx').on(t.status, t.offerExpiresAt),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: waitlistEntries,
  label: 'Families waiting for a seat',
  whose: ['enquirer', 'child'],
  categories: ['contact'],
  audience: 'the counsellor, the centre’s head and office staff, head office',
  retention: 'as enquiries: 1 year after the last contact (head office sets it)',
  purposes: ['To offer a seat to the families waiting, in turn'],
});

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: waitlistSettings,
  readBy: { offerHours: 'modules/waitlist/server/seats.service.ts' },
});
