import { id, stamps } from '@portal/db';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData } from '@portal/kit';
import type { CareEventKind } from '../../shared/care.ts';
import type { IncidentKind, IncidentStatus } from '../../shared/incidents.ts';

/**
 * What a teacher notes of a child's day: meals and portions, naps, bottles, the toilet, mood, activities and
 * notes. Only the kind's own details are set (`shared/care.ts`); `text` holds an activity or a note.
 */
export const dayCareEvents = pgTable(
  'day_care_events',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    kind: text().$type<CareEventKind>().notNull(),
    meal: text(),
    portion: text(),
    ml: integer(),
    toilet: text(),
    mood: text(),
    /** A photo or a short video (PHOTO): a file of the file store, read by whoever may read the child's day. */
    fileId: text(),
    text: text(),
    recordedBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [
    index('day_care_events_child_day_idx').on(t.studentAdmissionId, t.day, t.at),
    index('day_care_events_file_idx').on(t.fileId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: dayCareEvents,
  label: 'A child’s meals, naps, nappies, moods and care photos',
  whose: ['child'],
  categories: ['health', 'photo/video'],
  audience: 'the child’s parents and class teachers, the centre’s head and office staff, head office',
  retention: 'while the child is enrolled, then 1 year (head office sets it)',
  purposes: ['To tell parents about their child’s day'],
});

// ---- safety: medication authorisations and incident reports ----

/**
 * Medicine a parent authorises the centre to give their child: what, how much, at which times of day
 * (hh:mm AM/PM, comma-separated) and between which days; the centre's heads approve it before any dose.
 */
export const dayMedications = pgTable(
  'day_medications',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    medicine: text().notNull(),
    dose: text().notNull(),
    times: text().notNull(),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    notes: text(),
    prescriptionFileId: text(),
    status: text().notNull().default('PENDING'),
    remark: text(),
    decidedBy: integer().references(() => adminUsers.id),
    decidedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [index('day_medications_child_idx').on(t.studentAdmissionId, t.status)],
);

/** A dose given under an authorisation: one per authorised time a day, with the care event the parent reads. */
export const dayMedicationDoses = pgTable(
  'day_medication_doses',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    medicationId: integer()
      .notNull()
      .references(() => dayMedications.id),
    studentAdmissionId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    slot: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    careEventId: integer()
      .notNull()
      .references(() => dayCareEvents.id),
    givenBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [uniqueIndex('day_medication_doses_slot_uq').on(t.medicationId, t.day, t.slot)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: dayMedicationDoses,
  label: 'Doses of medicine given to a child',
  whose: ['child', 'staff member'],
  categories: ['health'],
  audience: 'the child’s parents and class teachers, the centre’s head and office staff, head office',
  retention: 'while the child is enrolled, then 1 year (head office sets it)',
  purposes: ['To give a child the medicine the parents asked for, and show them it was given'],
});

/**
 * An incident at the centre (an injury, an illness, behaviour, …): reported as a draft, sent to the child's
 * parents by the centre's head, acknowledged by a parent. `classId` is the child's class when reported, so a
 * teacher reaches the incidents of the classes they teach.
 */
export const dayIncidents = pgTable(
  'day_incidents',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    classId: integer().notNull(),
    kind: text().$type<IncidentKind>().notNull(),
    // Written as the form sends it (ISO text), like every date-time field of a resource.
    occurredAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    place: text().notNull(),
    whatHappened: text().notNull(),
    firstAid: text(),
    staffPresent: text().notNull(),
    photoFileId: text(),
    serious: boolean().notNull().default(false),
    status: text().$type<IncidentStatus>().notNull().default('DRAFT'),
    reportedBy: integer().references(() => adminUsers.id),
    sentBy: integer().references(() => adminUsers.id),
    sentAt: timestamp({ withTimezone: true }),
    acknowledgedBy: integer().references(() => adminUsers.id),
    acknowledgedName: text(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('day_incidents_child_idx').on(t.studentAdmissionId, t.status),
    index('day_incidents_centre_idx').on(t.franchiseeId, t.occurredAt),
  ],
);

/**
 * A child-protection concern (POCSO), apart from the incident reports teachers and parents read: only the centre's
 * heads and head office's safeguarding staff reach it.
 */
export const dayConcerns = pgTable(
  'day_child_protection_concerns',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    occurredAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    whatHappened: text().notNull(),
    namedStaffId: integer(),
    reportedToPoliceAt: timestamp({ withTimezone: true, mode: 'string' }),
    policeReference: text(),
    reportedByName: text(),
    parentsInformedAt: timestamp({ withTimezone: true, mode: 'string' }),
    staffSuspendedAt: timestamp({ withTimezone: true, mode: 'string' }),
    status: text().notNull().default('OPEN'),
    raisedBy: integer().references(() => adminUsers.id),
    closedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [index('day_concerns_centre_idx').on(t.franchiseeId, t.status)],
);
