import { id, stamps } from '@portal/db';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { classes, franchiseeRef } from '@portal/mod-org/server';
import { declarePlatformData } from '@portal/kit';

// ---- child-to-staff ratios ----

/**
 * The most children one staff member may look after in a class of a category (head office's rule, network-wide):
 * 4 for the parent-toddler groups, 10 for the older ones.
 */
export const dayRatios = pgTable('day_ratios', {
  id: id(),
  classCategory: text().notNull().unique(),
  childrenPerStaff: integer().notNull(),
  ...stamps,
});

/**
 * The class a staff member is with today. Without a row a teacher counts in the class they teach (the first of
 * several); `staffId` names the staff module's record, whose attendance says whether they are in.
 */
export const dayStaffClasses = pgTable(
  'day_staff_classes',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    day: date({ mode: 'string' }).notNull(),
    staffId: integer().notNull(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    ...stamps,
  },
  (t) => [uniqueIndex('day_staff_classes_staff_day_uq').on(t.staffId, t.day)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: dayStaffClasses,
  label: 'Which staff member covers which class on a day',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To keep every class within its staff ratio'],
});

/**
 * A breach episode: a class of a centre over its ratio, from the moment it was seen until it cleared. One open
 * episode per class and day (the partial unique index), so the centre's heads are told once per breach.
 */
export const dayRatioBreaches = pgTable(
  'day_ratio_breaches',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    day: date({ mode: 'string' }).notNull(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    children: integer().notNull(),
    staff: integer().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    clearedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('day_ratio_breaches_open_uq')
      .on(t.franchiseeId, t.classId, t.day)
      .where(sql`${t.clearedAt} is null`),
    index('day_ratio_breaches_day_idx').on(t.day, t.franchiseeId),
  ],
);
