import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, nationalMobile, type Language } from '@portal/core';
import type { Executor } from '@portal/db';
import {
  AppError,
  badRequest,
  giveBackAttempt,
  queueMessage,
  reserveAttempt,
  reserveSend,
  tooManyRequests,
  unauthorized,
  type RequestContext,
} from '@portal/kit';
import { centreRefusal } from '@portal/mod-org/server';
import { endSessions } from './account-guard.ts';
import { assertStrongPassword } from './password-strength.ts';
import { signInMessage } from './messages.ts';
import { adminUsers, otpRequests, sessions, signInAttempts } from './schema.ts';
import { dummyPasswordHash, hashPassword, newOtp, newToken, sameHash, sha256, verifyPassword } from './secrets.ts';
import type { AuthSettings } from './settings.ts';

export const INVALID_LOGIN = 'Invalid email/mobile or password';

/**
 * Sign-in codes a day, beside the settings' limits per 15 minutes: to one account, from one address, for one
 * centre's accounts (a centre's cap refuses only its accounts' codes; it is set far above a centre's day).
 */
export const OTP_SENDS_PER_DAY = { target: 30, sender: 100, centre: 3000 } as const;

/** Texts a person their sign-in code (`body` is the SMS, `code` the code alone). */
export type SignInTexter = (
  db: Executor,
  person: { id: number; mobile: string; language: Language; franchiseeId: number | null },
  code: string,
  body: string,
) => Promise<void>;

let signInTexter: SignInTexter = (db, person, _code, body) =>
  queueMessage(db, { channel: 'sms', to: person.mobile, body });

/**
 * Set by the module that runs the phone channel (notifications): the code then goes by WhatsApp to a number that
 * opted in. By SMS until then.
 */
export function useSignInTexter(next: SignInTexter): void {
  signInTexter = next;
}

export interface SignedIn {
  token: string;
  expiresAt: string;
}

const normalise = (identifier: string) => identifier.trim().toLowerCase();

async function findUser(db: Executor, identifier: string) {
  const id = normalise(identifier);
  // A mobile as typed ('+91 98450 12345') is the record's ten digits; another country's number is no one's.
  const mobile = id.includes('@') ? id : (nationalMobile(id) ?? id);
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(and(or(eq(adminUsers.email, id), eq(adminUsers.mobile, mobile)), eq(adminUsers.isActive, true)));
  return user ?? null;
}

/**
 * The key every sign-in limit counts under: the account, whichever of its email or mobile was
 * typed, so guesses by email and by mobile add up; an unknown identifier counts as itself.
 */
const accountKey = (user: { id: number } | null, identifier: string) => (user ? `user:${user.id}` : identifier);

const windowStart = (settings: AuthSettings) => new Date(Date.now() - settings.accountWindowMinutes * 60_000);

/** Whether this address signed in to the account lately: its owner's usual place. */
async function knownAddress(ctx: RequestContext, key: string, settings: AuthSettings): Promise<boolean> {
  const since = new Date(Date.now() - settings.knownAddressDays * 86_400_000);
  const [hit] = await ctx.db
    .select({ id: signInAttempts.id })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.identifier, key),
        eq(signInAttempts.success, true),
        eq(signInAttempts.ip, ctx.ip),
        gt(signInAttempts.at, since),
      ),
    )
    .limit(1);
  return Boolean(hit);
}

/** The password tries of an account: from one address, and from every address together. */
function passwordTries(ctx: RequestContext, key: string, settings: AuthSettings) {
  const windowMs = settings.accountWindowMinutes * 60_000;
  return {
    fromHere: {
      key: `sign-in.password:${key}@${ctx.ip ?? ''}`,
      limit: settings.accountMaxFailures,
      windowMs,
      lockMs: windowMs,
    },
    everywhere: {
      key: `sign-in.password:${key}`,
      limit: settings.accountMaxFailuresEverywhere,
      windowMs,
      lockMs: windowMs,
    },
  };
}

/**
 * Takes a password try before the password is checked (argon2 is the cost worth guarding). A lockout pauses one
 * account at one address, so a stranger's guesses cannot keep the owner out from anywhere else. Guesses spread
 * over many addresses pause the account everywhere but at addresses it signed in from lately; OTP sign-in stays
 * open either way. Answers what gives the try back once the password proves right: only failures count.
 */
async function takePasswordTry(ctx: RequestContext, key: string, settings: AuthSettings) {
  const tries = passwordTries(ctx, key, settings);
  const wait = `Try again in ${settings.accountWindowMinutes} minutes`;
  const here = await reserveAttempt(ctx.db, tries.fromHere);
  if (!here.ok) throw tooManyRequests(`Too many failed sign-in attempts for this account. ${wait}.`);
  const everywhere = await reserveAttempt(ctx.db, tries.everywhere);
  if (!everywhere.ok && !(await knownAddress(ctx, key, settings))) {
    await giveBackAttempt(ctx.db, tries.fromHere.key);
    throw tooManyRequests(`Too many failed sign-in attempts for this account. ${wait}, or sign in with an OTP.`);
  }
  return async function giveBack() {
    await giveBackAttempt(ctx.db, tries.fromHere.key);
    if (everywhere.ok) await giveBackAttempt(ctx.db, tries.everywhere.key);
  };
}

/**
 * Checks an account's password within the sign-in limits (a sign-in, or accepting an invitation with an existing
 * login's password), and writes the try down: failures for the record, successes as the account's known addresses.
 * Not inside a transaction, so a failed try stays counted.
 */
export async function checkPassword(
  ctx: RequestContext,
  user: { id: number; passwordHash: string } | null,
  identifier: string,
  password: string,
  settings: AuthSettings,
): Promise<boolean> {
  const key = accountKey(user, identifier);
  const giveBack = await takePasswordTry(ctx, key, settings);
  const ok = user
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await dummyPasswordHash(), password), false);
  await ctx.db.insert(signInAttempts).values({ identifier: key, ip: ctx.ip, success: ok });
  if (ok) await giveBack();
  return ok;
}

/** Opens a new session: a fresh random token every time, so no session can be fixed in advance. */
async function openSession(
  ctx: RequestContext,
  userId: number,
  settings: AuthSettings,
  userAgent: string | undefined,
): Promise<SignedIn> {
  // The staff of a terminated centre sign in no more (its status, org); head office keeps its history.
  const [person] = await ctx.db
    .select({ franchiseeId: adminUsers.franchiseeId })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  const refusal = person?.franchiseeId ? await centreRefusal(ctx.db, person.franchiseeId, 'signIn') : null;
  if (refusal) throw new AppError(403, refusal);
  const token = newToken();
  const expiresAt = new Date(Date.now() + settings.absoluteHours * 3_600_000);
  await ctx.db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId, expiresAt, ip: ctx.ip, userAgent: userAgent?.slice(0, 300) });
  await ctx.db.update(adminUsers).set({ lastLoginAt: new Date() }).where(eq(adminUsers.id, userId));
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The length of a turn on a room device: a school day; the device's revocation ends it at once. */
const DEVICE_TURN_MS = 12 * 3_600_000;

/**
 * Opens a session for a staff member who typed their PIN on a room device (modules/devices checks the device and
 * the PIN): bound to the device and its centre, it reaches only the classroom routes of that centre.
 */
export async function openDeviceSession(
  ctx: RequestContext,
  userId: number,
  device: { id: number; franchiseeId: number },
  userAgent?: string,
): Promise<SignedIn> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + DEVICE_TURN_MS);
  await ctx.db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    expiresAt,
    ip: ctx.ip,
    userAgent: userAgent?.slice(0, 300),
    deviceId: device.id,
    deviceFranchiseeId: device.franchiseeId,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Ends every session opened on a room device (it was revoked): the next request of each is refused. */
export async function endDeviceSessions(ctx: RequestContext, deviceId: number): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.deviceId, deviceId), isNull(sessions.revokedAt)));
}

export async function signInWithPassword(
  ctx: RequestContext,
  input: { username: string; password: string },
  settings: AuthSettings,
  userAgent?: string,
): Promise<SignedIn> {
  const identifier = normalise(input.username);
  const user = await findUser(ctx.db, identifier);
  const ok = await checkPassword(ctx, user, identifier, input.password, settings);
  if (!user || !ok) throw unauthorized(INVALID_LOGIN);
  return openSession(ctx, user.id, settings, userAgent);
}

/** Sends a 6-digit code. The answer is the same whether or not the account exists. */
export async function requestOtp(
  ctx: RequestContext,
  input: { username: string },
  settings: AuthSettings,
): Promise<{ referenceID: string }> {
  const user = await findUser(ctx.db, input.username);
  const key = accountKey(user, normalise(input.username));
  const [asked] = await ctx.db
    .select({
      fromHere: sql<number>`count(*) filter (where ${otpRequests.ip} is not distinct from ${ctx.ip})`.mapWith(Number),
      everywhere: count(),
    })
    .from(otpRequests)
    .where(and(eq(otpRequests.identifier, key), gt(otpRequests.createdAt, windowStart(settings))));
  if (asked.fromHere >= settings.otpMaxRequests || asked.everywhere >= settings.otpMaxRequestsEverywhere)
    throw tooManyRequests(
      `Too many OTP requests for this account. Try again in ${settings.accountWindowMinutes} minutes.`,
    );
  // And a day's sign-in codes: to the account (or what was typed), from this address, for the account's centre.
  await reserveSend(ctx.db, {
    kind: 'sign-in.otp',
    to: key,
    by: ctx.ip,
    centre: user?.franchiseeId ?? null,
    perDay: OTP_SENDS_PER_DAY,
  });
  const code = newOtp();
  const referenceID = randomUUID();
  await ctx.db.insert(otpRequests).values({
    referenceId: referenceID,
    userId: user?.id ?? null,
    identifier: key,
    codeHash: sha256(`${referenceID}:${code}`),
    expiresAt: new Date(Date.now() + settings.otpTtlSeconds * 1000),
    ip: ctx.ip,
  });
  if (user) {
    const body = signInMessage(user.language, 'otpBody', { code, minutes: Math.round(settings.otpTtlSeconds / 60) });
    const subject = signInMessage(user.language, 'otpSubject');
    const language = user.language ?? DEFAULT_LANGUAGE;
    if (user.mobile) {
      const person = { id: user.id, mobile: user.mobile, language, franchiseeId: user.franchiseeId };
      await signInTexter(ctx.db, person, code, body);
    }
    await queueMessage(ctx.db, { channel: 'email', to: user.email, subject, body });
  }
  return { referenceID };
}

export async function verifyOtp(
  ctx: RequestContext,
  input: { referenceID: string; otp: string },
  settings: AuthSettings,
  userAgent?: string,
): Promise<SignedIn> {
  const [req] = await ctx.db.select().from(otpRequests).where(eq(otpRequests.referenceId, input.referenceID));
  if (!req || req.consumedAt) throw badRequest('This OTP is no longer valid. Request a new one.');
  if (req.expiresAt.getTime() <= Date.now()) throw badRequest('The OTP has expired. Request a new one.');
  // Each guess is taken before the code is compared, outside any transaction: a failed one stays counted. Guesses
  // on every code of the account add up, so asking for new codes does not buy new guesses; right ones count too.
  const account = await reserveAttempt(ctx.db, {
    key: `sign-in.otp:${req.identifier}`,
    limit: settings.otpMaxGuesses,
    windowMs: settings.accountWindowMinutes * 60_000,
  });
  if (!account.ok)
    throw tooManyRequests(
      `Too many wrong codes for this account. Try again in ${settings.accountWindowMinutes} minutes, ` +
        'or sign in with the password.',
    );
  const code = await reserveAttempt(ctx.db, {
    key: `sign-in.otp-code:${req.id}`,
    limit: settings.otpMaxTries,
    windowMs: settings.otpTtlSeconds * 1000,
  });
  if (!code.ok) {
    await giveBackAttempt(ctx.db, `sign-in.otp:${req.identifier}`);
    throw badRequest('This OTP is no longer valid. Request a new one.');
  }
  await ctx.db.update(otpRequests).set({ attempts: code.used }).where(eq(otpRequests.id, req.id));
  const matches = sameHash(req.codeHash, sha256(`${input.referenceID}:${input.otp}`));
  if (!matches || !req.userId) {
    if (code.left === 0) {
      await ctx.db.update(otpRequests).set({ consumedAt: new Date() }).where(eq(otpRequests.id, req.id));
      throw new AppError(400, 'Too many wrong codes. Request a new OTP.');
    }
    throw badRequest(`The OTP is not correct. ${code.left} tries left.`, {
      otp: 'The OTP is not correct',
    });
  }
  // Used once: of two right guesses at once, the second finds the code used.
  const [used] = await ctx.db
    .update(otpRequests)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpRequests.id, req.id), isNull(otpRequests.consumedAt)))
    .returning({ id: otpRequests.id });
  if (!used) throw badRequest('This OTP is no longer valid. Request a new one.');
  // The address becomes known to the account, like after a password sign-in.
  await ctx.db.insert(signInAttempts).values({ identifier: req.identifier, ip: ctx.ip, success: true });
  return openSession(ctx, req.userId, settings, userAgent);
}

export async function signOut(ctx: RequestContext): Promise<void> {
  if (ctx.sessionId === null) throw unauthorized();
  await ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, ctx.sessionId));
}

export async function changePassword(
  ctx: RequestContext,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (!ctx.user) throw unauthorized();
  const [user] = await ctx.db.select().from(adminUsers).where(eq(adminUsers.id, ctx.user.id));
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest('Current password is not correct', { currentPassword: 'Current password is not correct' });
  }
  if (input.currentPassword === input.newPassword)
    throw badRequest('The new password must differ from the current one', {
      newPassword: 'Choose a different password',
    });
  await assertStrongPassword(input.newPassword, user, 'newPassword');
  await ctx.db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(adminUsers.id, user.id));
  // Every other session of this user ends with the old password.
  await endSessions(ctx.db, user.id, ctx.sessionId);
}
