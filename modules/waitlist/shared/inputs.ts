import { z } from 'zod';
import { isoDate, recordId } from '@portal/core';
import { MAX_OFFER_HOURS, MAX_SEATS, MIN_OFFER_HOURS } from './constants.ts';

/** The centre and year a screen is about: the shell's choice unless named. */
export const centreYearQuery = z.object({
  franchiseeID: recordId.optional(),
  academicYearID: recordId.optional(),
});

export const classWaitlistQuery = centreYearQuery.extend({ classId: recordId });

/** An enquiry joining its class's waitlist, with the day the family wishes to start. */
export const joinWaitlistInput = z.strictObject({
  enquiryId: recordId,
  wishedStart: isoDate('Wished start date'),
});

const seats = z
  .number({ error: 'Enter the number of seats' })
  .int({ error: 'Seats must be a whole number' })
  .min(0, { error: 'Seats cannot be negative' })
  .max(MAX_SEATS, { error: `Seats must be at most ${MAX_SEATS}` });

/** The seats of each section for the year, and how long the centre's offers stay open. */
export const capacityInput = z.strictObject({
  franchiseeID: recordId.optional(),
  academicYearID: recordId.optional(),
  offerHours: z
    .number({ error: 'Enter how many hours an offer stays open' })
    .int({ error: 'Hours must be a whole number' })
    .min(MIN_OFFER_HOURS, { error: `An offer stays open at least ${MIN_OFFER_HOURS} hour` })
    .max(MAX_OFFER_HOURS, { error: `An offer stays open at most ${MAX_OFFER_HOURS} hours (two weeks)` }),
  sections: z
    .array(z.strictObject({ sectionId: recordId, seats }), { error: 'List the sections and their seats' })
    .max(200, { error: 'At most 200 sections at once' }),
});

/** A family's word on an offer, given through the link of the offer's message. */
export const offerTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,80}$/, { error: 'This link is not valid' }),
});
