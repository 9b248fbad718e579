import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import {
  anonymousContext,
  audit,
  defineDailySweep,
  defineJob,
  enqueue,
  everyFranchiseeContext,
  franchiseeFence,
  inTransaction,
  queueMessage,
  type RequestContext,
} from '@portal/kit';
import { DEFAULT_LANGUAGE, type Language } from '@portal/core';
import { admittedEnquiries } from '@portal/mod-students/server';
import { textOne } from '@portal/mod-notifications/server';
import { languageOfAddress } from '@portal/mod-users/server';
import { dateTimeInIndia, HOUR_MS, now } from './clock.ts';
import type { CentreYear } from './centre.service.ts';
import { publishQueue } from './live.ts';
import { seatOfferMessage } from './messages.ts';
import { keyOf, leaveQueue, lockClass, queueOf, type ClassKey, type Entry } from './queue.service.ts';
import { centreSeats, offerHoursOf } from './seats.service.ts';
import { waitlistCapacities, waitlistEntries } from './schema.ts';
import { waitlistEntryShape } from '../shared/resources.ts';

export const OFFER_JOB = 'waitlist.offers';

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link of an offer's message: the family's page to take or decline the seat, in the message's language. */
export function offerLink(token: string, language: Language = DEFAULT_LANGUAGE): string {
  const page = `${process.env.PUBLIC_URL?.replace(/\/$/, '') ?? ''}/seat-offer/${token}`;
  return language === DEFAULT_LANGUAGE ? page : `${page}?lang=${language}`;
}

/**
 * An offer was made: the one place that tells the world. The family gets an SMS (and an email when the enquiry
 * has one) with the link and the expiry, in the language they chose on their portal account (English for a family
 * without one), the audit log records it, and a run of the offer job is queued for the moment it expires; the
 * centre's open waitlist screens refresh.
 */
async function offerMade(ctx: RequestContext, entry: Entry, token: string, className: string): Promise<void> {
  const language = (await languageOfAddress(ctx, entry)) ?? DEFAULT_LANGUAGE;
  const values = {
    child: entry.childName,
    className,
    expires: dateTimeInIndia(entry.offerExpiresAt!),
    link: offerLink(token, language),
  };
  const body = seatOfferMessage(language, 'body', values);
  await publishQueue(ctx, entry);
  await textOne(
    ctx.db,
    { id: null, mobile: entry.mobile, language },
    {
      template: 'SEAT_OFFER',
      params: [values.child, values.className, values.expires, values.link],
      text: body,
      franchiseeId: entry.franchiseeId,
    },
  );
  if (entry.email)
    await queueMessage(ctx.db, {
      channel: 'email',
      to: entry.email,
      subject: seatOfferMessage(language, 'subject', values),
      body,
    });
  await audit(ctx, {
    resource: waitlistEntryShape,
    recordId: entry.id,
    action: 'offer',
    franchiseeId: entry.franchiseeId,
    changes: { status: ['WAITING', 'OFFERED'], offerExpiresAt: entry.offerExpiresAt?.toISOString() },
  });
  await enqueue(
    ctx.db,
    OFFER_JOB,
    { ...keyOf(entry) },
    { runAt: entry.offerExpiresAt!, franchiseeId: entry.franchiseeId },
  );
}

/** Opens an offer for a waiting family (under the class's lock); null when it is no longer waiting. */
export async function makeOffer(ctx: RequestContext, entry: Entry, className: string): Promise<Entry | null> {
  const at = now();
  const hours = await offerHoursOf(ctx, entry.franchiseeId);
  const token = randomBytes(24).toString('base64url');
  const [offered] = await ctx.db
    .update(waitlistEntries)
    .set({
      status: 'OFFERED',
      offeredAt: at,
      offerExpiresAt: new Date(at.getTime() + hours * HOUR_MS),
      offerTokenHash: tokenHash(token),
      updatedAt: at,
    })
    .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'WAITING')))
    .returning();
  if (offered) await offerMade(ctx, offered, token, className);
  return offered ?? null;
}

/** The class's seats now (inside the caller's transaction). */
export async function seatsOfClass(ctx: RequestContext, key: ClassKey) {
  const classes = await centreSeats(ctx, key);
  return classes.find((c) => c.classId === key.classId);
}

/**
 * Brings a class's waitlist up to date, under its lock: offers past their expiry leave the queue, accepted
 * families whose child is admitted are settled, and each free seat is offered to the first waiting family.
 * Because every step runs under the class's lock and reads the queue afresh, two runs at once (two nodes, the
 * job and a counsellor) make each offer once and skip nobody.
 */
export async function passOnOffers(ctx: RequestContext, key: ClassKey): Promise<{ offered: number; expired: number }> {
  const at = now();
  let expired = 0;
  let offered = 0;
  if (!(await lockClass(ctx, key))) return { offered, expired };
  for (const entry of await queueOf(ctx, key)) {
    if (entry.status === 'OFFERED' && entry.offerExpiresAt && entry.offerExpiresAt <= at) {
      await leaveQueue({ ...ctx, user: null }, entry, 'EXPIRED', at);
      await audit(ctx, {
        resource: waitlistEntryShape,
        recordId: entry.id,
        action: 'expire',
        franchiseeId: entry.franchiseeId,
        changes: { status: ['OFFERED', 'EXPIRED'] },
      });
      expired++;
    }
  }
  await settleAdmitted(ctx, key);
  const seats = await seatsOfClass(ctx, key);
  if (!seats) return { offered, expired };
  const waiting = (await queueOf(ctx, key)).filter((e) => e.status === 'WAITING');
  for (const entry of waiting.slice(0, seats.free)) if (await makeOffer(ctx, entry, seats.className)) offered++;
  return { offered, expired };
}

/** Accepted families whose child is now admitted: their seat is counted in the roster from here on. */
async function settleAdmitted(ctx: RequestContext, key: ClassKey): Promise<void> {
  const accepted = await ctx.db
    .select({ id: waitlistEntries.id, enquiryId: waitlistEntries.enquiryId })
    .from(waitlistEntries)
    .where(
      and(
        franchiseeFence(ctx, waitlistEntries.franchiseeId, key.franchiseeId),
        eq(waitlistEntries.academicYearId, key.academicYearId),
        eq(waitlistEntries.classId, key.classId),
        eq(waitlistEntries.status, 'ACCEPTED'),
      ),
    );
  const admitted = await admittedEnquiries(ctx, {
    academicYearId: key.academicYearId,
    enquiryIds: accepted.map((a) => a.enquiryId),
  });
  const ids = accepted.filter((a) => admitted.has(a.enquiryId)).map((a) => a.id);
  if (ids.length)
    await ctx.db
      .update(waitlistEntries)
      .set({ status: 'ADMITTED', updatedAt: now() })
      .where(inArray(waitlistEntries.id, ids));
}

/** One class brought up to date in its own transaction. */
export function passOnOffersNow(ctx: RequestContext, key: ClassKey) {
  return inTransaction(ctx, (tx) => passOnOffers(tx, key));
}

/** The classes with declared seats inside the context's fence, optionally of one centre's year. */
async function classesWithSeats(ctx: RequestContext, where?: CentreYear): Promise<ClassKey[]> {
  return ctx.db
    .selectDistinct({
      franchiseeId: waitlistCapacities.franchiseeId,
      academicYearId: waitlistCapacities.academicYearId,
      classId: waitlistCapacities.classId,
    })
    .from(waitlistCapacities)
    .where(
      and(
        franchiseeFence(ctx, waitlistCapacities.franchiseeId, where?.franchiseeId),
        where ? eq(waitlistCapacities.academicYearId, where.academicYearId) : undefined,
      ),
    )
    .orderBy(
      asc(waitlistCapacities.franchiseeId),
      asc(waitlistCapacities.academicYearId),
      asc(waitlistCapacities.classId),
    );
}

/** Every class of a centre's year brought up to date (inside the caller's transaction). */
export async function offerFreeSeatsOfCentre(ctx: RequestContext, where: CentreYear) {
  const total = { offered: 0, expired: 0 };
  for (const key of await classesWithSeats(ctx, where)) {
    const r = await passOnOffers(ctx, key);
    total.offered += r.offered;
    total.expired += r.expired;
  }
  return total;
}

/** Every class of every centre in the fence, each in its own transaction (the daily sweep). */
export async function offerFreeSeatsEverywhere(ctx: RequestContext): Promise<number> {
  let offered = 0;
  for (const key of await classesWithSeats(ctx)) offered += (await passOnOffersNow(ctx, key)).offered;
  return offered;
}

/** Offers of classes whose open offers have expired by now, found without walking every class. */
async function classesWithExpiredOffers(ctx: RequestContext): Promise<ClassKey[]> {
  return ctx.db
    .selectDistinct({
      franchiseeId: waitlistEntries.franchiseeId,
      academicYearId: waitlistEntries.academicYearId,
      classId: waitlistEntries.classId,
    })
    .from(waitlistEntries)
    .where(
      and(
        franchiseeFence(ctx, waitlistEntries.franchiseeId),
        eq(waitlistEntries.status, 'OFFERED'),
        lte(waitlistEntries.offerExpiresAt, now()),
      ),
    );
}

/**
 * The offer job, queued for the moment each offer expires: brings that class up to date (the expired offer
 * passes on), and any other class whose offers expired meanwhile.
 */
export const offerJob = defineJob<Partial<ClassKey>>({
  name: OFFER_JOB,
  // Run twice? No: it sends offers to families.
  mayRunTwice: false,
  async handler({ db, payload, log }) {
    const ctx = everyFranchiseeContext(anonymousContext(db));
    const keys = await classesWithExpiredOffers(ctx);
    const { franchiseeId, academicYearId, classId } = payload;
    if (franchiseeId && academicYearId && classId) keys.push({ franchiseeId, academicYearId, classId });
    const total = { offered: 0, expired: 0 };
    for (const key of keys) {
      const r = await passOnOffersNow(ctx, key);
      total.offered += r.offered;
      total.expired += r.expired;
    }
    if (total.offered || total.expired) log.info(`Made ${total.offered} offer(s); ${total.expired} expired`);
    return total;
  },
});

/** Every morning: seats freed by children who left (the roster shrank) go to the families waiting. */
export const dailyOfferSweep = defineDailySweep({
  name: 'waitlist.daily-offers',
  // Run twice? No: it sends offers to families.
  mayRunTwice: false,
  at: '07:00',
  what: 'waitlist offer(s)',
  sweep: offerFreeSeatsEverywhere,
});
