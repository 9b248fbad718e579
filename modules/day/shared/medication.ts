/**
 * Medication: medicine a parent authorises for their own child, approved by the centre's heads, and each dose a
 * teacher gives under it, only within an hour of one of its times on a day it covers.
 */
import { z } from 'zod';
import { calendarDay, defineEndpoint, recordId, timestamp } from '@portal/core';
import { DAY_MODULES as M } from './constants.ts';

/** The care event kind of a dose given: on the child's timeline, never logged by hand. */
export const MEDICATION_GIVEN = 'MEDICATION_GIVEN' as const;
export const MEDICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** A dose may be given this long before or after one of the authorised times. */
export const DOSE_WINDOW_MINUTES = 60;

/** "09:00 AM, 01:30 PM": the times of day, as people read them. */
export const TIMES_PATTERN = '^(0[1-9]|1[0-2]):[0-5]\\d (AM|PM)(, ?(0[1-9]|1[0-2]):[0-5]\\d (AM|PM))*$';
export const TIMES_MESSAGE = 'Enter the times as hh:mm AM/PM, separated by commas (09:00 AM, 01:30 PM)';

/** The authorised times, each as minutes after midnight. */
export function timesOfDay(times: string): { slot: string; minutes: number }[] {
  return times
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((slot) => {
      const [, hh, mm, half] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(slot) ?? [];
      return { slot, minutes: ((Number(hh) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(mm) };
    });
}

export const MEDICATION_MESSAGES = {
  toBeforeFrom: 'The last day cannot be before the first day',
  notApproved: (medicine: string) => `${medicine} is not approved by the centre yet: no dose may be given.`,
  notToday: (medicine: string, from: string, to: string) =>
    `${medicine} is authorised from ${from} to ${to}, not today: the dose is not given.`,
  notNow: (medicine: string, times: string) =>
    `${medicine} is authorised at ${times} (within ${DOSE_WINDOW_MINUTES} minutes): not now.`,
  alreadyGiven: (medicine: string, slot: string) => `The ${slot} dose of ${medicine} was already given today.`,
  changedNeedsApproval: 'A changed authorisation waits for the centre’s approval again',
} as const;

const tags = ['Day'];

export const giveDoseInput = z.strictObject({ medicationId: recordId });

/** A dose given: what, how much, for which authorised time and when. */
export const doseGiven = z.object({
  id: z.number(),
  medicationId: z.number(),
  studentAdmissionId: z.number(),
  medicine: z.string(),
  dose: z.string(),
  slot: z.string(),
  at: timestamp,
});

export const giveDose = defineEndpoint({
  method: 'POST',
  path: '/api/day/medication/doses',
  module: M.CARE,
  tags,
  summary: 'Gives a dose under an approved authorisation covering today, within an hour of one of its times',
  body: giveDoseInput,
  response: doseGiven,
  status: 201,
});

/** An approved authorisation covering today, with the doses given so far. */
export const todaysMedication = z.object({
  id: z.number(),
  studentAdmissionId: z.number(),
  child: z.string(),
  className: z.string(),
  medicine: z.string(),
  dose: z.string(),
  times: z.string(),
  notes: z.string().nullable(),
  given: z.array(z.object({ slot: z.string(), at: timestamp, givenBy: z.string().nullable() })),
});
export type TodaysMedication = z.input<typeof todaysMedication>;

export const medicationToday = defineEndpoint({
  method: 'GET',
  path: '/api/day/medication/today',
  module: M.ROSTER,
  tags,
  summary: 'Today’s approved medication of the children the user reaches, with the doses given',
  response: z.object({ day: calendarDay, medication: z.array(todaysMedication) }),
});
