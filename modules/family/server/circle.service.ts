import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import {
  assertOwns,
  audit,
  auditSubject,
  badRequest,
  clearAttempts,
  conflict,
  fieldError,
  franchiseeFence,
  inTransaction,
  listRecords,
  loadRecord,
  notFound,
  ownValues,
  queueMessage,
  requireUser,
  reserveAttempt,
  reserveSend,
  tooManyRequests,
  type RequestContext,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { activeChildren, type ChildSummary } from '@portal/mod-students/server';
import { pickupResource } from '@portal/mod-day/server';
import {
  adminUsers,
  circleLoginFor,
  closeFamilyMemberLogin,
  openFamilyMemberLogin,
  ownChildRule,
} from '@portal/mod-users/server';
import type { z } from 'zod';
import {
  FAMILY_MESSAGES as T,
  FAMILY_MODULES as M,
  INVITE_CODE_MINUTES,
  INVITE_CODE_TRIES,
  INVITE_SENDS_PER_DAY,
  MAX_MEMBERS,
} from '../shared/constants.ts';
import type { confirmMemberInput, inviteMemberInput, memberPickupInput } from '../shared/inputs.ts';
import { inviteMessage } from './messages.ts';
import { familyMembers, type FamilyMember } from './schema.ts';

const familyMemberSubject = auditSubject('family-member');

type InviteInput = z.output<typeof inviteMemberInput>;
type ConfirmInput = z.output<typeof confirmMemberInput>;
type PickupInput = z.output<typeof memberPickupInput>;

const childLabel = (c: ChildSummary) => ({
  studentAdmissionId: c.studentAdmissionId,
  name: c.name,
  className: c.sectionName ? `${c.className} ${c.sectionName}` : c.className,
});

/**
 * The tries at one invitation's codes (a child's circle and one mobile), counted in one statement each over a day:
 * a new code keeps the tries the earlier ones used, so resending buys no guesses.
 */
export const inviteCodeKey = (memberId: number) => `family.invite-code:${memberId}`;
const DAY_MS = 24 * 3_600_000;
const codeHash = (memberId: number, code: string) => createHash('sha256').update(`${memberId}:${code}`).digest('hex');
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The parent's own child, Active at a centre the parent reaches: the one named, or the account's first. Another
 * family's child is not found.
 */
async function parentsChild(ctx: RequestContext, method: string, studentAdmissionId?: number): Promise<ChildSummary> {
  requireUser(ctx);
  const right = { module: M.CIRCLE, method };
  const own = (await ownValues(ctx, ownChildRule)).map(Number);
  const id = studentAdmissionId ?? own[0];
  if (id === undefined) throw notFound('Student admission');
  await assertOwns(ctx, ownChildRule, right, id, () => notFound('Student admission'));
  const [child] = await activeChildren(ctx, { studentAdmissionIds: [id] });
  if (!child) throw notFound('Student admission');
  return child;
}

/** A member row of the parent's own child, loaded for a change (`for update`); another family's is not found. */
async function ownMember(ctx: RequestContext, id: number, method: string): Promise<FamilyMember> {
  const [row] = await ctx.db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, id), franchiseeFence(ctx, familyMembers.franchiseeId)))
    .for('update');
  if (!row) throw notFound('Family member');
  await assertOwns(ctx, ownChildRule, { module: M.CIRCLE, method }, row.studentAdmissionId, () =>
    notFound('Family member'),
  );
  return row;
}

/** The child's authorised pickups, read as the parent through the day's own record (its fence and rules). */
async function childPickups(ctx: RequestContext, studentAdmissionId: number) {
  const page = await listRecords(
    ctx,
    pickupResource,
    { page: 1, pageSize: 100, filters: { studentAdmissionId: String(studentAdmissionId) } },
    ['id', 'name', 'mobile', 'status'],
  );
  return page.rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    mobile: String(r.mobile),
    status: String(r.status),
  }));
}

function answer(row: FamilyMember, pickups: readonly { id: number; status: string }[]) {
  const pickup = row.pickupId === null ? null : (pickups.find((p) => p.id === row.pickupId) ?? null);
  return {
    id: row.id,
    studentAdmissionId: row.studentAdmissionId,
    name: row.name,
    relation: row.relation,
    mobile: row.mobile,
    status: row.status,
    invitedAt: row.createdAt,
    joinedAt: row.joinedAt,
    codeExpiresAt: row.status === 'INVITED' ? row.codeExpiresAt : null,
    pickup: pickup && { id: pickup.id, status: pickup.status },
  };
}

async function answerOne(ctx: RequestContext, row: FamilyMember) {
  return answer(row, row.pickupId === null ? [] : await childPickups(ctx, row.studentAdmissionId));
}

/** The circle of the parent's child: everyone invited or confirmed (removed members leave the list). */
export async function circleOf(ctx: RequestContext, query: { studentAdmissionId?: number }) {
  const child = await parentsChild(ctx, 'GET', query.studentAdmissionId);
  const [rows, pickups] = await Promise.all([
    ctx.db
      .select()
      .from(familyMembers)
      .where(
        and(
          franchiseeFence(ctx, familyMembers.franchiseeId),
          eq(familyMembers.studentAdmissionId, child.studentAdmissionId),
          ne(familyMembers.status, 'REMOVED'),
        ),
      )
      .orderBy(asc(familyMembers.id)),
    childPickups(ctx, child.studentAdmissionId),
  ]);
  return { child: childLabel(child), members: rows.map((r) => answer(r, pickups)), pickups };
}

/**
 * Texts a fresh code to the invited mobile, in the inviting parent's language, within the day's sends to that
 * mobile, from this parent and from the centre (counted in the transaction that queues the text); the earlier code
 * stops working, and its tries stay counted.
 */
async function sendCode(ctx: RequestContext, row: FamilyMember, child: ChildSummary) {
  await reserveSend(ctx.db, {
    kind: 'family.invite-code',
    to: row.mobile,
    by: ctx.user!.id,
    centre: child.franchiseeId,
    perDay: INVITE_SENDS_PER_DAY,
  });
  const code = newCode();
  const expiresAt = new Date(Date.now() + INVITE_CODE_MINUTES * 60_000);
  await ctx.db
    .update(familyMembers)
    .set({ codeHash: codeHash(row.id, code), codeExpiresAt: expiresAt, updatedAt: new Date() })
    .where(eq(familyMembers.id, row.id));
  const [[parent], [centre]] = await Promise.all([
    ctx.db
      .select({ name: adminUsers.fullName, language: adminUsers.language })
      .from(adminUsers)
      .where(eq(adminUsers.id, ctx.user!.id)),
    ctx.db.select({ name: franchisees.companyName }).from(franchisees).where(eq(franchisees.id, child.franchiseeId)),
  ]);
  const body = inviteMessage(parent?.language, 'body', {
    parent: parent?.name ?? '',
    child: child.name,
    centre: centre?.name ?? '',
    code,
    minutes: INVITE_CODE_MINUTES,
  });
  await queueMessage(ctx.db, { channel: 'sms', to: row.mobile, body });
  return { ...row, codeExpiresAt: expiresAt };
}

/**
 * Invites a grandparent or caregiver of the parent's child by mobile: a code goes to the mobile. A mobile that
 * signs in with an account the circle did not open (staff, a parent, a login with no role) is refused in words.
 */
export async function inviteMember(ctx: RequestContext, input: InviteInput) {
  const child = await parentsChild(ctx, 'POST', input.studentAdmissionId);
  const [me] = await ctx.db
    .select({ mobile: adminUsers.mobile })
    .from(adminUsers)
    .where(eq(adminUsers.id, ctx.user!.id));
  if (me?.mobile === input.mobile) throw fieldError('mobile', T.ownMobile);
  // The circle invites people, not logins: a mobile another account signs in with is refused before any code goes.
  await circleLoginFor(ctx, { mobile: input.mobile, franchiseeId: child.franchiseeId });
  const row = await inTransaction(ctx, async (tx) => {
    const live = and(
      eq(familyMembers.studentAdmissionId, child.studentAdmissionId),
      ne(familyMembers.status, 'REMOVED'),
    );
    const [same] = await tx.db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(and(live, eq(familyMembers.mobile, input.mobile)));
    if (same) throw conflict(T.alreadyInCircle, { mobile: T.alreadyInCircle });
    const [{ n }] = await tx.db.select({ n: count() }).from(familyMembers).where(live);
    if (n >= MAX_MEMBERS) throw badRequest(T.circleFull);
    const [created] = await tx.db
      .insert(familyMembers)
      .values({
        franchiseeId: child.franchiseeId,
        studentAdmissionId: child.studentAdmissionId,
        name: input.name,
        relation: input.relation,
        mobile: input.mobile,
        invitedBy: tx.user!.id,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict(T.alreadyInCircle, { mobile: T.alreadyInCircle });
    const sent = await sendCode(tx, created, child);
    await audit(tx, {
      resource: familyMemberSubject,
      recordId: created.id,
      action: 'invite',
      franchiseeId: child.franchiseeId,
      changes: { name: input.name, relation: input.relation, mobile: input.mobile },
    });
    return sent;
  });
  return answer(row, []);
}

/** Sends a new code to an invited mobile. */
export async function resendCode(ctx: RequestContext, id: number) {
  const row = await inTransaction(ctx, async (tx) => {
    const member = await ownMember(tx, id, 'POST');
    if (member.status !== 'INVITED') throw conflict(T.notInvited);
    const [child] = await activeChildren(tx, { studentAdmissionIds: [member.studentAdmissionId] });
    if (!child) throw notFound('Student admission');
    return sendCode(tx, member, child);
  });
  return answer(row, []);
}

/**
 * Confirms an invitation with the code the mobile received. Each try is taken before the code is compared, in one
 * statement and outside the transaction, so tries sent at once cannot all pass the limit and a wrong one stays
 * counted; the fifth wrong code of the day ends the code, and a new one gets no tries until the day has passed.
 * A right code opens the member's login (the family member's role).
 */
export async function confirmMember(ctx: RequestContext, id: number, input: ConfirmInput) {
  const member = await ownMember(ctx, id, 'POST');
  if (member.status !== 'INVITED') throw conflict(T.notInvited);
  if (!member.codeHash) throw tooManyRequests(T.codeUsedUp);
  if (!member.codeExpiresAt || member.codeExpiresAt.getTime() <= Date.now()) throw badRequest(T.codeExpired);
  const tries = await reserveAttempt(ctx.db, {
    key: inviteCodeKey(member.id),
    limit: INVITE_CODE_TRIES,
    windowMs: DAY_MS,
  });
  if (!tries.ok) throw tooManyRequests(T.codeUsedUp);
  if (!sameHash(member.codeHash, codeHash(member.id, input.code))) {
    if (tries.left === 0) {
      await ctx.db.update(familyMembers).set({ codeHash: null }).where(eq(familyMembers.id, member.id));
      throw tooManyRequests(T.codeUsedUp);
    }
    throw badRequest(T.wrongCode(tries.left), { code: 'The code is not correct' });
  }
  const row = await inTransaction(ctx, async (tx) => {
    const locked = await ownMember(tx, id, 'POST');
    // Of two right codes sent at once, the second finds the member confirmed.
    if (locked.status !== 'INVITED' || locked.codeHash !== member.codeHash) throw conflict(T.notInvited);
    const [first, ...rest] = locked.name.split(/\s+/);
    const login = await openFamilyMemberLogin(tx, {
      franchiseeId: locked.franchiseeId,
      firstName: first ?? locked.name,
      lastName: rest.join(' '),
      mobile: locked.mobile,
    });
    const [updated] = await tx.db
      .update(familyMembers)
      .set({ status: 'ACTIVE', userId: login.id, joinedAt: new Date(), codeHash: null, updatedAt: new Date() })
      .where(eq(familyMembers.id, locked.id))
      .returning();
    await audit(tx, {
      resource: familyMemberSubject,
      recordId: locked.id,
      action: 'confirm',
      franchiseeId: locked.franchiseeId,
      changes: { status: { from: 'INVITED', to: 'ACTIVE' } },
    });
    return updated!;
  });
  await clearAttempts(ctx.db, inviteCodeKey(member.id));
  return answerOne(ctx, row);
}

/** Removes a member from the circle: their sessions end before the answer leaves, their login with the last circle. */
export async function removeMember(ctx: RequestContext, id: number) {
  const row = await inTransaction(ctx, async (tx) => {
    const member = await ownMember(tx, id, 'POST');
    if (member.status === 'REMOVED') throw conflict(T.alreadyRemoved);
    const [updated] = await tx.db
      .update(familyMembers)
      .set({ status: 'REMOVED', removedAt: new Date(), removedBy: tx.user!.id, codeHash: null, updatedAt: new Date() })
      .where(eq(familyMembers.id, member.id))
      .returning();
    if (member.userId !== null) {
      const [other] = await tx.db
        .select({ id: familyMembers.id })
        .from(familyMembers)
        .where(and(eq(familyMembers.userId, member.userId), eq(familyMembers.status, 'ACTIVE')))
        .limit(1);
      await closeFamilyMemberLogin(tx, member.userId, Boolean(other));
    }
    await audit(tx, {
      resource: familyMemberSubject,
      recordId: member.id,
      action: 'remove',
      franchiseeId: member.franchiseeId,
      changes: { status: { from: member.status, to: 'REMOVED' } },
    });
    return updated!;
  });
  await clearAttempts(ctx.db, inviteCodeKey(row.id));
  return answerOne(ctx, row);
}

/**
 * Names the child's authorised-pickup record that is this member's: the day's record itself, read as the parent
 * (its fence and the parent rule), so a member who collects the child is one record, approved once by the centre.
 */
export async function linkPickup(ctx: RequestContext, id: number, input: PickupInput) {
  const row = await inTransaction(ctx, async (tx) => {
    const member = await ownMember(tx, id, 'POST');
    if (member.status !== 'ACTIVE') throw conflict(T.notActive);
    const pickup = await loadRecord(tx, pickupResource, input.pickupId).catch(() => {
      throw fieldError('pickupId', 'Authorised pickup not found');
    });
    if (pickup.studentAdmissionId !== member.studentAdmissionId) throw fieldError('pickupId', T.pickupOtherChild);
    if (pickup.mobile !== member.mobile) throw fieldError('pickupId', T.pickupOtherMobile);
    const [updated] = await tx.db
      .update(familyMembers)
      .set({ pickupId: pickup.id, updatedAt: new Date() })
      .where(eq(familyMembers.id, member.id))
      .returning();
    await audit(tx, {
      resource: familyMemberSubject,
      recordId: member.id,
      action: 'pickup',
      franchiseeId: member.franchiseeId,
      changes: { pickupId: pickup.id },
    });
    return updated!;
  });
  return answerOne(ctx, row);
}

/** The active memberships of the signed-in member (the children whose circle they are in). */
export async function membershipsOf(ctx: RequestContext, studentAdmissionIds?: readonly number[]) {
  requireUser(ctx);
  return ctx.db
    .select({ studentAdmissionId: familyMembers.studentAdmissionId, franchiseeId: familyMembers.franchiseeId })
    .from(familyMembers)
    .where(
      and(
        franchiseeFence(ctx, familyMembers.franchiseeId),
        eq(familyMembers.userId, ctx.user!.id),
        eq(familyMembers.status, 'ACTIVE'),
        studentAdmissionIds ? inArray(familyMembers.studentAdmissionId, [...studentAdmissionIds]) : undefined,
      ),
    );
}
