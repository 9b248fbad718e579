import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatTime } from '@portal/core';
import {
  actingUser,
  AppError,
  assertFranchisee,
  audit,
  badRequest,
  conflict,
  forbidden,
  franchiseeFence,
  inTransaction,
  notFound,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { sections, studentAdmissions } from '@portal/mod-students/server';
import { roles } from '@portal/mod-system/server';
import type { MeetingSettings } from '@portal/mod-training/server';
import { adminUsers, userRoles } from '@portal/mod-users/server';
import { CLASS_JOIN_LEAD_MINUTES, type ScheduleClassInput } from '../../shared/index.ts';
import { now } from '../clock.ts';
import { onlineClasses, onlineClassInvites } from '../schema.ts';
import { onlineClassShape } from '../../shared/resources.ts';

export const CLASS_LINK_INVALID = 'This class link is not valid';
const LEAD_MS = CLASS_JOIN_LEAD_MINUTES * 60_000;

/** A wall time in India as an instant. */
const indiaTime = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** An instant as India's wall time, DD-MM-YYYY HH:MM. */
function indiaText(at: Date): string {
  const iso = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)} ${formatTime(iso.slice(11, 16))}`;
}

const fullName = sql<string>`${adminUsers.firstName} || ' ' || ${adminUsers.lastName}`;

/** Active teacher accounts of the given centres. */
async function teachersOf(ctx: RequestContext, franchiseeIds?: number[]) {
  return ctx.db
    .selectDistinct({ id: adminUsers.id, name: fullName, franchiseeId: adminUsers.franchiseeId })
    .from(adminUsers)
    .innerJoin(userRoles, eq(userRoles.userId, adminUsers.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.role, 'TEACHER')))
    .where(and(eq(adminUsers.isActive, true), franchiseeFence(ctx, adminUsers.franchiseeId, franchiseeIds)))
    .orderBy(fullName);
}

/** Parent accounts linked to a child of the section. */
async function parentsOf(ctx: RequestContext, sectionId: number) {
  return ctx.db
    .selectDistinct({ id: adminUsers.id, name: fullName })
    .from(adminUsers)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, adminUsers.studentAdmissionId))
    .where(and(eq(adminUsers.isActive, true), eq(studentAdmissions.sectionId, sectionId)));
}

export async function onlineClassChoices(ctx: RequestContext) {
  const sectionRows = await ctx.db
    .select({
      id: sections.id,
      name: sections.name,
      className: classes.name,
      centre: franchisees.companyName,
      franchiseeId: sections.franchiseeId,
    })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .innerJoin(franchisees, eq(franchisees.id, sections.franchiseeId))
    .where(and(eq(sections.isActive, true), franchiseeFence(ctx, sections.franchiseeId)))
    .orderBy(franchisees.companyName, classes.id, sections.name);
  const teachers = (await teachersOf(ctx)).map((t) => ({ ...t, franchiseeId: t.franchiseeId ?? 0 }));
  return { sections: sectionRows, teachers };
}

/**
 * Schedules a live class for one section: the centre's teachers (or those named) and the parents of the
 * section's children each get a personal reference that opens only this class, only from 10 minutes before it
 * starts until it ends.
 */
export async function scheduleClass(ctx: RequestContext, input: ScheduleClassInput) {
  requireUser(ctx);
  const [section] = await ctx.db
    .select({ id: sections.id, franchiseeId: sections.franchiseeId, isActive: sections.isActive })
    .from(sections)
    .where(eq(sections.id, input.sectionId));
  if (!section) throw notFound('Class section');
  assertFranchisee(ctx, section.franchiseeId, 'Class section');
  if (!section.isActive) throw badRequest('This class section is no longer active');
  const startsAt = indiaTime(input.date, input.fromTime);
  const endsAt = indiaTime(input.date, input.toTime);
  if (endsAt.getTime() <= now().getTime()) throw badRequest('Schedule the class for a time that has not passed');
  const teachers = await teachersOf(ctx, [section.franchiseeId]);
  let invitedTeachers = teachers;
  if (input.teacherUserIds?.length) {
    const wanted = [...new Set(input.teacherUserIds)];
    const missing = wanted.filter((id) => !teachers.some((t) => t.id === id));
    if (missing.length) throw badRequest("Invite only the centre's own teachers");
    invitedTeachers = teachers.filter((t) => wanted.includes(t.id));
  }
  const parents = await parentsOf(ctx, section.id);
  if (invitedTeachers.length + parents.length === 0)
    throw conflict('Nobody to invite: the centre has no teacher account and the section no parent account');
  return inTransaction(ctx, async (ctx) => {
    const [created] = await ctx.db
      .insert(onlineClasses)
      .values({
        franchiseeId: section.franchiseeId,
        sectionId: section.id,
        title: input.title,
        startsAt,
        endsAt,
        roomName: `class-${randomBytes(12).toString('hex')}`,
        createdBy: actingUser(ctx).id,
      })
      .returning({ id: onlineClasses.id });
    const people = [
      ...invitedTeachers.map((t) => ({ userId: t.id, name: t.name, role: 'TEACHER' })),
      ...parents
        .filter((p) => !invitedTeachers.some((t) => t.id === p.id))
        .map((p) => ({ userId: p.id, name: p.name, role: 'PARENT' })),
    ];
    await ctx.db.insert(onlineClassInvites).values(
      people.map((p) => ({
        ...p,
        onlineClassId: created.id,
        franchiseeId: section.franchiseeId,
        referenceId: randomBytes(16).toString('base64url'),
        expiresAt: endsAt,
      })),
    );
    await audit(ctx, {
      resource: onlineClassShape,
      recordId: created.id,
      action: 'schedule',
      franchiseeId: section.franchiseeId,
      changes: { ...input, invited: people.length },
    });
    return { id: created.id, invited: people.length };
  });
}

const classColumns = {
  id: onlineClasses.id,
  title: onlineClasses.title,
  centre: franchisees.companyName,
  section: sections.name,
  className: classes.name,
  startsAt: onlineClasses.startsAt,
  endsAt: onlineClasses.endsAt,
  status: onlineClasses.status,
  cancelReason: onlineClasses.cancelReason,
  franchiseeId: onlineClasses.franchiseeId,
  sectionId: onlineClasses.sectionId,
  roomName: onlineClasses.roomName,
};

function classQuery(ctx: RequestContext) {
  return ctx.db
    .select(classColumns)
    .from(onlineClasses)
    .innerJoin(franchisees, eq(franchisees.id, onlineClasses.franchiseeId))
    .innerJoin(sections, eq(sections.id, onlineClasses.sectionId))
    .innerJoin(classes, eq(classes.id, sections.classId));
}

const cancelledBy = alias(adminUsers, 'cancelled_by_user');

export async function onlineClassDetail(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select({
      ...classColumns,
      cancelledAt: onlineClasses.cancelledAt,
      cancelledBy: sql<string | null>`${cancelledBy.firstName} || ' ' || ${cancelledBy.lastName}`,
    })
    .from(onlineClasses)
    .innerJoin(franchisees, eq(franchisees.id, onlineClasses.franchiseeId))
    .innerJoin(sections, eq(sections.id, onlineClasses.sectionId))
    .innerJoin(classes, eq(classes.id, sections.classId))
    .leftJoin(cancelledBy, eq(cancelledBy.id, onlineClasses.cancelledBy))
    .where(and(eq(onlineClasses.id, id), franchiseeFence(ctx, onlineClasses.franchiseeId)));
  if (!row) throw notFound('Online class');
  const invites = await ctx.db
    .select({
      id: onlineClassInvites.id,
      userId: onlineClassInvites.userId,
      name: onlineClassInvites.name,
      role: onlineClassInvites.role,
      issuedAt: onlineClassInvites.issuedAt,
      expiresAt: onlineClassInvites.expiresAt,
      firstJoinedAt: onlineClassInvites.firstJoinedAt,
      lastJoinedAt: onlineClassInvites.lastJoinedAt,
      joins: onlineClassInvites.joins,
    })
    .from(onlineClassInvites)
    .where(eq(onlineClassInvites.onlineClassId, id))
    .orderBy(asc(onlineClassInvites.role), asc(onlineClassInvites.name));
  const { roomName: _r, franchiseeId: _f, sectionId: _s, ...rest } = row;
  const date = new Date(row.startsAt.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return { ...rest, date, invites };
}

/**
 * The signed-in user's own classes: the ones they were invited to, newest last, with their own reference; a
 * cancelled class stays in the list, with its status and reason, so nobody waits for it.
 */
export async function myClasses(ctx: RequestContext) {
  requireUser(ctx);
  const rows = await ctx.db
    .select({
      ...classColumns,
      role: onlineClassInvites.role,
      referenceID: onlineClassInvites.referenceId,
      joins: onlineClassInvites.joins,
    })
    .from(onlineClassInvites)
    .innerJoin(onlineClasses, eq(onlineClasses.id, onlineClassInvites.onlineClassId))
    .innerJoin(franchisees, eq(franchisees.id, onlineClasses.franchiseeId))
    .innerJoin(sections, eq(sections.id, onlineClasses.sectionId))
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(eq(onlineClassInvites.userId, ctx.user.id))
    .orderBy(asc(onlineClasses.startsAt))
    .limit(200);
  return {
    rows: rows.map(({ roomName: _r, franchiseeId: _f, sectionId: _s, ...r }) => ({
      ...r,
      opensAt: new Date(r.startsAt.getTime() - LEAD_MS),
    })),
  };
}

/** Whether the invited person still belongs to the section: a teacher of the centre, a parent of a child in it. */
async function stillInSection(ctx: RequestContext, invite: typeof onlineClassInvites.$inferSelect, sectionId: number) {
  const [user] = await ctx.db
    .select({
      isActive: adminUsers.isActive,
      franchiseeId: adminUsers.franchiseeId,
      email: adminUsers.email,
      sectionId: studentAdmissions.sectionId,
    })
    .from(adminUsers)
    .leftJoin(studentAdmissions, eq(studentAdmissions.id, adminUsers.studentAdmissionId))
    .where(eq(adminUsers.id, invite.userId));
  if (!user?.isActive) return null;
  if (invite.role === 'PARENT' ? user.sectionId !== sectionId : user.franchiseeId !== invite.franchiseeId) return null;
  return user;
}

/**
 * Opens the class behind a personal reference: only that class, only in its window, only for the person it was
 * issued to while they are still in the section. Each join is counted (attendance).
 */
export async function joinClass(
  ctx: RequestContext,
  meetings: MeetingSettings,
  referenceID: string,
  opts: { signedIn: boolean },
) {
  if (opts.signedIn) requireUser(ctx);
  if (!/^[A-Za-z0-9_-]{22}$/.test(referenceID)) throw new AppError(404, CLASS_LINK_INVALID);
  const [invite] = await ctx.db
    .select()
    .from(onlineClassInvites)
    .where(eq(onlineClassInvites.referenceId, referenceID));
  if (!invite) throw new AppError(404, CLASS_LINK_INVALID);
  if (opts.signedIn && invite.userId !== actingUser(ctx).id)
    throw forbidden('This link was issued to someone else; open the class from your own My classes');
  const [cls] = await classQuery(ctx).where(eq(onlineClasses.id, invite.onlineClassId));
  if (!cls) throw new AppError(404, CLASS_LINK_INVALID);
  if (cls.status === 'CANCELLED')
    throw conflict(cls.cancelReason ? `This class was cancelled: ${cls.cancelReason}` : 'This class was cancelled');
  const at = now();
  if (at.getTime() < cls.startsAt.getTime() - LEAD_MS)
    throw conflict(`The class opens ${CLASS_JOIN_LEAD_MINUTES} minutes before it starts (${indiaText(cls.startsAt)})`);
  if (at.getTime() >= cls.endsAt.getTime() || at.getTime() >= invite.expiresAt.getTime())
    throw new AppError(410, 'This class is over; its link has expired');
  const person = await stillInSection(ctx, invite, cls.sectionId);
  if (!person) throw forbidden('You are not in this class section');
  const url = await meetings.provider.joinUrl(
    { roomName: cls.roomName, title: cls.title },
    { userId: invite.userId, name: invite.name, email: person.email, moderator: invite.role === 'TEACHER' },
    { now: at, validUntil: cls.endsAt },
  );
  await ctx.db
    .update(onlineClassInvites)
    .set({
      joins: sql`${onlineClassInvites.joins} + 1`,
      firstJoinedAt: sql`coalesce(${onlineClassInvites.firstJoinedAt}, ${at.toISOString()}::timestamptz)`,
      lastJoinedAt: at,
    })
    .where(eq(onlineClassInvites.id, invite.id));
  return {
    url,
    provider: meetings.provider.name,
    title: cls.title,
    centre: cls.centre,
    section: `${cls.className} ${cls.section}`,
    startsAt: cls.startsAt,
    endsAt: cls.endsAt,
    issuedTo: invite.name,
  };
}
