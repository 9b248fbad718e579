import { and, eq } from 'drizzle-orm';
import {
  audit,
  auditSubject,
  badRequest,
  clearAttempts,
  loadRecord,
  notFound,
  ownValues,
  requireUser,
  reserveAttempt,
  tooManyRequests,
  type RequestContext,
} from '@portal/kit';
import { studentAdmissionResource } from '@portal/mod-students/server';
import { adminUsers, dummyPasswordHash, hashPassword, ownChildRule, verifyPassword } from '@portal/mod-users/server';
import { DAY_MESSAGES, PIN_LOCK_MINUTES, PIN_TRIES } from '../shared/constants.ts';
import { checkIn, childrenAt } from './check-in.service.ts';
import { now, timeInIndia } from './clock.ts';
import { centreOf } from './day-rows.service.ts';
import { dayFamilyPins } from './schema.ts';
import { kioskSubject } from './kiosk.service.ts';

const familyPinSubject = auditSubject('day-family-pin');

/** The admission linked to the parent's account; a 404 for an account without a child. */
async function linkedChild(ctx: RequestContext) {
  const [studentAdmissionId] = (await ownValues(ctx, ownChildRule)).map(Number);
  if (!studentAdmissionId) throw notFound('Linked student');
  return loadRecord(ctx, studentAdmissionResource, studentAdmissionId);
}

/** Sets (or changes) the parent's family PIN; only its argon2 hash is kept. */
export async function setFamilyPin(ctx: RequestContext, pin: string) {
  requireUser(ctx);
  const child = await linkedChild(ctx);
  const values = {
    franchiseeId: child.franchiseeId,
    userId: ctx.user.id,
    studentAdmissionId: child.id,
    pinHash: await hashPassword(pin),
    updatedAt: now(),
  };
  await ctx.db.insert(dayFamilyPins).values(values).onConflictDoUpdate({ target: dayFamilyPins.userId, set: values });
  await audit(ctx, {
    resource: familyPinSubject,
    recordId: ctx.user.id,
    action: 'set-pin',
    franchiseeId: child.franchiseeId,
  });
  return { pinSet: true };
}

export async function hasFamilyPin(ctx: RequestContext): Promise<boolean> {
  requireUser(ctx);
  const [row] = await ctx.db
    .select({ id: dayFamilyPins.id })
    .from(dayFamilyPins)
    .where(eq(dayFamilyPins.userId, ctx.user.id));
  return Boolean(row);
}

/** The wrong PINs at a centre's kiosk: kept for a day, cleared by a right one; the fifth locks the pad. */
const pinPad = (franchiseeId: number) => ({
  key: `day.pin-pad:${franchiseeId}`,
  limit: PIN_TRIES,
  windowMs: 86_400_000,
  lockMs: PIN_LOCK_MINUTES * 60_000,
});

/** The pad locked (from the try that reached the limit): written once in the audit log. */
async function padLocked(ctx: RequestContext, franchiseeId: number, until: Date): Promise<Error> {
  await audit(ctx, { resource: kioskSubject, recordId: franchiseeId, action: 'pin-pad-locked', franchiseeId });
  return tooManyRequests(DAY_MESSAGES.pinLocked(timeInIndia(until)));
}

/**
 * The kiosk's PIN pad: the mobile of a parent's account and the family PIN check the parent's child in at the
 * kiosk's centre. Wrong tries are counted per centre, each taken before its PIN is checked, and a locked pad
 * refuses every PIN until it opens again.
 */
export async function checkInByPin(ctx: RequestContext, input: { mobile: string; pin: string; franchiseeID?: number }) {
  requireUser(ctx);
  const franchiseeId = centreOf(ctx, input.franchiseeID);
  const pad = pinPad(franchiseeId);
  const at = now();
  const tried = await reserveAttempt(ctx.db, { ...pad, at });
  if (!tried.ok) throw tooManyRequests(DAY_MESSAGES.pinLocked(timeInIndia(tried.until)));
  const [family] = await ctx.db
    .select({ pinHash: dayFamilyPins.pinHash, studentAdmissionId: dayFamilyPins.studentAdmissionId })
    .from(dayFamilyPins)
    .innerJoin(adminUsers, eq(adminUsers.id, dayFamilyPins.userId))
    .where(and(eq(dayFamilyPins.franchiseeId, franchiseeId), eq(adminUsers.mobile, input.mobile)));
  // Without a family the PIN is checked against a dummy hash, so the answer's timing tells nothing.
  const right = await verifyPassword(family?.pinHash ?? (await dummyPasswordHash()), input.pin);
  if (!family || !right) {
    if (tried.left > 0) throw badRequest(DAY_MESSAGES.wrongPin(tried.left));
    throw await padLocked(ctx, franchiseeId, new Date(at.getTime() + pad.lockMs));
  }
  await clearAttempts(ctx.db, pad.key);
  const children = await childrenAt(ctx, franchiseeId, [family.studentAdmissionId]);
  if (children.length === 0) throw notFound('Child at this centre');
  return checkIn(ctx, children, 'KIOSK_PIN');
}
