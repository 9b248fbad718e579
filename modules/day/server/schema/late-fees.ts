import { id, paise, stamps } from '@portal/db';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData } from '@portal/kit';

// ---- the late-pickup fee ----

/**
 * A centre's late-pickup rule, set by head office: a child collected after closing plus the grace period is billed
 * the fee for every started interval beyond the grace, on the fee head named (finance's, by id).
 */
export const dayLatePickupSettings = pgTable('day_late_pickup_settings', {
  id: id(),
  franchiseeId: franchiseeRef().unique(),
  /** HH:MM, India time. */
  closingTime: text().notNull(),
  graceMinutes: integer().notNull(),
  intervalMinutes: integer().notNull(),
  feePaise: paise().notNull(),
  feeHeadId: integer().notNull(),
  ...stamps,
});

/** The late-pickup fee of one child's day: billed once through finance's one-off charge, waived by its reversal. */
export const dayLateFees = pgTable(
  'day_late_fees',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    minutesLate: integer().notNull(),
    feePaise: paise().notNull(),
    /** Finance's charge on the child's account. */
    chargeId: integer().notNull(),
    status: text().notNull().default('BILLED'),
    waivedBy: integer().references(() => adminUsers.id),
    waivedAt: timestamp({ withTimezone: true }),
    waiveReason: text(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('day_late_fees_child_day_uq').on(t.studentAdmissionId, t.day),
    index('day_late_fees_centre_day_idx').on(t.franchiseeId, t.day),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: dayLateFees,
  label: 'Late pick-up fees',
  whose: ['child', 'guardian'],
  categories: ['money'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To charge the late pick-up fee the centre publishes'],
});
