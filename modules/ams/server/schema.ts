import { id, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData, declareSettings } from '@portal/kit';

export const amsZones = pgTable('ams_zones', {
  id: id(),
  name: text().notNull().unique(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/**
 * A zonal manager (ZM, mapped to a zone: the spec's zmMappingID) or an academic manager (AM, under a zonal
 * manager: the spec's academicManagerID). One table, so `ams/edit/{id}` names one row whichever it is.
 */
export const amsManagers = pgTable(
  'ams_managers',
  {
    id: id(),
    kind: text().notNull(),
    name: text().notNull(),
    userId: integer().references(() => adminUsers.id),
    mobile: text(),
    zoneId: integer()
      .notNull()
      .references(() => amsZones.id),
    /** An academic manager's zonal manager. */
    reportsToId: integer(),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('ams_managers_zone_idx').on(t.zoneId, t.kind), uniqueIndex('ams_managers_user_uq').on(t.userId)],
);

/** Centre categories (A, B, C…): how many visits a centre of the category gets in a cycle. */
export const amsCentreCategories = pgTable('ams_centre_categories', {
  id: id(),
  name: text().notNull().unique(),
  visitsPerCycle: integer().notNull().default(1),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A centre allocated to an academic manager (ams-center-allocation, allocateCenter). */
export const amsCentreAllocations = pgTable(
  'ams_centre_allocations',
  {
    id: id(),
    franchiseeId: franchiseeRef().unique(),
    managerId: integer()
      .notNull()
      .references(() => amsManagers.id),
    categoryId: integer().references(() => amsCentreCategories.id),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('ams_centre_allocations_manager_idx').on(t.managerId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: amsCentreAllocations,
  label: 'Which area manager looks after a centre',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'head office',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To plan each area manager’s centre visits'],
});

/** An audit cycle and the weight of each kind of audit in its score (cycleConfiguration, weightageModification). */
export const amsCycles = pgTable('ams_cycles', {
  id: id(),
  name: text().notNull().unique(),
  startDate: date().notNull(),
  endDate: date().notNull(),
  centreWeight: integer().notNull().default(50),
  academicWeight: integer().notNull().default(50),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** Days no visit is scheduled (uploadHoliday). */
export const amsHolidays = pgTable('ams_holidays', {
  id: id(),
  holidayDate: date().notNull().unique(),
  name: text().notNull(),
  ...stamps,
});

/** One visit of an academic manager to a centre: PENDING until approved (or rejected). */
export const amsVisits = pgTable(
  'ams_visits',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    managerId: integer()
      .notNull()
      .references(() => amsManagers.id),
    cycleId: integer().references(() => amsCycles.id),
    visitDate: date().notNull(),
    auditType: text().notNull(),
    status: text().notNull().default('PENDING'),
    remark: text(),
    decidedBy: integer().references(() => adminUsers.id),
    decidedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [
    // A manager is in one centre a day: the database holds the line even when two requests race.
    uniqueIndex('ams_visits_manager_day_uq')
      .on(t.managerId, t.visitDate)
      .where(sql`status <> 'REJECTED'`),
    index('ams_visits_franchisee_idx').on(t.franchiseeId, t.visitDate),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: amsVisits,
  label: 'An area manager’s visits to a centre',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the area manager, head office',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To plan and record the visits each centre is owed'],
});

/**
 * The weight of each audit category in its kind of audit's score for a cycle (weightageModification): the
 * categories of one kind of audit add up to 100 %.
 */
export const amsCategoryWeights = pgTable(
  'ams_category_weights',
  {
    id: id(),
    cycleId: integer()
      .notNull()
      .references(() => amsCycles.id),
    /** An audit checklist category, read through the audit module's service (its table is the audit module's). */
    categoryId: integer().notNull(),
    weight: integer().notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex('ams_category_weights_cycle_category_uq').on(t.cycleId, t.categoryId)],
);

/** A centre's first audit (centerFirstAudit): scheduled with an academic manager, then recorded as held. */
export const amsFirstAudits = pgTable('ams_first_audits', {
  id: id(),
  franchiseeId: franchiseeRef().unique(),
  managerId: integer()
    .notNull()
    .references(() => amsManagers.id),
  auditType: text().notNull().default('centre'),
  scheduledOn: date().notNull(),
  status: text().notNull().default('SCHEDULED'),
  heldOn: date(),
  remark: text(),
  recordedBy: integer().references(() => adminUsers.id),
  ...stamps,
});

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: amsFirstAudits,
  label: 'An area manager’s first audits of a centre',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'head office',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To see that a new centre was audited by its manager'],
});

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: amsCategoryWeights,
  readBy: { weight: 'modules/ams/server/weightage.service.ts' },
  notSettings: { cycleId: 'the audit cycle the weights are for', categoryId: 'the category a weight is of' },
});
