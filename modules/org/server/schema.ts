import { id, reference, stamps, type ReferenceOptions } from '@portal/db';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { declarePlatformData } from '@portal/kit';
import type { CentreStatus } from '../shared/status.ts';

export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text().notNull(),
    state: text().notNull(),
    /** The city's short code, the prefix of its centres' codes (BLR: BLR-001, BLR-002). */
    code: text(),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('cities_name_state_key').on(t.name, t.state), uniqueIndex('cities_code_key').on(t.code)],
);

export const franchisees = pgTable(
  'franchisees',
  {
    id: id(),
    code: text().notNull().unique(),
    companyName: text().notNull(),
    ownerName: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    address: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    pincode: text().notNull(),
    gstin: text(),
    agreementDate: date(),
    isCorporate: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    /**
     * Where the centre stands in its franchise: IN_DEVELOPMENT (converted, not open yet), OPEN, SUSPENDED (no new
     * admissions or kit orders) or TERMINATED (its staff cannot sign in; head office keeps its history read-only).
     */
    status: text().$type<CentreStatus>().notNull().default('OPEN'),
    ...stamps,
  },
  (t) => [index('franchisees_city_idx').on(t.cityId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: franchisees,
  label: 'A centre’s owner, address and contacts',
  whose: ['prospective franchisee'],
  categories: ['contact'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'while the centre is in the network, then with its accounts',
  purposes: ['To run the franchise agreement and bill the centre'],
});

/** The centre a row belongs to: most business tables carry one, so they all point at it the same way. */
export function franchiseeRef<O extends ReferenceOptions = object>(options?: O) {
  return reference(() => franchisees.id, options);
}

export const academicYears = pgTable('academic_years', {
  id: id(),
  academicYear: text().notNull().unique(),
  startDate: date().notNull(),
  endDate: date().notNull(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** PIN codes a centre serves: used to route leads and check delivery. */
export const pincodes = pgTable(
  'pincodes',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    pincode: text().notNull(),
    area: text().notNull(),
    cityId: integer().references(() => cities.id),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [
    uniqueIndex('pincodes_franchisee_pincode_key').on(t.franchiseeId, t.pincode),
    index('pincodes_pincode_idx').on(t.pincode),
  ],
);

/** Classes a centre runs (Playgroup, Nursery…), each in one of the portal's class categories. */
export const classes = pgTable('classes', {
  id: id(),
  name: text().notNull().unique(),
  classCategory: text().notNull(),
  minAgeMonths: integer().notNull(),
  maxAgeMonths: integer().notNull(),
  sort: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...stamps,
});
