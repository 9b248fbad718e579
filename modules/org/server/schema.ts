import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    state: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cities_name_state_key').on(t.name, t.state)],
);

export const franchisees = pgTable(
  'franchisees',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('franchisees_city_idx').on(t.cityId)],
);

export const academicYears = pgTable('academic_years', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  academicYear: text().notNull().unique(),
  startDate: date().notNull(),
  endDate: date().notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** PIN codes a centre serves: used to route leads and check delivery. */
export const pincodes = pgTable(
  'pincodes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    franchiseeId: integer()
      .notNull()
      .references(() => franchisees.id),
    pincode: text().notNull(),
    area: text().notNull(),
    cityId: integer().references(() => cities.id),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pincodes_franchisee_pincode_key').on(t.franchiseeId, t.pincode),
    index('pincodes_pincode_idx').on(t.pincode),
  ],
);

/** Classes a centre runs (Playgroup, Nursery…), each in one of the portal's class categories. */
export const classes = pgTable('classes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  classCategory: text().notNull(),
  minAgeMonths: integer().notNull(),
  maxAgeMonths: integer().notNull(),
  sort: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
