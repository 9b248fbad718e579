import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  assertAttachable,
  assertOwns,
  assertReachesAny,
  badRequest,
  fieldError,
  files,
  franchiseeFence,
  inTransaction,
  loadRecord,
  notFound,
  prepared,
  QueryValues,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import { activeChildren, studentAdmissionResource, type ChildSummary } from '@portal/mod-students/server';
import { adminUsers, ownChildRule } from '@portal/mod-users/server';
import type { z } from 'zod';
import { fileKindOf } from '@portal/core';
import {
  CARE_MEDIA,
  CARE_MESSAGES,
  careDetails,
  type CareDetails,
  type CareEventKind,
  type careEventInput,
  type classCareEventInput,
} from '../shared/care.ts';
import { DAY_LIVE, DAY_MESSAGES, DAY_MODULES as M } from '../shared/constants.ts';
import { dayToday, now, timeInIndia } from './clock.ts';
import { dayRows } from './day-rows.service.ts';
import { publishDay } from './live.service.ts';
import { rosterChild } from './roster.service.ts';
import { dayCareEvents, dayCheckIns } from './schema.ts';

type CareEventInput = z.output<typeof careEventInput>;
type ClassCareEventInput = z.output<typeof classCareEventInput>;

const NAPS: CareEventKind[] = ['NAP_START', 'NAP_END'];

/**
 * Refuses a child who is not at the centre now (not checked in today, or already collected), and a nap end
 * without an open nap or a second nap start. Runs inside the write's transaction with the day's check-in rows
 * locked, so two teachers logging at once see each other's naps.
 */
async function assertCanLog(ctx: RequestContext, children: readonly ChildSummary[], event: CareDetails, day: string) {
  const ids = children.map((c) => c.studentAdmissionId);
  await ctx.db
    .select({ id: dayCheckIns.id })
    .from(dayCheckIns)
    .where(
      and(
        franchiseeFence(ctx, dayCheckIns.franchiseeId),
        eq(dayCheckIns.day, day),
        inArray(dayCheckIns.studentAdmissionId, ids),
      ),
    )
    .for('update');
  for (const row of await dayRows(ctx, children, day)) {
    if (!row.inAt) throw badRequest(DAY_MESSAGES.notCheckedIn(row.name));
    if (row.outAt) throw badRequest(DAY_MESSAGES.alreadyOut(row.name, timeInIndia(row.outAt)));
  }
  if (!NAPS.includes(event.kind)) return;
  const naps = await ctx.db
    .select({ studentAdmissionId: dayCareEvents.studentAdmissionId, kind: dayCareEvents.kind })
    .from(dayCareEvents)
    .where(
      and(
        franchiseeFence(ctx, dayCareEvents.franchiseeId),
        eq(dayCareEvents.day, day),
        inArray(dayCareEvents.studentAdmissionId, ids),
        inArray(dayCareEvents.kind, NAPS),
      ),
    )
    .orderBy(asc(dayCareEvents.at), asc(dayCareEvents.id));
  const lastNap = new Map(naps.map((n) => [n.studentAdmissionId, n.kind]));
  for (const child of children) {
    const napping = lastNap.get(child.studentAdmissionId) === 'NAP_START';
    if (event.kind === 'NAP_END' && !napping) throw badRequest(CARE_MESSAGES.napNotStarted(child.name));
    if (event.kind === 'NAP_START' && napping) throw badRequest(CARE_MESSAGES.napOpen(child.name));
  }
}

/**
 * A photo or a video the user uploaded themselves (a child's picture is never taken from another upload), of the
 * kinds and size a child's day takes.
 */
async function assertCareMedia(ctx: RequestContext, fileId: string | null) {
  const file = await assertAttachable(ctx, fileId, 'fileId', CARE_MESSAGES.attachMedia);
  if (file && file.uploadedBy !== ctx.user?.id) throw fieldError('fileId', CARE_MESSAGES.attachMedia);
  const kind = file && fileKindOf(file.contentType);
  if (!file || !kind || !(CARE_MEDIA.kinds as readonly string[]).includes(kind) || file.size > CARE_MEDIA.maxBytes)
    throw fieldError('fileId', CARE_MESSAGES.mediaKind);
}

/** Writes one event for each child, all of them or none. */
async function recordCareEvents(ctx: RequestContext, children: readonly ChildSummary[], event: CareDetails) {
  const day = dayToday();
  if (event.kind === 'PHOTO') await assertCareMedia(ctx, event.fileId);
  return inTransaction(ctx, async (tx) => {
    await assertCanLog(tx, children, event, day);
    const at = now();
    const rows = await tx.db
      .insert(dayCareEvents)
      .values(
        children.map((c) => ({
          franchiseeId: c.franchiseeId,
          studentAdmissionId: c.studentAdmissionId,
          day,
          at,
          ...event,
          recordedBy: tx.user?.id ?? null,
        })),
      )
      .returning();
    for (const child of children) await publishDay(tx, DAY_LIVE.care, child);
    return rows;
  });
}

/** The roster's quick log: one event for one child of a class the user teaches. */
export async function logCareEvent(ctx: RequestContext, input: CareEventInput) {
  requireUser(ctx);
  const child = await rosterChild(ctx, input.studentAdmissionId, 'POST', M.CARE);
  const [event] = await recordCareEvents(ctx, [child], careDetails(input));
  return { ...careEntry(event), recordedBy: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() };
}

/** One event for several children of a class ("lunch, all ate most"), all of them or none. */
export async function logClassCareEvent(ctx: RequestContext, input: ClassCareEventInput) {
  requireUser(ctx);
  await assertOwns(ctx, teacherOfClassRule, { module: M.CARE, method: 'POST' }, input.classId, () => notFound('Class'));
  const ids = [...new Set(input.studentAdmissionIds)];
  const children = await activeChildren(ctx, { studentAdmissionIds: ids });
  if (children.length !== ids.length) throw notFound('Student admission');
  if (children.some((c) => c.classId !== input.classId)) throw badRequest(CARE_MESSAGES.notInClass);
  const events = await recordCareEvents(ctx, children, careDetails(input));
  return { count: events.length };
}

type CareRow = typeof dayCareEvents.$inferSelect;

function careEntry(e: CareRow, mediaType: string | null = null) {
  return {
    key: `care-${e.id}`,
    at: e.at,
    kind: e.kind,
    meal: e.meal,
    portion: e.portion,
    ml: e.ml,
    toilet: e.toilet,
    mood: e.mood,
    fileId: e.fileId,
    mediaType,
    text: e.text,
    recordedBy: null as string | null,
  };
}

const bare = { meal: null, portion: null, ml: null, toilet: null, mood: null, fileId: null, mediaType: null };

/**
 * Who may read a child's day (its timeline, its photos and videos): the child's parents, the teachers of the
 * child's class, the centre's heads; anyone else, and another centre, is told the child is not found.
 */
export async function assertSeesChildDay(ctx: RequestContext, studentAdmissionId: number) {
  requireUser(ctx);
  const admission = await loadRecord(ctx, studentAdmissionResource, studentAdmissionId);
  await assertReachesAny(
    ctx,
    { module: M.CARE, method: 'GET' },
    [
      { rule: ownChildRule, value: studentAdmissionId },
      { rule: teacherOfClassRule, value: admission.classId },
    ],
    () => notFound('Student admission'),
  );
}

/** A child's day in time order: the arrival, the care events and the departure (the caller checked who may see it). */
export async function timelineEntries(ctx: RequestContext, child: ChildSummary, day: string) {
  const { studentAdmissionId } = child;
  // Every parent opens it in the morning: built once.
  const v = new QueryValues('day:timeline');
  const where = and(
    franchiseeFence(ctx, dayCareEvents.franchiseeId, undefined, v),
    eq(dayCareEvents.studentAdmissionId, v.bind(studentAdmissionId)),
    eq(dayCareEvents.day, v.bind(day)),
  );
  const [[row], events] = await Promise.all([
    dayRows(ctx, [child], day),
    prepared(ctx.db, v, () =>
      ctx.db
        .select({
          event: dayCareEvents,
          recordedBy: sql<string | null>`trim(${adminUsers.firstName} || ' ' || ${adminUsers.lastName})`,
          mediaType: files.contentType,
        })
        .from(dayCareEvents)
        .leftJoin(adminUsers, eq(adminUsers.id, dayCareEvents.recordedBy))
        .leftJoin(files, eq(files.id, dayCareEvents.fileId))
        .where(where)
        .orderBy(asc(dayCareEvents.at), asc(dayCareEvents.id)),
    ),
  ]);
  const entries = events.map((e) => ({ ...careEntry(e.event, e.mediaType), recordedBy: e.recordedBy }));
  if (row.inAt)
    entries.unshift({ key: 'in', at: row.inAt, kind: 'CHECK_IN', ...bare, text: row.inMethod, recordedBy: null });
  if (row.outAt)
    entries.push({ key: 'out', at: row.outAt, kind: 'CHECK_OUT', ...bare, text: row.collectedBy, recordedBy: null });
  return entries;
}

/**
 * A child's day in time order: the arrival and departure from the day's check-in, and the care events between.
 * A parent reaches only their own child, a teacher the children of the classes they teach, the centre's heads
 * every child of the centre; another centre's child is not found.
 */
export async function childTimeline(ctx: RequestContext, studentAdmissionId: number) {
  await assertSeesChildDay(ctx, studentAdmissionId);
  const [child] = await activeChildren(ctx, { studentAdmissionIds: [studentAdmissionId] });
  if (!child) throw notFound('Student admission');
  const day = dayToday();
  const entries = await timelineEntries(ctx, child, day);
  return {
    day,
    child: { studentAdmissionId, name: child.name, className: child.className },
    entries,
  };
}
