/**
 * Child-to-staff ratios: head office's rule per class category, the staff who are in ("I'm in" / "I'm leaving"
 * through the staff module's attendance) and each class's children against its staff.
 */
import { calendarDay, defineEndpoint, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { DAY_MODULES } from './constants.ts';

export const RATIO_MODULES = {
  /** The ratio rules (head office writes them) and the centre's ratio board; head office sees breaches. */
  RATIOS: 'dayRatios',
} as const;

/**
 * How a class stands: OK below the limit; AT_LIMIT (amber) when its children fill the staff's places or leave
 * one free (one more child would reach the limit); BREACH (red) with more children than the places; NO_RULE
 * when head office set no ratio for the class's category.
 */
export const RATIO_STATUSES = ['OK', 'AT_LIMIT', 'BREACH', 'NO_RULE'] as const;
export type RatioStatus = (typeof RATIO_STATUSES)[number];

/** A class at its limit has at most this many free places left. */
export const AT_LIMIT_FREE_PLACES = 1;

/** The status of a class with `children` checked in, `staff` in with them and `perStaff` children each. */
export function ratioStatus(children: number, staff: number, perStaff: number | null): RatioStatus {
  if (perStaff === null) return 'NO_RULE';
  if (children === 0) return 'OK';
  const places = staff * perStaff;
  if (children > places) return 'BREACH';
  return places - children <= AT_LIMIT_FREE_PLACES ? 'AT_LIMIT' : 'OK';
}

/** The words beside the colour, so no one has to tell amber from red. */
export const RATIO_WORDS: Record<RatioStatus, string> = {
  OK: 'Within ratio',
  AT_LIMIT: 'At the limit',
  BREACH: 'Over the ratio',
  NO_RULE: 'No ratio set',
};

export const RATIO_COLOURS: Record<RatioStatus, string> = {
  OK: 'green',
  AT_LIMIT: 'yellow',
  BREACH: 'red',
  NO_RULE: 'gray',
};

export const RATIO_MESSAGES = {
  notTeaching: 'Choose the class you are with today.',
  notYourClass: 'You can only check in with a class you teach.',
  noStaffRecord: 'Your account is not linked to a staff record; ask the centre head to add you.',
} as const;

const tags = ['Day'];

/** One class right now: children in (not yet collected) against staff in, and how that stands. */
export const ratioClass = z.object({
  classId: z.number(),
  className: z.string(),
  classCategory: z.string(),
  /** Children per staff member head office allows; null when no rule is set for the category. */
  childrenPerStaff: z.number().nullable(),
  children: z.number(),
  staff: z.number(),
  staffNames: z.array(z.string()),
  /** Children the staff in may still take before the limit; negative when over it. */
  placesLeft: z.number().nullable(),
  status: z.enum(RATIO_STATUSES),
});
export type RatioClass = z.input<typeof ratioClass>;

/** A staff member of the centre today: in or not, since when and with which class. */
export const staffToday = z.object({
  staffId: z.number(),
  name: z.string(),
  /** hh:mm A */
  inTime: z.string().nullable(),
  outTime: z.string().nullable(),
  present: z.boolean(),
  classId: z.number().nullable(),
  className: z.string().nullable(),
});

export const ratioBoard = defineEndpoint({
  classroom: true,
  method: 'GET',
  path: '/api/day/ratios',
  module: RATIO_MODULES.RATIOS,
  tags,
  summary: 'Each class of the centre now: children checked in against staff checked in, and the ratio status',
  query: z.object({ franchiseeID: recordId.optional() }),
  response: z.object({
    day: calendarDay,
    franchiseeId: z.number(),
    centre: z.string(),
    classes: z.array(ratioClass),
    staff: z.array(staffToday),
  }),
});

export const ratioBreaches = defineEndpoint({
  method: 'GET',
  path: '/api/day/ratios/breaches',
  module: RATIO_MODULES.RATIOS,
  tags,
  summary: 'The classes over their ratio now, across the centres the user reaches',
  response: z.object({
    day: calendarDay,
    rows: z.array(
      z.object({
        franchiseeId: z.number(),
        centre: z.string(),
        classId: z.number(),
        className: z.string(),
        children: z.number(),
        staff: z.number(),
        childrenPerStaff: z.number(),
        since: timestamp,
      }),
    ),
  }),
});

/** "I'm in" / "I'm leaving": the user themselves, or (the centre's heads) a staff member of the centre. */
export const staffPresenceInput = z.strictObject({
  staffId: recordId.optional(),
  /** The class they are with today; a teacher's own class when left out. */
  classId: recordId.optional(),
});

/** What the roster shows of the signed-in staff member today. */
export const myPresence = z.object({
  day: calendarDay,
  staffId: z.number().nullable(),
  inTime: z.string().nullable(),
  outTime: z.string().nullable(),
  present: z.boolean(),
  classId: z.number().nullable(),
  className: z.string().nullable(),
});

export const myStaffPresence = defineEndpoint({
  classroom: true,
  method: 'GET',
  path: '/api/day/staff/me',
  module: DAY_MODULES.ROSTER,
  tags,
  summary: 'The signed-in staff member today: in or not, since when and with which class',
  response: myPresence,
});

export const staffCheckIn = defineEndpoint({
  method: 'POST',
  path: '/api/day/staff/check-in',
  module: DAY_MODULES.ROSTER,
  tags,
  summary: '"I’m in": a staff member checks in for today (the staff attendance) with the class they are with',
  body: staffPresenceInput,
  response: myPresence,
});

export const staffCheckOut = defineEndpoint({
  method: 'POST',
  path: '/api/day/staff/check-out',
  module: DAY_MODULES.ROSTER,
  tags,
  summary: '"I’m leaving": a staff member checks out; they no longer count for their class’s ratio',
  body: staffPresenceInput.pick({ staffId: true }),
  response: myPresence,
});
