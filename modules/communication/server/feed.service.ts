import { and, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ROLE, todayInIndia } from '@portal/core';
import { files, franchiseeFence, loadRecord, notFound, requireUser, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions, yearsOfChild } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { announcementResource } from './resources.ts';
import { announcementReads, announcements } from './schema.ts';

/** The child admission linked to a parent's account, or null. */
export async function linkedAdmission(ctx: RequestContext) {
  if (!ctx.user || !ctx.roleNames.includes(ROLE.PARENT)) return null;
  const [row] = await ctx.db
    .select({
      id: studentAdmissions.id,
      franchiseeId: studentAdmissions.franchiseeId,
      classId: studentAdmissions.classId,
      sectionId: studentAdmissions.sectionId,
    })
    .from(adminUsers)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, adminUsers.studentAdmissionId))
    .where(eq(adminUsers.id, ctx.user.id));
  return row ?? null;
}

type Child = { id: number; franchiseeId: number; classId: number; sectionId: number | null };

/**
 * What a child's family reads: the centre's announcements to all or to parents, for every class or the child's.
 * Classes are the network's and outlive a year, so one to a class is its families' of the year it was published
 * in: a family new to Nursery does not get an earlier year's Nursery notices left without an end date. One to the
 * whole centre stays a standing notice for every family.
 */
async function familyCondition(ctx: RequestContext, child: Child): Promise<SQL> {
  const year = (await yearsOfChild(ctx, child.id)).find((y) => y.studentAdmissionId === child.id);
  return and(
    eq(announcements.franchiseeId, child.franchiseeId),
    inArray(announcements.audience, ['ALL', 'PARENT']),
    or(isNull(announcements.classId), eq(announcements.classId, child.classId)),
    or(isNull(announcements.sectionId), eq(announcements.sectionId, sql`${child.sectionId ?? 0}`)),
    or(isNull(announcements.classId), year ? gte(announcements.publishFrom, year.yearFrom) : sql`false`),
  )!;
}

const publishedToday = () => {
  const today = todayInIndia();
  return and(
    lte(announcements.publishFrom, today),
    or(isNull(announcements.publishTo), gte(announcements.publishTo, today)),
  );
};

/**
 * The announcements a child's family reads today, newest first, without read marks: for a member of the child's
 * family circle (family), whose membership the caller has checked. Another centre's child is not found.
 */
export async function childAnnouncements(ctx: RequestContext, studentAdmissionId: number) {
  requireUser(ctx);
  const [child] = await ctx.db
    .select({
      id: studentAdmissions.id,
      franchiseeId: studentAdmissions.franchiseeId,
      classId: studentAdmissions.classId,
      sectionId: studentAdmissions.sectionId,
    })
    .from(studentAdmissions)
    .where(and(eq(studentAdmissions.id, studentAdmissionId), franchiseeFence(ctx, studentAdmissions.franchiseeId)));
  if (!child) throw notFound('Student admission');
  return ctx.db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      className: classes.name,
      publishFrom: announcements.publishFrom,
    })
    .from(announcements)
    .leftJoin(classes, eq(classes.id, announcements.classId))
    .where(and(publishedToday(), await familyCondition(ctx, child)))
    .orderBy(desc(announcements.publishFrom), desc(announcements.id))
    .limit(50);
}

/** Announcements the caller may read today: a parent's child's class, and staff their centres' staff notices. */
async function visibleCondition(ctx: RequestContext): Promise<SQL | undefined> {
  const window = publishedToday();
  const parts: SQL[] = [];
  const child = await linkedAdmission(ctx);
  if (child) parts.push(await familyCondition(ctx, child));
  if (ctx.roleNames.some((r) => r !== ROLE.PARENT) || ctx.user?.superAdmin) {
    const fence = franchiseeFence(ctx, announcements.franchiseeId);
    parts.push(and(fence, inArray(announcements.audience, ['ALL', 'STAFF']))!);
  }
  if (parts.length === 0) return sql`false`;
  return and(window, or(...parts));
}

/** announcement-view: what the caller may read, newest first, with whether they have read each. */
export async function announcementFeed(ctx: RequestContext, onlyId?: number) {
  requireUser(ctx);
  const rows = await ctx.db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      audience: announcements.audience,
      className: classes.name,
      publishFrom: announcements.publishFrom,
      publishTo: announcements.publishTo,
      attachmentFileId: announcements.attachmentFileId,
      attachmentName: files.originalName,
      read: sql<boolean>`${announcementReads.id} is not null`,
    })
    .from(announcements)
    .leftJoin(classes, eq(classes.id, announcements.classId))
    .leftJoin(files, eq(files.id, announcements.attachmentFileId))
    .leftJoin(
      announcementReads,
      and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, ctx.user.id)),
    )
    .where(and(await visibleCondition(ctx), onlyId ? eq(announcements.id, onlyId) : undefined))
    .orderBy(desc(announcements.publishFrom), desc(announcements.id))
    .limit(200);
  return { rows: rows.map((r) => ({ ...r, read: Boolean(r.read) })) };
}

/** Records that the caller read an announcement shown to them (the first time only). */
export async function markRead(ctx: RequestContext, id: number) {
  requireUser(ctx);
  const { rows } = await announcementFeed(ctx, id);
  if (!rows.length) throw notFound('Announcement');
  await ctx.db.insert(announcementReads).values({ announcementId: id, userId: ctx.user.id }).onConflictDoNothing();
  const [read] = await ctx.db
    .select({ readAt: announcementReads.readAt })
    .from(announcementReads)
    .where(and(eq(announcementReads.announcementId, id), eq(announcementReads.userId, ctx.user.id)));
  return { id, readAt: read.readAt };
}

/** Who read an announcement of the caller's centres. */
export async function receipts(ctx: RequestContext, id: number) {
  await loadRecord(ctx, announcementResource, id);
  const rows = await ctx.db
    .select({
      name: sql<string>`${adminUsers.firstName} || ' ' || ${adminUsers.lastName}`,
      email: adminUsers.email,
      readAt: announcementReads.readAt,
    })
    .from(announcementReads)
    .innerJoin(adminUsers, eq(adminUsers.id, announcementReads.userId))
    .where(eq(announcementReads.announcementId, id))
    .orderBy(announcementReads.readAt);
  return { read: rows.length, rows };
}
