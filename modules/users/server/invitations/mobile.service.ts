import { and, eq, isNotNull, ne } from 'drizzle-orm';
import {
  AppError,
  audit,
  badRequest,
  conflict,
  inTransaction,
  queueMessage,
  reserveAttempt,
  reserveSend,
  type RequestContext,
} from '@portal/kit';
import { adminUsers, userInvitations } from '../schema.ts';
import { sameHash, sha256 } from '../secrets.ts';
import { INVITATION_DAYS, Invitation, MOBILE_CODE_SENDS_PER_DAY, invitationSubject } from './invite.service.ts';
import { byLink, centreName } from './links.service.ts';

// ---- the mobile, confirmed after accepting ----

/** Wrong codes before the mobile's code is void. */
export const MOBILE_CODE_TRIES = 5;
export const MOBILE_CODE_INVALID =
  'This code is no longer valid. Ask the centre to invite you again to add the mobile.';

const mobileCodeHash = (inv: { id: number }, code: string) => sha256(`invitation-mobile:${inv.id}:${code}`);

/** The code, and nothing else: no link, nothing that accepts anything; within the day's codes to the mobile. */
export async function textMobileCode(ctx: RequestContext, inv: Invitation, code: string) {
  await reserveSend(ctx.db, {
    kind: 'users.invitation-mobile',
    to: inv.mobile!,
    by: ctx.ip,
    centre: inv.franchiseeId,
    perDay: MOBILE_CODE_SENDS_PER_DAY,
  });
  await ctx.db
    .update(userInvitations)
    .set({ mobileCodeHash: mobileCodeHash(inv, code) })
    .where(eq(userInvitations.id, inv.id));
  const body =
    `${code} is your code to add this mobile to your ${await centreName(ctx, inv.franchiseeId)} portal login. ` +
    'If you did not expect this, ignore it.';
  await queueMessage(ctx.db, { channel: 'sms', to: inv.mobile!, body });
}

/**
 * The accepted invitation's holder types the code texted to the mobile: holding both the emailed link and the
 * mobile, the mobile becomes the login's. Wrong codes are counted before each check; the fifth voids the code.
 */
export async function confirmInvitationMobile(ctx: RequestContext, input: { token: string; code: string }) {
  // A right token is not a wrong link, whatever became of its code.
  const inv = await byLink(ctx, input.token);
  if (!inv?.acceptedBy || inv.revokedAt || !inv.mobile || !inv.mobileCodeHash)
    throw new AppError(404, MOBILE_CODE_INVALID);
  const key = `users.invitation-mobile:${inv.id}`;
  const tried = await reserveAttempt(ctx.db, {
    key,
    limit: MOBILE_CODE_TRIES,
    windowMs: INVITATION_DAYS * 86_400_000,
  });
  if (!tried.ok) throw new AppError(404, MOBILE_CODE_INVALID);
  if (!sameHash(inv.mobileCodeHash, mobileCodeHash(inv, input.code))) {
    if (tried.left > 0)
      throw badRequest(`The code is not correct. ${tried.left} tries left.`, { code: 'The code is not correct' });
    await ctx.db.update(userInvitations).set({ mobileCodeHash: null }).where(eq(userInvitations.id, inv.id));
    throw new AppError(400, 'Too many wrong codes: the mobile was not added. Ask the centre to invite you again.');
  }
  const { acceptedBy, mobile } = inv;
  await inTransaction(ctx, async (ctx) => {
    const [taken] = await ctx.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.mobile, mobile), ne(adminUsers.id, acceptedBy)));
    if (taken) throw conflict('This mobile already signs in to another login, so it was not added.');
    // Once: of two right codes at once, the second finds it confirmed.
    const [confirmed] = await ctx.db
      .update(userInvitations)
      .set({ mobileCodeHash: null, mobileConfirmedAt: new Date() })
      .where(and(eq(userInvitations.id, inv.id), isNotNull(userInvitations.mobileCodeHash)))
      .returning({ id: userInvitations.id });
    if (!confirmed) throw new AppError(404, MOBILE_CODE_INVALID);
    await ctx.db.update(adminUsers).set({ mobile, updatedAt: new Date() }).where(eq(adminUsers.id, acceptedBy));
    await audit(ctx, {
      resource: invitationSubject,
      recordId: inv.id,
      action: 'confirm-mobile',
      franchiseeId: inv.franchiseeId,
      changes: { userId: acceptedBy },
    });
  });
  return { message: 'Mobile confirmed' };
}
