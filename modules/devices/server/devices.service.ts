import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  actingUser,
  AppError,
  assertFranchisee,
  badRequest,
  conflict,
  defaultFranchisee,
  forbidden,
  franchiseeFence,
  inTransaction,
  notFound,
  reserveAttempt,
  clearAttempts,
  tooManyRequests,
  type RequestContext,
} from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import {
  adminUsers,
  endDeviceSessions,
  hashPassword,
  openDeviceSession,
  verifyPassword,
} from '@portal/mod-users/server';
import { DEVICE_MESSAGES as MSG, PIN_LOCK_MINUTES, PIN_TRIES } from '../shared/constants.ts';
import { placedOn } from './placement.service.ts';
import { roomDevicePins, roomDevices } from './schema.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const enrolledByName = sql<string | null>`(select trim(${adminUsers.firstName} || ' ' || ${adminUsers.lastName})
  from ${adminUsers} where ${adminUsers.id} = ${roomDevices.enrolledBy})`;
const row = {
  id: roomDevices.id,
  name: roomDevices.name,
  classId: roomDevices.classId,
  className: classes.name,
  enrolledAt: roomDevices.enrolledAt,
  enrolledBy: enrolledByName,
  lastSeenAt: roomDevices.lastSeenAt,
  revokedAt: roomDevices.revokedAt,
};

function centreOf(ctx: RequestContext, requested?: number): number {
  if (requested !== undefined) {
    assertFranchisee(ctx, requested);
    return requested;
  }
  const own = defaultFranchisee(ctx);
  if (own === null) throw badRequest('Choose a centre first');
  return own;
}

/** The centre's room devices, the ones in use first. */
export async function listDevices(ctx: RequestContext, requested?: number) {
  const franchiseeId = centreOf(ctx, requested);
  const rows = await ctx.db
    .select(row)
    .from(roomDevices)
    .innerJoin(classes, eq(classes.id, roomDevices.classId))
    .where(and(franchiseeFence(ctx, roomDevices.franchiseeId), eq(roomDevices.franchiseeId, franchiseeId)))
    .orderBy(sql`${roomDevices.revokedAt} is not null`, desc(roomDevices.enrolledAt));
  return { rows };
}

async function deviceRow(ctx: RequestContext, id: number) {
  const [found] = await ctx.db
    .select(row)
    .from(roomDevices)
    .innerJoin(classes, eq(classes.id, roomDevices.classId))
    .where(and(franchiseeFence(ctx, roomDevices.franchiseeId), eq(roomDevices.id, id)));
  if (!found) throw notFound('Room device');
  return found;
}

/** Enrols a tablet for one class of the centre; its token is answered once and kept only as a hash. */
export async function enrolDevice(
  ctx: RequestContext,
  input: { classId: number; name: string; franchiseeID?: number },
) {
  const user = actingUser(ctx);
  const franchiseeId = centreOf(ctx, input.franchiseeID);
  const [cls] = await ctx.db.select({ id: classes.id }).from(classes).where(eq(classes.id, input.classId));
  if (!cls) throw badRequest('Choose a class', { classId: 'Choose a class' });
  const token = randomBytes(32).toString('base64url');
  const [added] = await ctx.db
    .insert(roomDevices)
    .values({ franchiseeId, classId: input.classId, name: input.name, tokenHash: sha256(token), enrolledBy: user.id })
    .returning({ id: roomDevices.id });
  return { device: await deviceRow(ctx, added.id), token };
}

/** Revokes a device: its token and every turn opened on it end now (the write clears cached sessions everywhere). */
export async function revokeDevice(ctx: RequestContext, id: number) {
  const user = actingUser(ctx);
  const device = await deviceRow(ctx, id);
  if (device.revokedAt) throw conflict(MSG.alreadyRevoked);
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(roomDevices)
      .set({ revokedAt: new Date(), revokedBy: user.id })
      .where(and(eq(roomDevices.id, id), isNull(roomDevices.revokedAt)));
    await endDeviceSessions(tx, id);
  });
  return deviceRow(ctx, id);
}

export async function setDevicePin(ctx: RequestContext, pin: string) {
  const user = actingUser(ctx);
  const pinHash = await hashPassword(pin);
  await ctx.db
    .insert(roomDevicePins)
    .values({ userId: user.id, pinHash })
    .onConflictDoUpdate({ target: roomDevicePins.userId, set: { pinHash, updatedAt: new Date() } });
  return { pinSet: true };
}

/** The device a token names, unless revoked; the device's last contact is noted. */
export async function deviceByToken(ctx: RequestContext, token: string | undefined) {
  if (!token || token.length > 200) throw new AppError(401, MSG.unknownDevice);
  const [device] = await ctx.db
    .update(roomDevices)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(roomDevices.tokenHash, sha256(token)), isNull(roomDevices.revokedAt)))
    .returning();
  if (!device) throw new AppError(401, MSG.unknownDevice);
  return device;
}

/** A device by id, for the class fence of a session opened on it (null once revoked). */
export async function activeDevice(ctx: RequestContext, id: number) {
  const [device] = await ctx.db
    .select({ id: roomDevices.id, franchiseeId: roomDevices.franchiseeId, classId: roomDevices.classId })
    .from(roomDevices)
    .where(and(eq(roomDevices.id, id), isNull(roomDevices.revokedAt)));
  return device ?? null;
}

const staffName = sql<string>`trim(${adminUsers.firstName} || ' ' || ${adminUsers.lastName})`;

/** What the device shows before anyone switches in: its class, and the centre's staff who set a PIN. */
export async function room(ctx: RequestContext, token: string | undefined) {
  const device = await deviceByToken(ctx, token);
  const [cls] = await ctx.db.select({ name: classes.name }).from(classes).where(eq(classes.id, device.classId));
  const withPin = await ctx.db
    .select({ id: adminUsers.id, name: staffName })
    .from(roomDevicePins)
    .innerJoin(adminUsers, eq(adminUsers.id, roomDevicePins.userId))
    .where(and(eq(adminUsers.franchiseeId, device.franchiseeId), eq(adminUsers.isActive, true)))
    .orderBy(asc(adminUsers.firstName), asc(adminUsers.lastName));
  // Only who may take a turn on this class's tablet is offered.
  const placed = await placedOn(
    ctx,
    device,
    withPin.map((s) => s.id),
  );
  return {
    device: { id: device.id, name: device.name, classId: device.classId, className: cls?.name ?? '' },
    staff: withPin.filter((s) => placed.has(s.id)),
  };
}

/**
 * A staff member of the device's centre switches in with their PIN (5 wrong tries on this device lock it for them
 * for 15 minutes): a session bound to the device, which reaches only the classroom routes of its centre and class.
 * Only staff placed on the class today (its teachers, today's cover, the centre's heads) switch in; anyone else is
 * refused in words before the turn opens.
 */
export async function switchIn(
  ctx: RequestContext,
  token: string | undefined,
  input: { userId: number; pin: string },
  userAgent?: string,
) {
  const device = await deviceByToken(ctx, token);
  const key = `devices.pin:${device.id}:${input.userId}`;
  const tried = await reserveAttempt(ctx.db, {
    key,
    limit: PIN_TRIES,
    windowMs: PIN_LOCK_MINUTES * 60_000,
    lockMs: PIN_LOCK_MINUTES * 60_000,
  });
  if (!tried.ok) throw tooManyRequests(MSG.locked(PIN_LOCK_MINUTES));
  const [person] = await ctx.db
    .select({
      id: adminUsers.id,
      name: staffName,
      franchiseeId: adminUsers.franchiseeId,
      pinHash: roomDevicePins.pinHash,
    })
    .from(adminUsers)
    .leftJoin(roomDevicePins, eq(roomDevicePins.userId, adminUsers.id))
    .where(and(eq(adminUsers.id, input.userId), eq(adminUsers.isActive, true)));
  if (!person || person.franchiseeId !== device.franchiseeId) throw badRequest(MSG.notHere, { userId: MSG.notHere });
  // Before any work: a turn is a placement, so only staff placed on the tablet's class today switch in.
  if (!(await placedOn(ctx, device, [person.id])).has(person.id)) throw forbidden(MSG.notPlaced);
  if (!person.pinHash) throw badRequest(MSG.noPin, { userId: MSG.noPin });
  if (!(await verifyPassword(person.pinHash, input.pin))) throw badRequest(MSG.wrongPin, { pin: MSG.wrongPin });
  await clearAttempts(ctx.db, key);
  const turn = await openDeviceSession(ctx, person.id, device, userAgent);
  return { ...turn, name: person.name, classId: device.classId };
}

/**
 * Room tablets whichever centre (head office's breach finder names a lost tablet): each one's centre, the class it
 * serves, its name and whether it was revoked. `ids` narrows to those (ids not found are left out).
 */
export async function devicesByIds(ctx: RequestContext, ids?: readonly number[]) {
  if (ids && !ids.length) return [];
  return ctx.db
    .select({
      id: roomDevices.id,
      franchiseeId: roomDevices.franchiseeId,
      classId: roomDevices.classId,
      name: roomDevices.name,
      className: classes.name,
      revokedAt: roomDevices.revokedAt,
    })
    .from(roomDevices)
    .innerJoin(classes, eq(classes.id, roomDevices.classId))
    .where(and(franchiseeFence(ctx, roomDevices.franchiseeId), ids ? inArray(roomDevices.id, [...ids]) : undefined))
    .orderBy(asc(roomDevices.franchiseeId), asc(roomDevices.id));
}
