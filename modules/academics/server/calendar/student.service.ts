import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { addDays, todayInIndia } from '@portal/core';
import {
  assertFranchisee,
  assertOwns,
  badRequest,
  defaultFranchisee,
  loadRecord,
  notFound,
  prepared,
  QueryValues,
  readOnce,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { latestAnnouncementsOfChild } from '@portal/mod-communication/server';
import { childMoney } from '@portal/mod-finance/server';
import { classes, franchisees } from '@portal/mod-org/server';
import {
  sections,
  studentAdmissionResource,
  studentAdmissions,
  attendanceFigures,
  students,
} from '@portal/mod-students/server';
import { adminUsers, ownChildRule } from '@portal/mod-users/server';
import { CALENDAR_MESSAGES, CALENDAR_MODULES as M, type StudentDashboard } from '../../shared/calendar.ts';
import { diaryOfTheDay } from '../diary/class-diary.service.ts';
import { termsOfChildYears } from '../child-terms.service.ts';
import { ofChildsSection } from '../child-years.ts';
import { homework, homeworkSubmissions } from '../schema.ts';
import { centreEvents, workingDaysBetween } from './working-days.service.ts';

const childName = sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`;

/** A child the caller may see: a parent only their own (another id answers 404), staff their centre's. */
async function ownedChild(ctx: RequestContext, module: string, studentAdmissionId: number) {
  requireUser(ctx);
  await assertOwns(ctx, ownChildRule, { module, method: 'GET' }, studentAdmissionId, () =>
    notFound('Student admission'),
  );
  await loadRecord(ctx, studentAdmissionResource, studentAdmissionId);
  const [child] = await readOnce(ctx, `academics:child:${studentAdmissionId}`, () =>
    ctx.db
      .select({
        id: studentAdmissions.id,
        franchiseeId: studentAdmissions.franchiseeId,
        classId: studentAdmissions.classId,
        sectionId: studentAdmissions.sectionId,
        name: childName,
        className: classes.name,
        section: sections.name,
        centre: franchisees.companyName,
        classCategory: classes.classCategory,
        academicYearId: studentAdmissions.academicYearId,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
      .innerJoin(franchisees, eq(franchisees.id, studentAdmissions.franchiseeId))
      .leftJoin(sections, eq(sections.id, studentAdmissions.sectionId))
      .where(eq(studentAdmissions.id, studentAdmissionId)),
  );
  if (!child) throw notFound('Student admission');
  return child;
}

/** The child linked to the signed-in account. */
export async function myChild(ctx: RequestContext) {
  requireUser(ctx);
  // The parent's app opens on it: built once.
  const v = new QueryValues('academics:my-child');
  const where = eq(adminUsers.id, v.bind(ctx.user.id));
  const [row] = await prepared(ctx.db, v, () =>
    ctx.db
      .select({ studentAdmissionId: studentAdmissions.id, name: childName })
      .from(adminUsers)
      .innerJoin(studentAdmissions, eq(studentAdmissions.id, adminUsers.studentAdmissionId))
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .where(where),
  );
  if (!row) throw notFound(CALENDAR_MESSAGES.noChild);
  return row;
}

/**
 * A centre's calendar between two days (a year around today unless asked): the event calendar's events and
 * holidays, and the closures (holidays) and events the centre keeps on its academic calendar. The caller has
 * checked that the reader may see this centre's calendar (a child's parent, a member of the child's family circle).
 */
export async function calendarOfCentre(
  ctx: RequestContext,
  franchiseeId: number,
  range: { from?: string; to?: string },
) {
  const today = todayInIndia();
  const from = range.from ?? addDays(today, -62);
  const to = range.to ?? addDays(today, 365);
  const span = to < from ? [] : await centreEvents(ctx, franchiseeId, from, to);
  const summary = await workingDaysBetween(ctx, franchiseeId, from, to < from ? from : to);
  const events = span.map((e) => ({
    id: `event-${e.id}`,
    title: e.title,
    startDate: e.startDate,
    endDate: e.endDate,
    isHoliday: e.isHoliday,
    kind: e.isHoliday ? 'HOLIDAY' : e.eventType,
  }));
  for (const d of [...summary.holidays, ...summary.events])
    if (d.source === 'ACADEMIC_CALENDAR')
      events.push({
        id: `day-${d.date}-${d.title}`,
        title: d.title,
        startDate: d.date,
        endDate: d.date,
        isHoliday: d.kind === 'HOLIDAY',
        kind: d.kind,
      });
  events.sort((a, b) => a.startDate.localeCompare(b.startDate));
  return events;
}

/** The parent's calendar: the child's centre's events and holidays (the event calendar's and the academic one's). */
export async function studentCalendar(
  ctx: RequestContext,
  studentAdmissionId: number,
  range: { from?: string; to?: string },
) {
  const child = await ownedChild(ctx, M.STUDENT_CALENDAR, studentAdmissionId);
  return { child: child.name, centre: child.centre, events: await calendarOfCentre(ctx, child.franchiseeId, range) };
}

/** The centre's calendar its staff read: the one named or chosen (a teacher's own), with the same days. */
export async function centreCalendar(
  ctx: RequestContext,
  query: { franchiseeId?: number; from?: string; to?: string },
) {
  requireUser(ctx);
  const franchiseeId = query.franchiseeId ?? defaultFranchisee(ctx);
  if (franchiseeId === null) throw badRequest(CALENDAR_MESSAGES.chooseCentre);
  assertFranchisee(ctx, franchiseeId);
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId));
  if (!centre) throw notFound('Franchisee');
  return { centre: centre.name, events: await calendarOfCentre(ctx, franchiseeId, query) };
}

/** student/dashboard: the child's day at a glance. */
export async function studentDashboard(ctx: RequestContext, studentAdmissionId: number): Promise<StudentDashboard> {
  requireUser(ctx);
  const child = await ownedChild(ctx, M.DASHBOARD, studentAdmissionId);
  const today = todayInIndia();

  const hw = await ctx.db
    .select({
      id: homework.id,
      subject: homework.subject,
      title: homework.title,
      dueDate: homework.dueDate,
      status: homeworkSubmissions.status,
    })
    .from(homework)
    .leftJoin(
      homeworkSubmissions,
      and(eq(homeworkSubmissions.homeworkId, homework.id), eq(homeworkSubmissions.studentAdmissionId, child.id)),
    )
    .where(
      and(
        eq(homework.franchiseeId, child.franchiseeId),
        eq(homework.classId, child.classId),
        ofChildsSection(homework.sectionId, child.sectionId),
        gte(homework.dueDate, today),
      ),
    )
    .orderBy(asc(homework.dueDate), asc(homework.id))
    .limit(20);

  const monthStart = `${today.slice(0, 7)}-01`;
  const month = await attendanceFigures(
    ctx,
    { studentAdmissionId: child.id, franchiseeId: child.franchiseeId },
    monthStart,
    today,
  );

  const ann = await latestAnnouncementsOfChild(ctx, child, today, ctx.user.id);

  const money = await childMoney(ctx, child.id);

  // The latest term whose card is open to parents, of any of the child's years (last year's, early in a new one).
  const open = (await termsOfChildYears(ctx, child.id)).filter((t) => t.published).at(-1);
  const reportCard: StudentDashboard['reportCard'] = open
    ? {
        termId: open.id,
        termName: open.academicYearId === child.academicYearId ? open.name : `${open.name} (${open.academicYear})`,
      }
    : null;

  const ahead = await workingDaysBetween(ctx, child.franchiseeId, today, addDays(today, 30));

  return {
    studentAdmissionId: child.id,
    child: { name: child.name, className: child.className, section: child.section ?? null, centre: child.centre },
    diary: await diaryOfTheDay(ctx, child, today),
    homeworkDue: hw.map((h) => ({ ...h, status: h.status ?? null })),
    attendance: {
      month: monthStart.slice(0, 7),
      from: month.from,
      to: month.to,
      present: month.present,
      absent: month.absent,
      leave: month.leave,
      workingDays: month.workingDays,
      percent: month.percent,
    },
    announcements: ann.map((a) => ({ ...a, read: Boolean(a.read) })),
    fees: {
      billedPaise: money.billedPaise,
      concessionPaise: money.concessionPaise,
      paidPaise: money.paidPaise,
      awaitingApprovalPaise: money.awaitingApprovalPaise,
      outstandingPaise: money.outstandingPaise,
    },
    feesDue: money.owed.slice(0, 12).map(({ id, label, dueDate, duePaise, awaitingApprovalPaise, overdue }) => ({
      ...{ id, label, dueDate, duePaise, awaitingApprovalPaise, overdue },
    })),
    receipts: money.payments.slice(0, 10).map((p) => ({
      ...p,
      paidAt: new Date(p.paidAt),
    })),
    reportCard,
    holidays: ahead.holidays,
  };
}
