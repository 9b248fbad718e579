/**
 * The centre's day as contracts: the door kiosk (QR code and PIN pad), the parent's check-in, the class roster
 * with check-in and check-out, and the centre's list of the day.
 */
import { calendarDay, commandRef, defineEndpoint, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { LOG_TYPES } from '@portal/mod-transport/shared';
import { DAY_MODULES as M } from './constants.ts';
import { CARE_KINDS, careEventInput, classCareEventInput } from './care.ts';
import { MEDICATION_GIVEN } from './medication.ts';
import { lateFeeRow } from './late-pickup.ts';
import { checkOutInput, kioskPinInput, redeemKioskInput, rosterCheckInInput, setPinInput } from './inputs.ts';

const tags = ['Day'];
const centreQuery = z.object({ franchiseeID: recordId.optional() });

/** A child's day: when they came, how, and who collected them. */
export const dayRow = z.object({
  studentAdmissionId: z.number(),
  name: z.string(),
  className: z.string(),
  sectionName: z.string().nullable(),
  /** The day the child's admission starts, when that is after the day shown: the child is not expected in yet. */
  startsOn: calendarDay.nullable(),
  inAt: timestamp.nullable(),
  inMethod: z.string().nullable(),
  outAt: timestamp.nullable(),
  collectedBy: z.string().nullable(),
  /** The day's late-pickup fee, once a late check-out billed it. */
  lateFee: lateFeeRow.nullable(),
});
export type DayRow = z.input<typeof dayRow>;

/** The answer of a one-time pickup's code: shown to the parent once. */
export const issuedCode = z.object({ id: z.number(), code: z.string() });

/** A one-time pickup's code, shown once to the parent who gives it to the collector. */
export const issuePickupCode = commandRef('/api/day-one-time-pickups/:id/issue-code', undefined, issuedCode);

export const checkedIn = z.object({ day: calendarDay, children: z.array(dayRow) });

// ---- the door kiosk ----

export const kioskCode = defineEndpoint({
  method: 'GET',
  path: '/api/day/kiosk/code',
  module: M.KIOSK,
  tags,
  summary: 'The kiosk’s QR code: a signed code good for 30 seconds and one check-in (the same until then)',
  query: centreQuery,
  response: z.object({
    centre: z.string(),
    token: z.string(),
    expiresAt: timestamp,
    /** How long the code has left, in seconds. */
    seconds: z.number(),
  }),
});

export const kioskPin = defineEndpoint({
  method: 'POST',
  path: '/api/day/kiosk/pin',
  module: M.KIOSK,
  tags,
  changesAccess: false,
  summary: 'The kiosk’s PIN pad: a parent’s mobile and family PIN check their child in (5 wrong → locked 15 min)',
  body: kioskPinInput,
  response: checkedIn,
});

// ---- the parent ----

export const redeemKioskCode = defineEndpoint({
  method: 'POST',
  path: '/api/day/check-in',
  module: M.CHECK_IN,
  tags,
  changesAccess: false,
  summary: 'A parent’s phone opened the kiosk’s QR code: checks in the parent’s child at that centre',
  body: redeemKioskInput,
  response: checkedIn,
});

export const myDay = defineEndpoint({
  method: 'GET',
  path: '/api/day/my-children',
  module: M.CHECK_IN,
  tags,
  summary: 'The parent’s child today, and whether the family PIN is set',
  response: z.object({ day: calendarDay, children: z.array(dayRow), pinSet: z.boolean() }),
});

export const setPin = defineEndpoint({
  method: 'PUT',
  path: '/api/day/pin',
  module: M.CHECK_IN,
  tags,
  summary: 'Sets the family PIN for the kiosk’s PIN pad',
  body: setPinInput,
  response: z.object({ pinSet: z.boolean() }),
});

// ---- the class roster ----

export const roster = defineEndpoint({
  classroom: true,
  method: 'GET',
  path: '/api/day/roster',
  module: M.ROSTER,
  tags,
  summary: 'Today’s class: the classes the user teaches (every class for the centre’s heads) and its children',
  query: z.object({ classId: recordId.optional(), franchiseeID: recordId.optional() }),
  response: z.object({
    day: calendarDay,
    classes: z.array(z.object({ id: z.number(), name: z.string() })),
    classId: z.number().nullable(),
    rows: z.array(dayRow),
  }),
});

export const rosterCheckIn = defineEndpoint({
  classroom: true,
  method: 'POST',
  path: '/api/day/roster/check-in',
  module: M.ROSTER,
  tags,
  changesAccess: false,
  summary: 'Checks a child of the class in (marks them present)',
  body: rosterCheckInInput,
  response: dayRow,
});

export const pickupChoice = z.object({
  id: z.number(),
  name: z.string(),
  relation: z.string(),
  mobile: z.string(),
  photoFileId: z.string(),
  status: z.string(),
});
export const oneTimeChoice = z.object({
  id: z.number(),
  name: z.string(),
  mobile: z.string(),
  photoFileId: z.string(),
});
export type PickupChoice = z.input<typeof pickupChoice>;
export type OneTimeChoice = z.input<typeof oneTimeChoice>;

export const checkOutChoices = defineEndpoint({
  classroom: true,
  method: 'GET',
  path: '/api/day/check-out/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Check-out' },
  module: M.ROSTER,
  tags,
  summary: 'Who may collect a child: the approved pickups with their photos, and today’s one-time pickups',
  params: z.object({ studentAdmissionId: recordId }),
  response: z.object({
    child: dayRow,
    pickups: z.array(pickupChoice),
    oneTimePickups: z.array(oneTimeChoice),
  }),
});

export const checkOut = defineEndpoint({
  classroom: true,
  method: 'POST',
  path: '/api/day/roster/check-out',
  module: M.ROSTER,
  tags,
  changesAccess: false,
  summary: 'Hands a child to an approved pickup or a one-time pickup with the right code; others are refused',
  body: checkOutInput,
  response: dayRow,
});

// ---- the centre's day ----

export const today = defineEndpoint({
  method: 'GET',
  path: '/api/day/today',
  module: M.TODAY,
  tags,
  summary: 'The centre’s children today: who came, how and when, and who collected them',
  query: centreQuery,
  response: z.object({
    day: calendarDay,
    rows: z.array(
      dayRow.extend({
        /** The child's last bus log of the day, while not yet in: on the way, not missing. */
        bus: z.object({ logType: z.enum(LOG_TYPES), at: timestamp }).nullable(),
      }),
    ),
    totals: z.object({ children: z.number(), in: z.number(), out: z.number() }),
  }),
});

// ---- care events: the child's day ----

/** One entry of a child's day: the arrival, a care event or the departure. */
export const timelineEntry = z.object({
  /** `in` / `out` for the check-in row, `care-<id>` for a care event: unique within the day. */
  key: z.string(),
  at: timestamp,
  kind: z.enum(['CHECK_IN', 'CHECK_OUT', ...CARE_KINDS, MEDICATION_GIVEN]),
  meal: z.string().nullable(),
  portion: z.string().nullable(),
  ml: z.number().nullable(),
  toilet: z.string().nullable(),
  mood: z.string().nullable(),
  /** A photo or a short video (PHOTO), and its type (image/…, video/…). */
  fileId: z.string().nullable(),
  mediaType: z.string().nullable(),
  /** The activity or the note; for an arrival how the child came, for a departure who collected them. */
  text: z.string().nullable(),
  recordedBy: z.string().nullable(),
});
export type TimelineEntry = z.input<typeof timelineEntry>;

export const logCareEvent = defineEndpoint({
  classroom: true,
  method: 'POST',
  path: '/api/day/care-events',
  module: M.CARE,
  tags,
  changesAccess: false,
  summary: 'Logs a care event (a meal, a nap, a bottle, …) for a child of a class the user teaches, checked in today',
  body: careEventInput,
  response: timelineEntry,
  status: 201,
});

export const logClassCareEvent = defineEndpoint({
  classroom: true,
  method: 'POST',
  path: '/api/day/care-events/class',
  module: M.CARE,
  tags,
  changesAccess: false,
  summary: 'Logs one care event for several checked-in children of a class at once: all of them or none',
  body: classCareEventInput,
  response: z.object({ count: z.number() }),
  status: 201,
});

export const childTimeline = defineEndpoint({
  classroom: true,
  method: 'GET',
  path: '/api/day/timeline/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: "Child's day" },
  module: M.CARE,
  tags,
  summary: 'A child’s day in time order: the arrival, the care events and the departure',
  params: z.object({ studentAdmissionId: recordId }),
  response: z.object({
    day: calendarDay,
    child: z.object({ studentAdmissionId: z.number(), name: z.string(), className: z.string() }),
    entries: z.array(timelineEntry),
  }),
});
