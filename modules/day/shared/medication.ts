/**
 * Medication: medicine a parent authorises for their own child, approved by the centre's heads, and each dose a
 * teacher gives under it, only within an hour of one of its times on a day it covers.
 */
import { z } from 'zod';
import {
  calendarDay,
  defineEndpoint,
  formatTime,
  readTimeOfDay,
  recordId,
  timeProblemMessage,
  timestamp,
} from '@portal/core';
import { DAY_MODULES as M } from './constants.ts';

/** The care event kind of a dose given: on the child's timeline, never logged by hand. */
export const MEDICATION_GIVEN = 'MEDICATION_GIVEN' as const;
export const MEDICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** A dose may be given this long before or after one of the authorised times. */
export const DOSE_WINDOW_MINUTES = 60;

/**
 * The times of day a parent gives, separated by commas, as people type them ("9:00 am, 13:30", "09:00 AM, 01:30 PM")
 * to how they are kept and read: "09:00 AM, 01:30 PM", in the order given. A time that is not one (13:30 PM,
 * 25:00), one without AM or PM (9:00) or one given twice is refused with words naming it.
 */
export function readDoseTimes(text: string): { times: string } | { error: string } {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!parts.length) return { error: 'Times of day: give at least one time, like 09:00 AM' };
  const times: string[] = [];
  for (const part of parts) {
    const r = readTimeOfDay(part);
    if (!r || 'problem' in r) return { error: timeProblemMessage('Times of day', part, r?.problem ?? 'notATime') };
    const shown = formatTime(r.time);
    if (times.includes(shown)) return { error: `Times of day: ${shown} is given twice` };
    times.push(shown);
  }
  return { times: times.join(', ') };
}

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

export { doseParts, doseText } from './dose-words.ts';

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
  classroom: true,
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
  classroom: true,
  method: 'GET',
  path: '/api/day/medication/today',
  module: M.ROSTER,
  tags,
  summary: 'Today’s approved medication of the children the user reaches, with the doses given',
  response: z.object({ day: calendarDay, medication: z.array(todaysMedication) }),
});
