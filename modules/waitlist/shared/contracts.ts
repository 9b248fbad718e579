/**
 * The waitlist as contracts: a centre's seats per class and section, each class's queue of enquiries, and the
 * offers made as seats free.
 */
import { calendarDay, defineEndpoint, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { ENTRY_STATUSES, WAITLIST_MODULES as M } from './constants.ts';
import { capacityInput, centreYearQuery, classWaitlistQuery, joinWaitlistInput, offerTokenParams } from './inputs.ts';

const tags = ['Waitlist'];
const byId = z.object({ id: recordId });

/** A class's seats for the year: declared, taken by admissions, held by offers, and who waits. */
export const classSeats = z.object({
  classId: z.number(),
  className: z.string(),
  /** Seats declared over the class's sections; null when none are declared (the class takes anyone). */
  seats: z.number().nullable(),
  /** Active admissions of the year (the students module's roster count). */
  taken: z.number(),
  /** Open offers and accepted offers still on their way to admission. */
  held: z.number(),
  /** Seats nobody has or holds; 0 when the class is full. */
  free: z.number(),
  waiting: z.number(),
});
export type ClassSeats = z.input<typeof classSeats>;

export const seatsAnswer = z.object({
  franchiseeId: z.number(),
  academicYearId: z.number(),
  classes: z.array(classSeats),
});

/** A family's place on a class's waitlist. */
export const waitlistEntry = z.object({
  id: z.number(),
  classId: z.number(),
  enquiryId: z.number(),
  enquiryCode: z.string(),
  childName: z.string(),
  parentName: z.string(),
  mobile: z.string(),
  /** 1 for the next family; null once the family has left the queue (accepted, refused, …). */
  position: z.number().nullable(),
  status: z.enum(ENTRY_STATUSES),
  wishedStart: calendarDay,
  joinedAt: timestamp,
  daysWaiting: z.number(),
  offeredAt: timestamp.nullable(),
  offerExpiresAt: timestamp.nullable(),
});
export type WaitlistEntry = z.input<typeof waitlistEntry>;

export const classWaitlist = defineEndpoint({
  method: 'GET',
  path: '/api/waitlist',
  module: M.WAITLIST,
  tags,
  summary: 'A class’s waitlist for the year: the queue by position, open offers and accepted families',
  query: classWaitlistQuery,
  response: z.object({ seats: classSeats, entries: z.array(waitlistEntry) }),
});

export const seats = defineEndpoint({
  method: 'GET',
  path: '/api/waitlist/seats',
  module: M.WAITLIST,
  tags,
  summary: 'Each class’s seats for the year: declared, taken, held by offers, free, and families waiting',
  query: centreYearQuery,
  response: seatsAnswer,
});

export const joinWaitlist = defineEndpoint({
  method: 'POST',
  path: '/api/waitlist',
  module: M.WAITLIST,
  tags,
  summary: 'Adds an enquiry to its class’s waitlist (only when the class is full or families already wait)',
  body: joinWaitlistInput,
  response: waitlistEntry,
  status: 201,
});

export const offerSeat = defineEndpoint({
  method: 'POST',
  path: '/api/waitlist/:id/offer',
  module: M.WAITLIST,
  tags,
  summary: 'Offers a free seat to the first waiting family (the message goes out with the offer’s expiry)',
  params: byId,
  response: waitlistEntry,
});

export const withdrawEntry = defineEndpoint({
  method: 'POST',
  path: '/api/waitlist/:id/withdraw',
  module: M.WAITLIST,
  tags,
  summary: 'Takes a family off the waitlist; the families behind move up (an open offer passes on)',
  params: byId,
  response: waitlistEntry,
});

export const acceptOffer = defineEndpoint({
  method: 'POST',
  path: '/api/waitlist/:id/accept',
  module: M.WAITLIST,
  tags,
  summary: 'The family took the seat: opens the enquiry’s admission flow (its next form)',
  params: byId,
  response: z.object({
    entry: waitlistEntry,
    /** The enquiry's form opened for the family: application, then registration, then admission. */
    form: z.object({ formType: z.string(), refId: z.string() }),
  }),
});

export const refuseOffer = defineEndpoint({
  method: 'POST',
  path: '/api/waitlist/:id/refuse',
  module: M.WAITLIST,
  tags,
  summary: 'The family declined the seat: the offer passes to the next family',
  params: byId,
  response: waitlistEntry,
});

export const offerFreeSeats = defineEndpoint({
  method: 'POST',
  path: '/api/waitlist/offers/run',
  module: M.WAITLIST,
  tags,
  summary: 'Looks for freed seats (a child left, seats added) and expired offers now, and passes them on',
  body: z.strictObject({ franchiseeID: recordId.optional(), academicYearID: recordId.optional() }),
  response: z.object({ offered: z.number(), expired: z.number() }),
});

/** A section's seats for the year; null when the centre has not declared them. */
export const sectionCapacity = z.object({
  sectionId: z.number(),
  classId: z.number(),
  className: z.string(),
  sectionName: z.string(),
  seats: z.number().nullable(),
});

export const capacityAnswer = z.object({
  franchiseeId: z.number(),
  academicYearId: z.number(),
  offerHours: z.number(),
  sections: z.array(sectionCapacity),
});

export const capacity = defineEndpoint({
  method: 'GET',
  path: '/api/waitlist/capacity',
  module: M.CAPACITY,
  tags,
  summary: 'The seats of each section of the centre for the year, and how long an offer stays open',
  query: centreYearQuery,
  response: capacityAnswer,
});

export const saveCapacity = defineEndpoint({
  method: 'PUT',
  path: '/api/waitlist/capacity',
  module: M.CAPACITY,
  tags,
  summary: 'Declares the seats of the sections for the year and the offers’ hours; freed seats are offered',
  body: capacityInput,
  response: capacityAnswer,
});

// ---- the family's link ----

/** What the family's link shows: whose seat, in which class and centre, and until when. */
export const familyOffer = z.object({
  childName: z.string(),
  className: z.string(),
  centreName: z.string(),
  status: z.enum(ENTRY_STATUSES),
  offerExpiresAt: timestamp.nullable(),
});
export type FamilyOffer = z.input<typeof familyOffer>;

export const publicOffer = defineEndpoint({
  method: 'GET',
  path: '/api/public/waitlist/offer/:token',
  public: true,
  tags,
  summary: 'The offer behind the family’s link (the link’s token is its only key)',
  params: offerTokenParams,
  response: familyOffer,
});

export const publicAnswer = defineEndpoint({
  method: 'POST',
  path: '/api/public/waitlist/offer/:token/:answer',
  public: true,
  tags,
  summary: 'The family takes the seat (its admission forms open) or declines it (the next family is offered)',
  params: offerTokenParams.extend({ answer: z.enum(['accept', 'decline']) }),
  response: familyOffer,
});
