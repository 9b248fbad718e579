import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  actionTime,
  AppError,
  audit,
  auditSubject,
  badRequest,
  conflict,
  forbidden,
  franchiseeFence,
  giveBackAttempt,
  inTransaction,
  notFound,
  requireUser,
  reserveAttempt,
  SENT_LATE_AFTER_MS,
  type RequestContext,
} from '@portal/kit';
import type { Language } from '@portal/core';
import { tellEach } from '@portal/mod-notifications/server';
import type { ChildSummary } from '@portal/mod-students/server';
import { adminUsers, centreHeads, verifyPassword } from '@portal/mod-users/server';
import { DAY_LIVE, DAY_MESSAGES, ONE_TIME_CODE_TRIES } from '../shared/constants.ts';
import { dayToday, now, timeInIndia } from './clock.ts';
import { dayMessage } from './messages.ts';
import { dayRows } from './day-rows.service.ts';
import { publishDay } from './live.service.ts';
import { billLatePickup } from './late-pickup/fees.service.ts';
import { refreshRatios } from './ratios/ratios.service.ts';
import { pickupCodeKey } from './resources.ts';
import { rosterChild } from './roster.service.ts';
import { dayCheckIns, dayOneTimePickups, dayPickups } from './schema.ts';

const checkOutSubject = auditSubject('day-check-out');

const DAY_MS = 86_400_000;

/** Who may collect a child: every pickup the parents added (with its status) and today's one-time pickups. */
export async function checkOutChoices(ctx: RequestContext, studentAdmissionId: number) {
  const child = await rosterChild(ctx, studentAdmissionId, 'GET');
  const day = dayToday();
  const pickups = await ctx.db
    .select({
      id: dayPickups.id,
      name: dayPickups.name,
      relation: dayPickups.relation,
      mobile: dayPickups.mobile,
      photoFileId: dayPickups.photoFileId,
      status: dayPickups.status,
    })
    .from(dayPickups)
    .where(
      and(franchiseeFence(ctx, dayPickups.franchiseeId), eq(dayPickups.studentAdmissionId, child.studentAdmissionId)),
    )
    .orderBy(asc(dayPickups.name));
  const oneTimePickups = await ctx.db
    .select({
      id: dayOneTimePickups.id,
      name: dayOneTimePickups.name,
      mobile: dayOneTimePickups.mobile,
      photoFileId: dayOneTimePickups.photoFileId,
    })
    .from(dayOneTimePickups)
    .where(
      and(
        franchiseeFence(ctx, dayOneTimePickups.franchiseeId),
        eq(dayOneTimePickups.studentAdmissionId, child.studentAdmissionId),
        eq(dayOneTimePickups.day, day),
        eq(dayOneTimePickups.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(dayOneTimePickups.id));
  const [row] = await dayRows(ctx, [child], day);
  return { child: row, pickups, oneTimePickups };
}

/** Why a hand-over was refused: the pickup is not approved, or the one-time code was wrong. */
type Refusal = 'NOT_APPROVED' | 'WRONG_CODE';

/**
 * A refused hand-over is kept and told, whatever the answer: an audit row and a message to each parent
 * linked to the child, in the language on their account, written before the refusal is thrown (outside any
 * transaction that would undo them).
 */
async function refuseHandOver(ctx: RequestContext, child: ChildSummary, who: string, why: Refusal, refusal: AppError) {
  const reason = dayMessage('en', 'pickupRefusedReason', { reason: why });
  await audit(ctx, {
    resource: checkOutSubject,
    recordId: child.studentAdmissionId,
    action: 'refused-pickup',
    franchiseeId: child.franchiseeId,
    changes: { collector: who, reason },
  });
  const parents = await ctx.db
    .select({ id: adminUsers.id, email: adminUsers.email, mobile: adminUsers.mobile, language: adminUsers.language })
    .from(adminUsers)
    .where(and(eq(adminUsers.studentAdmissionId, child.studentAdmissionId), eq(adminUsers.isActive, true)));
  const words = { who, child: child.name, time: timeInIndia(now()) };
  const inTheirWords = (language: Language) => ({
    ...words,
    reason: dayMessage(language, 'pickupRefusedReason', { reason: why }),
  });
  // A check-out a device recorded without a connection: the child may have left already, so nobody is told the
  // child is safe; the centre's heads and the parents are told to check at once.
  const acted = actionTime();
  if (acted && Date.now() - acted.getTime() > SENT_LATE_AFTER_MS) {
    await audit(ctx, {
      resource: checkOutSubject,
      recordId: child.studentAdmissionId,
      action: 'late-hand-over-refused',
      franchiseeId: child.franchiseeId,
      changes: { collector: who, reason, recordedAt: acted.toISOString() },
    });
    const heads = await centreHeads({ db: ctx.db }, child.franchiseeId);
    const lateWords = (language: Language) => ({
      subject: dayMessage(language, 'lateHandOverSubject', words),
      body: dayMessage(language, 'lateHandOverBody', inTheirWords(language)),
    });
    await tellEach(ctx.db, [...heads, ...parents], lateWords, { kind: 'incidents', url: '/day/today' });
    return refusal;
  }
  await tellEach(ctx.db, parents, (language) => ({
    subject: dayMessage(language, 'pickupRefusedSubject', words),
    body: dayMessage(language, 'pickupRefusedBody', inTheirWords(language)),
  }));
  return refusal;
}

interface CheckOutInput {
  studentAdmissionId: number;
  pickupId?: number;
  oneTimePickupId?: number;
  code?: string;
}

/** Who collects: an approved pickup of the child, or today's one-time pickup with the right code. */
async function collector(ctx: RequestContext, child: ChildSummary, input: CheckOutInput, day: string) {
  if (input.pickupId !== undefined) {
    const [pickup] = await ctx.db
      .select()
      .from(dayPickups)
      .where(and(eq(dayPickups.id, input.pickupId), eq(dayPickups.studentAdmissionId, child.studentAdmissionId)));
    if (!pickup || pickup.franchiseeId !== child.franchiseeId) throw notFound('Pickup');
    if (pickup.status !== 'APPROVED')
      throw await refuseHandOver(
        ctx,
        child,
        pickup.name,
        'NOT_APPROVED',
        forbidden(DAY_MESSAGES.notApproved(pickup.name, child.name)),
      );
    return { pickupId: pickup.id };
  }
  const [oneTime] = await ctx.db
    .select()
    .from(dayOneTimePickups)
    .where(
      and(
        eq(dayOneTimePickups.id, input.oneTimePickupId!),
        eq(dayOneTimePickups.studentAdmissionId, child.studentAdmissionId),
        eq(dayOneTimePickups.franchiseeId, child.franchiseeId),
        eq(dayOneTimePickups.day, day),
      ),
    );
  // A pickup the wrong codes cancelled says so to every later try, those sent at the same moment too: the desk
  // learns why, where "not found" would send it looking for a pickup that was there.
  if (oneTime?.status === 'CANCELLED' && oneTime.wrongCodes >= ONE_TIME_CODE_TRIES)
    throw forbidden(DAY_MESSAGES.codeLocked);
  if (oneTime?.status !== 'ACTIVE') throw notFound('One-time pickup');
  // The try is taken before the code is checked: of many at once, only the pickup's last tries get checked.
  const key = pickupCodeKey(oneTime.id);
  const tried = await reserveAttempt(ctx.db, { key, limit: ONE_TIME_CODE_TRIES, windowMs: DAY_MS, at: now() });
  if (!tried.ok) throw forbidden(DAY_MESSAGES.codeLocked);
  const right = oneTime.codeHash !== null && (await verifyPassword(oneTime.codeHash, input.code ?? ''));
  if (!right) {
    const locked = tried.left === 0;
    // Tries checked at once end in any order: the count kept is the highest, not the last written.
    const wrongCodes = sql<number>`greatest(${dayOneTimePickups.wrongCodes}, ${tried.used})`;
    await ctx.db
      .update(dayOneTimePickups)
      .set({ wrongCodes, ...(locked ? { status: 'CANCELLED' } : {}), updatedAt: now() })
      .where(eq(dayOneTimePickups.id, oneTime.id));
    throw await refuseHandOver(
      ctx,
      child,
      oneTime.name,
      'WRONG_CODE',
      locked
        ? forbidden(DAY_MESSAGES.codeLocked)
        : badRequest(DAY_MESSAGES.wrongCode, { code: DAY_MESSAGES.wrongCode }),
    );
  }
  await giveBackAttempt(ctx.db, key);
  return { oneTimePickupId: oneTime.id };
}

/** Hands a checked-in child to who collects them and records who did and who let them go. */
export async function checkOutChild(ctx: RequestContext, input: CheckOutInput) {
  requireUser(ctx);
  const child = await rosterChild(ctx, input.studentAdmissionId, 'POST');
  const day = dayToday();
  const [visit] = await ctx.db
    .select()
    .from(dayCheckIns)
    .where(and(eq(dayCheckIns.studentAdmissionId, child.studentAdmissionId), eq(dayCheckIns.day, day)));
  if (!visit) throw badRequest(DAY_MESSAGES.notCheckedIn(child.name));
  if (visit.outAt) throw conflict(DAY_MESSAGES.alreadyOut(child.name, timeInIndia(visit.outAt)));
  const by = await collector(ctx, child, input, day);
  await inTransaction(ctx, async (tx) => {
    if (by.oneTimePickupId)
      await tx.db
        .update(dayOneTimePickups)
        .set({ status: 'USED', updatedAt: now() })
        .where(eq(dayOneTimePickups.id, by.oneTimePickupId));
    // Only while the child is still in: of two hand-overs at once, the second finds the child gone.
    const [left] = await tx.db
      .update(dayCheckIns)
      .set({ outAt: now(), outBy: ctx.user.id, ...by, updatedAt: now() })
      .where(and(eq(dayCheckIns.id, visit.id), isNull(dayCheckIns.outAt)))
      .returning({ outAt: dayCheckIns.outAt });
    if (!left) throw conflict(DAY_MESSAGES.alreadyOut(child.name, timeInIndia(now())));
    await billLatePickup(tx, child, day, left.outAt!);
    await audit(tx, {
      resource: checkOutSubject,
      recordId: child.studentAdmissionId,
      action: 'check-out',
      franchiseeId: child.franchiseeId,
      changes: { day, ...by },
    });
    await publishDay(tx, DAY_LIVE.checkOut, child);
  });
  await refreshRatios(ctx, child.franchiseeId);
  const [row] = await dayRows(ctx, [child], day);
  return row;
}
