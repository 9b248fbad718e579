import { id, stamps } from '@portal/db';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData } from '@portal/kit';

/**
 * An adult the parents allow to collect their child, approved by the centre. `studentAdmissionId` names the
 * child's admission (the students module's record; read through its services). A promoted child's new admission
 * gets a copy of each one not rejected, naming it in `carriedFromId` (pickup-carry.service.ts).
 */
export const dayPickups = pgTable(
  'day_pickups',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    name: text().notNull(),
    relation: text().notNull(),
    mobile: text().notNull(),
    photoFileId: text().notNull(),
    idReference: text(),
    status: text().notNull().default('PENDING'),
    remark: text(),
    decidedBy: integer().references(() => adminUsers.id),
    decidedAt: timestamp({ withTimezone: true }),
    carriedFromId: integer().references((): AnyPgColumn => dayPickups.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [
    index('day_pickups_child_idx').on(t.studentAdmissionId, t.status),
    // A pickup is carried once, however often the nightly run meets its promotion.
    uniqueIndex('day_pickups_carried_from_uq').on(t.carriedFromId),
  ],
);

/** Someone collecting a child on one day only, with a code the parents hand them (kept as a hash). */
export const dayOneTimePickups = pgTable(
  'day_one_time_pickups',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    name: text().notNull(),
    mobile: text().notNull(),
    photoFileId: text().notNull(),
    codeHash: text(),
    wrongCodes: integer().notNull().default(0),
    status: text().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [index('day_one_time_pickups_child_idx').on(t.studentAdmissionId, t.day)],
);

/** One arrival and departure per child per day. */
export const dayCheckIns = pgTable(
  'day_check_ins',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    inAt: timestamp({ withTimezone: true }).notNull(),
    inMethod: text().notNull(),
    inBy: integer().references(() => adminUsers.id),
    outAt: timestamp({ withTimezone: true }),
    pickupId: integer().references(() => dayPickups.id),
    oneTimePickupId: integer().references(() => dayOneTimePickups.id),
    outBy: integer().references(() => adminUsers.id),
    /** When the evening summary of this day went to the parents (once a day). */
    summarySentAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [
    uniqueIndex('day_check_ins_child_day_uq').on(t.studentAdmissionId, t.day),
    index('day_check_ins_centre_day_idx').on(t.franchiseeId, t.day),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: dayCheckIns,
  label: 'A child’s arrivals and pick-ups, and who collected them',
  whose: ['child', 'pickup person'],
  categories: ['location'],
  audience: 'the child’s parents and class teachers, the centre’s head and office staff, head office',
  retention: 'while the child is enrolled, then 1 year (head office sets it)',
  purposes: ['To know who is in the centre and hand each child only to a person the parents named'],
});

/** A parent's PIN for the kiosk's PIN pad (argon2 hash), for the child linked to the account. */
export const dayFamilyPins = pgTable('day_family_pins', {
  id: id(),
  franchiseeId: franchiseeRef(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => adminUsers.id),
  studentAdmissionId: integer().notNull(),
  pinHash: text().notNull(),
  ...stamps,
});

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: dayFamilyPins,
  label: 'A parent’s PIN for the centre’s kiosk',
  whose: ['guardian'],
  categories: ['contact'],
  audience: 'the parent alone (kept as a hash)',
  retention: 'while the account is open, then 1 year',
  purposes: ['To let a parent check the child in and out at the kiosk'],
});

/** The kiosk's QR codes: each signed code's nonce, good once and only while it is the centre's newest. */
export const dayKioskTokens = pgTable(
  'day_kiosk_tokens',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    nonce: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    usedBy: integer().references(() => adminUsers.id),
    issuedBy: integer().references(() => adminUsers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('day_kiosk_tokens_centre_idx').on(t.franchiseeId, t.id)],
);

/** The installation's key for signing kiosk codes: made once, shared by every server node. */
export const daySecrets = pgTable('day_secrets', {
  id: integer().primaryKey(),
  secret: text().notNull(),
});
