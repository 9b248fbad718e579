import { id, stamps } from '@portal/db';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { declarePlatformData } from '@portal/kit';

// ---- services ----

export const serviceCategories = pgTable('service_categories', {
  id: id(),
  name: text().notNull().unique(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

export const services = pgTable('services', {
  id: id(),
  name: text().notNull().unique(),
  serviceType: text().notNull(),
  categoryId: integer().references(() => serviceCategories.id),
  description: text(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A service enquiry assigned to a student: the service, and the plan billed through the fee engine. */
export const serviceAssignments = pgTable(
  'service_assignments',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    enquiryId: integer(),
    studentAdmissionId: integer().notNull(),
    studentName: text().notNull(),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    feePlanId: integer().notNull(),
    studentFeePlanId: integer(),
    referenceId: text(),
    ...stamps,
  },
  (t) => [uniqueIndex('service_assignments_admission_service_key').on(t.studentAdmissionId, t.serviceId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: serviceAssignments,
  label: 'Services (a day-care, a bus) a child or enquirer takes',
  whose: ['child', 'enquirer'],
  categories: ['money'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To charge and give the services a family chose'],
});
