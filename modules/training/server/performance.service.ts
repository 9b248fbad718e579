import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { franchiseeFence, notFound, recordCondition, type RequestContext, requireAccess } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { ownStaff, staff, staffResource } from '@portal/mod-staff/server';
import { TRAINING_MODULES } from '../shared/index.ts';
import { holds } from './people.service.ts';
import {
  assessmentAttempts,
  moduleCompletions,
  teacherAssessments,
  teacherEnrollments,
  teacherModules,
  trainingTopics,
} from './schema.ts';

export interface TeacherPerformance {
  staffId: number;
  name: string;
  franchiseeId: number;
  centre: string;
  topicsApproved: number;
  modulesTotal: number;
  modulesCompleted: number;
  completionPercent: number;
  assessmentsTaken: number;
  assessmentsPassed: number;
  averageScore: number | null;
}

async function performanceOf(ctx: RequestContext, staffIds: number[]) {
  if (staffIds.length === 0) return { enrollments: [], modules: [], completions: [], best: [] };
  const enrollments = await ctx.db
    .select({ staffId: teacherEnrollments.staffId, topicId: teacherEnrollments.topicId })
    .from(teacherEnrollments)
    .where(and(inArray(teacherEnrollments.staffId, staffIds), eq(teacherEnrollments.status, 'APPROVED')));
  const modules = await ctx.db
    .select({ id: teacherModules.id, topicId: teacherModules.topicId, title: teacherModules.title })
    .from(teacherModules)
    .where(eq(teacherModules.isActive, true));
  const completions = await ctx.db
    .select({
      staffId: moduleCompletions.staffId,
      moduleId: moduleCompletions.moduleId,
      completedAt: moduleCompletions.completedAt,
    })
    .from(moduleCompletions)
    .where(inArray(moduleCompletions.staffId, staffIds));
  const best = await ctx.db
    .select({
      staffId: assessmentAttempts.staffId,
      assessmentId: assessmentAttempts.assessmentId,
      best: max(assessmentAttempts.percent),
      passMark: teacherAssessments.passMarkPercent,
    })
    .from(assessmentAttempts)
    .innerJoin(teacherAssessments, eq(teacherAssessments.id, assessmentAttempts.assessmentId))
    .where(inArray(assessmentAttempts.staffId, staffIds))
    .groupBy(assessmentAttempts.staffId, assessmentAttempts.assessmentId, teacherAssessments.passMarkPercent);
  return { enrollments, modules, completions, best };
}

function summarise(
  member: { id: number; firstName: string; lastName: string; franchiseeId: number; centre: string },
  data: Awaited<ReturnType<typeof performanceOf>>,
): TeacherPerformance {
  const topics = new Set(data.enrollments.filter((e) => e.staffId === member.id).map((e) => e.topicId));
  const modules = data.modules.filter((m) => topics.has(m.topicId));
  const completed = modules.filter((m) =>
    data.completions.some((c) => c.staffId === member.id && c.moduleId === m.id),
  ).length;
  const mine = data.best.filter((b) => b.staffId === member.id);
  const scores = mine.map((b) => Number(b.best ?? 0));
  return {
    staffId: member.id,
    name: `${member.firstName} ${member.lastName}`,
    franchiseeId: member.franchiseeId,
    centre: member.centre,
    topicsApproved: topics.size,
    modulesTotal: modules.length,
    modulesCompleted: completed,
    completionPercent: modules.length ? Math.round((completed * 100) / modules.length) : 0,
    assessmentsTaken: mine.length,
    assessmentsPassed: mine.filter((b) => Number(b.best ?? 0) >= b.passMark).length,
    averageScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
  };
}

/** Performance per teacher and per centre, inside the caller's fence. */
export async function teacherPerformance(ctx: RequestContext, franchiseeId?: number) {
  requireAccess(ctx, TRAINING_MODULES.PERFORMANCE, 'GET');
  const members = await ctx.db
    .select({
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      franchiseeId: staff.franchiseeId,
      centre: franchisees.companyName,
    })
    .from(staff)
    .innerJoin(franchisees, eq(franchisees.id, staff.franchiseeId))
    .where(
      and(
        eq(staff.staffCategory, 'TEACHER'),
        eq(staff.isActive, true),
        recordCondition(ctx, staffResource),
        franchiseeFence(ctx, staff.franchiseeId, franchiseeId),
      ),
    )
    .orderBy(asc(franchisees.companyName), asc(staff.firstName));
  const data = await performanceOf(
    ctx,
    members.map((m) => m.id),
  );
  const teachers = members.map((m) => summarise(m, data));
  const centres = [...new Map(teachers.map((t) => [t.franchiseeId, t.centre])).entries()].map(([id, centre]) => {
    const group = teachers.filter((t) => t.franchiseeId === id);
    const scored = group.filter((t) => t.averageScore !== null);
    return {
      franchiseeId: id,
      centre,
      teachers: group.length,
      averageCompletion: Math.round(group.reduce((a, t) => a + t.completionPercent, 0) / group.length),
      averageScore: scored.length
        ? Math.round(scored.reduce((a, t) => a + (t.averageScore ?? 0), 0) / scored.length)
        : null,
      assessmentsPassed: group.reduce((a, t) => a + t.assessmentsPassed, 0),
    };
  });
  return { teachers, centres };
}

/**
 * One teacher's record: progress per module and every attempt. Teachers may open their own; a
 * colleague's record is not there for them (404), as with every other self-service record.
 */
export async function teacherPerformanceRecord(ctx: RequestContext, staffId: number) {
  const own = await ownStaff(ctx);
  if (!(own && own.id === staffId) && !holds(ctx, TRAINING_MODULES.PERFORMANCE, 'GET')) throw notFound('Staff member');
  const [member] = await ctx.db
    .select({
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      franchiseeId: staff.franchiseeId,
      centre: franchisees.companyName,
      designation: staff.designation,
    })
    .from(staff)
    .innerJoin(franchisees, eq(franchisees.id, staff.franchiseeId))
    .where(and(eq(staff.id, staffId), recordCondition(ctx, staffResource)));
  if (!member) throw notFound('Staff member');
  const data = await performanceOf(ctx, [staffId]);
  const topics = await ctx.db.select({ id: trainingTopics.id, name: trainingTopics.name }).from(trainingTopics);
  const attempts = await ctx.db
    .select({
      id: assessmentAttempts.id,
      assessmentId: assessmentAttempts.assessmentId,
      title: teacherAssessments.title,
      assessmentType: teacherAssessments.assessmentType,
      attemptNo: assessmentAttempts.attemptNo,
      score: assessmentAttempts.score,
      maxScore: assessmentAttempts.maxScore,
      percent: assessmentAttempts.percent,
      passed: assessmentAttempts.passed,
      submittedAt: assessmentAttempts.submittedAt,
    })
    .from(assessmentAttempts)
    .innerJoin(teacherAssessments, eq(teacherAssessments.id, assessmentAttempts.assessmentId))
    .where(eq(assessmentAttempts.staffId, staffId))
    .orderBy(asc(assessmentAttempts.submittedAt));
  const approved = new Set(data.enrollments.map((e) => e.topicId));
  return {
    summary: summarise(member, data),
    designation: member.designation,
    modules: data.modules
      .filter((m) => approved.has(m.topicId))
      .map((m) => ({
        moduleId: m.id,
        title: m.title,
        topic: topics.find((t) => t.id === m.topicId)?.name ?? '',
        completedAt: data.completions.find((c) => c.moduleId === m.id)?.completedAt ?? null,
      })),
    attempts,
  };
}
