import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { AppError, audit, auditSubject, ownValues, requireUser, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { ownChildRule } from '@portal/mod-users/server';
import { DAY_MESSAGES, KIOSK_TOKEN_SECONDS } from '../shared/constants.ts';
import { checkIn, childrenAt } from './check-in.service.ts';
import { now } from './clock.ts';
import { centreOf } from './day-rows.service.ts';
import { newNonce, readKioskToken, signKioskToken } from './kiosk-token.service.ts';
import { dayKioskTokens } from './schema.ts';

export const kioskSubject = auditSubject('day-kiosk');

/** A code with less than this left is not shown any more: a parent needs a few seconds to scan it. */
const MIN_LEFT_MS = 5_000;
const HOUR_MS = 3_600_000;

/** A new code for the centre, which makes its earlier ones useless. */
async function newCode(ctx: RequestContext, franchiseeId: number, at: Date) {
  // A kiosk left open makes two codes a minute: the centre's codes past an hour old go as new ones come.
  await ctx.db
    .delete(dayKioskTokens)
    .where(
      and(
        eq(dayKioskTokens.franchiseeId, franchiseeId),
        lt(dayKioskTokens.expiresAt, new Date(at.getTime() - HOUR_MS)),
      ),
    );
  const [code] = await ctx.db
    .insert(dayKioskTokens)
    .values({
      franchiseeId,
      nonce: newNonce(),
      expiresAt: new Date(at.getTime() + KIOSK_TOKEN_SECONDS * 1000),
      issuedBy: ctx.user?.id ?? null,
    })
    .returning();
  return code;
}

/**
 * The kiosk's current QR code for its centre: the newest code while it is unused and has time left, else a new
 * one (which makes every earlier code of the centre useless). The kiosk asks every few seconds, so a used code
 * is replaced at once and an unused one rotates every 30 seconds.
 */
export async function kioskCode(ctx: RequestContext, requested?: number) {
  requireUser(ctx);
  const franchiseeId = centreOf(ctx, requested);
  const at = now();
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId));
  const [current] = await ctx.db
    .select()
    .from(dayKioskTokens)
    .where(eq(dayKioskTokens.franchiseeId, franchiseeId))
    .orderBy(desc(dayKioskTokens.id))
    .limit(1);
  const usable = current && !current.usedAt && current.expiresAt.getTime() - at.getTime() > MIN_LEFT_MS;
  const claim = usable ? current : await newCode(ctx, franchiseeId, at);
  return {
    centre: centre?.name ?? '',
    token: await signKioskToken(ctx, claim),
    expiresAt: claim.expiresAt,
    seconds: Math.max(0, Math.round((claim.expiresAt.getTime() - at.getTime()) / 1000)),
  };
}

/**
 * A parent's phone opened the kiosk's code: the code must be the portal's, unexpired, unused and still the
 * centre's newest; it is then used up, and the parent's children at that centre are checked in.
 */
export async function redeemKioskCode(ctx: RequestContext, token: string) {
  requireUser(ctx);
  const claim = await readKioskToken(ctx, token);
  const at = now();
  if (claim.expiresAt.getTime() <= at.getTime()) throw new AppError(400, DAY_MESSAGES.tokenExpired);
  const own = (await ownValues(ctx, ownChildRule)).map(Number);
  const children = await childrenAt(ctx, claim.franchiseeId, own);
  if (children.length === 0) throw new AppError(404, DAY_MESSAGES.noChildHere);
  const newest = sql`(select max(${dayKioskTokens.id}) from ${dayKioskTokens}
    where ${dayKioskTokens.franchiseeId} = ${claim.franchiseeId})`;
  const [used] = await ctx.db
    .update(dayKioskTokens)
    .set({ usedAt: at, usedBy: ctx.user.id })
    .where(
      and(
        eq(dayKioskTokens.nonce, claim.nonce),
        eq(dayKioskTokens.franchiseeId, claim.franchiseeId),
        isNull(dayKioskTokens.usedAt),
        gt(dayKioskTokens.expiresAt, at),
        eq(dayKioskTokens.id, newest),
      ),
    )
    .returning({ id: dayKioskTokens.id });
  if (!used) throw new AppError(400, DAY_MESSAGES.tokenReplaced);
  await audit(ctx, {
    resource: kioskSubject,
    recordId: used.id,
    action: 'check-in-by-qr',
    franchiseeId: claim.franchiseeId,
    changes: { children: children.map((c) => c.studentAdmissionId) },
  });
  return checkIn(ctx, children, 'KIOSK_QR');
}
