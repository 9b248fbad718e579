import { and, eq, inArray } from 'drizzle-orm';
import {
  audit,
  badRequest,
  conflict,
  franchiseeFence,
  inTransaction,
  loadRecord,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { enquiryResource, openAdmissionFlow } from '@portal/mod-enquiry/server';
import { isClosedStage, STAGE } from '@portal/mod-enquiry/shared';
import type { z } from 'zod';
import { ENTRY_STATUS_LABELS, WAITLIST_MESSAGES as MSG, type EntryStatus } from '../shared/constants.ts';
import type { joinWaitlistInput } from '../shared/inputs.ts';
import { centreYearOf } from './centre.service.ts';
import { publishQueue } from './live.ts';
import { now } from './clock.ts';
import { makeOffer, offerFreeSeatsOfCentre, passOnOffers, seatsOfClass } from './offers.service.ts';
import {
  entryView,
  keyOf,
  leaveQueue,
  lockClass,
  nextPosition,
  queueOf,
  type ClassKey,
  type Entry,
} from './queue.service.ts';
import { waitlistEntryResource } from './resources.ts';
import { waitlistEntries } from './schema.ts';
import { isKeyOf } from '@portal/core';

type JoinInput = z.output<typeof joinWaitlistInput>;

const statusWord = (s: string) => (isKeyOf(ENTRY_STATUS_LABELS, s) ? ENTRY_STATUS_LABELS[s].toLowerCase() : s);

/** A class's waitlist: its seats, the queue by position, then the accepted families on their way to admission. */
export async function classWaitlist(
  ctx: RequestContext,
  q: { classId: number; franchiseeID?: number; academicYearID?: number },
) {
  const key: ClassKey = { ...(await centreYearOf(ctx, q)), classId: q.classId };
  const seats = await seatsOfClass(ctx, key);
  if (!seats) throw badRequest('The centre has no section of this class.');
  const accepted = await ctx.db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        franchiseeFence(ctx, waitlistEntries.franchiseeId, key.franchiseeId),
        eq(waitlistEntries.academicYearId, key.academicYearId),
        eq(waitlistEntries.classId, key.classId),
        inArray(waitlistEntries.status, ['ACCEPTED']),
      ),
    );
  const at = now();
  return { seats, entries: [...(await queueOf(ctx, key)), ...accepted].map((e) => entryView(e, at)) };
}

/**
 * An enquiry joins its class's waitlist: only when no seat is free in the class for the year, or families are
 * already waiting (first come, first served). It takes the next position.
 */
export async function joinWaitlist(ctx: RequestContext, input: JoinInput) {
  requireUser(ctx);
  const enquiry = await loadRecord(ctx, enquiryResource, input.enquiryId);
  if (enquiry.classId === null) throw badRequest(MSG.noClass);
  if (enquiry.stage === STAGE.ADMISSION_CONFIRMED) throw conflict(MSG.admitted);
  if (isClosedStage(enquiry.stage)) throw conflict(MSG.closedEnquiry(enquiry.stage));
  const key: ClassKey = {
    franchiseeId: enquiry.franchiseeId,
    academicYearId: enquiry.academicYearId,
    classId: enquiry.classId,
  };
  const entry = await inTransaction(ctx, async (tx) => {
    if (!(await lockClass(tx, key))) throw conflict(MSG.noCapacity);
    const [listed] = await tx.db
      .select({ position: waitlistEntries.position })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.enquiryId, enquiry.id),
          inArray(waitlistEntries.status, ['WAITING', 'OFFERED', 'ACCEPTED']),
        ),
      );
    if (listed) throw conflict(MSG.alreadyListed(listed.position));
    const seats = await seatsOfClass(tx, key);
    const waiting = (await queueOf(tx, key)).some((e) => e.status === 'WAITING');
    if (seats && seats.free > 0 && !waiting) throw conflict(MSG.notFull(seats.free));
    const at = now();
    const [row] = await tx.db
      .insert(waitlistEntries)
      .values({
        ...key,
        enquiryId: enquiry.id,
        enquiryCode: enquiry.enquiryCode,
        childName: enquiry.childName,
        parentName: enquiry.parentName,
        mobile: enquiry.mobile,
        email: enquiry.email,
        wishedStart: input.wishedStart,
        position: await nextPosition(tx, key),
        joinedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await publishQueue(tx, row);
    await audit(tx, {
      resource: waitlistEntryResource,
      recordId: row.id,
      action: 'join',
      franchiseeId: row.franchiseeId,
      changes: { enquiryId: row.enquiryId, position: row.position, wishedStart: row.wishedStart },
    });
    await passOnOffers(tx, key);
    return reload(tx, row.id);
  });
  return entryView(entry);
}

async function reload(ctx: RequestContext, id: number): Promise<Entry> {
  const [row] = await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

/**
 * A step on one family's place, in one transaction under the class's lock: the place is loaded inside the fence
 * (another centre's is not found) after the lock, so it is read as it stands; the class is then brought up to
 * date (a freed seat goes to the next family).
 */
async function onEntry<T>(ctx: RequestContext, id: number, step: (tx: RequestContext, entry: Entry) => Promise<T>) {
  const found = await loadRecord(ctx, waitlistEntryResource, id);
  return inTransaction(ctx, async (tx) => {
    await lockClass(tx, keyOf(found));
    const entry = await loadRecord(tx, waitlistEntryResource, id, { forUpdate: true });
    const answer = await step(tx, entry);
    await passOnOffers(tx, keyOf(entry));
    return { answer, entry: await reload(tx, id) };
  });
}

function record(ctx: RequestContext, entry: Entry, action: string, to: EntryStatus) {
  return audit(ctx, {
    resource: waitlistEntryResource,
    recordId: entry.id,
    action,
    franchiseeId: entry.franchiseeId,
    changes: { status: [entry.status, to], position: [entry.position, null] },
  });
}

/** The counsellor offers the free seat to the first waiting family now (rather than waiting for the job). */
export async function offerSeat(ctx: RequestContext, id: number) {
  requireUser(ctx);
  const { entry } = await onEntry(ctx, id, async (tx, entry) => {
    if (entry.status !== 'WAITING') throw conflict(MSG.notWaiting(statusWord(entry.status)));
    const queue = await queueOf(tx, keyOf(entry));
    const first = queue.find((e) => e.status === 'WAITING');
    if (first && first.id !== entry.id) throw conflict(MSG.notFirst(first.childName));
    const seats = await seatsOfClass(tx, keyOf(entry));
    if (!seats || seats.free < 1) throw conflict(MSG.noFreeSeat);
    await makeOffer(tx, entry, seats.className);
  });
  return entryView(entry);
}

/** The family no longer wants a seat: it leaves the queue (or gives back its accepted seat). */
export async function withdrawEntry(ctx: RequestContext, id: number) {
  requireUser(ctx);
  const { entry } = await onEntry(ctx, id, async (tx, entry) => {
    if (!['WAITING', 'OFFERED', 'ACCEPTED'].includes(entry.status))
      throw conflict(MSG.notOnList(statusWord(entry.status)));
    await leaveQueue(tx, entry, 'WITHDRAWN');
    await record(tx, entry, 'withdraw', 'WITHDRAWN');
  });
  return entryView(entry);
}

/** An open offer the family answered; an offer past its expiry can no longer be answered. */
function assertOpenOffer(entry: Entry) {
  if (entry.status !== 'OFFERED') throw conflict(MSG.notOffered(statusWord(entry.status)));
  if (entry.offerExpiresAt && entry.offerExpiresAt <= now()) throw conflict(MSG.offerExpired);
}

/**
 * The family's answer to an open offer, told to the counsellor or given through the family's link. Declined: the
 * offer passes to the next family. Taken: the place leaves the queue as ACCEPTED (holding the seat until the child
 * is admitted) and the enquiry's admission flow opens where it stands, in the same transaction.
 */
export async function answerOffer(ctx: RequestContext, id: number, answer: 'accept' | 'refuse') {
  const { entry, answer: form } = await onEntry(ctx, id, async (tx, entry) => {
    assertOpenOffer(entry);
    const to = answer === 'accept' ? 'ACCEPTED' : 'REFUSED';
    await leaveQueue(tx, entry, to);
    await record(tx, entry, answer, to);
    return answer === 'accept' ? openAdmissionFlow(tx, entry.enquiryId) : null;
  });
  return { entry, form };
}

/** The counsellor records that the family declined. */
export async function refuseOffer(ctx: RequestContext, id: number) {
  requireUser(ctx);
  return entryView((await answerOffer(ctx, id, 'refuse')).entry);
}

/** The counsellor records that the family took the seat: the answer names the admission form opened. */
export async function acceptOffer(ctx: RequestContext, id: number) {
  requireUser(ctx);
  const { entry, form } = await answerOffer(ctx, id, 'accept');
  return { entry: entryView(entry), form: { formType: form!.formType, refId: form!.refId } };
}

/** Looks now for freed seats and expired offers in every class of the centre's year. */
export async function offerFreeSeats(ctx: RequestContext, q: { franchiseeID?: number; academicYearID?: number }) {
  const where = await centreYearOf(ctx, q);
  return inTransaction(ctx, (tx) => offerFreeSeatsOfCentre(tx, where));
}
