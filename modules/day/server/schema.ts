import { id, paise, stamps } from '@portal/db';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { classes, franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData, declareSettings } from '@portal/kit';

/**
 * An adult the parents allow to collect their child, approved by the centre. `studentAdmissionId` names the
 * child's admission (the students module's record; read through its services).
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
    ...stamps,
  },
  (t) => [index('day_pickups_child_idx').on(t.studentAdmissionId, t.status)],
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
    kind: text().notNull(),
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
    kind: text().notNull(),
    // Written as the form sends it (ISO text), like every date-time field of a resource.
    occurredAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    place: text().notNull(),
    whatHappened: text().notNull(),
    firstAid: text(),
    staffPresent: text().notNull(),
    photoFileId: text(),
    serious: boolean().notNull().default(false),
    status: text().notNull().default('DRAFT'),
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

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: dayLatePickupSettings,
  readBy: {
    closingTime: ['modules/day/server/late-pickup/fees.service.ts', 'modules/day/shared/late-pickup.ts'],
    graceMinutes: ['modules/day/server/late-pickup/fees.service.ts', 'modules/day/shared/late-pickup.ts'],
    intervalMinutes: ['modules/day/server/late-pickup/fees.service.ts', 'modules/day/shared/late-pickup.ts'],
    feePaise: ['modules/day/server/late-pickup/fees.service.ts', 'modules/day/shared/late-pickup.ts'],
    feeHeadId: 'modules/day/server/late-pickup/fees.service.ts',
  },
});
declareSettings({
  table: dayRatios,
  readBy: { childrenPerStaff: 'modules/day/server/ratios/board.service.ts' },
  notSettings: { classCategory: 'the kind of class a ratio is for' },
});
