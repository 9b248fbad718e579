import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { actingUser, defineView, type RequestContext } from '@portal/kit';
import { moduleCompletions, teacherEnrollments, teacherModules, trainingEnrollments, trainings } from './schema.ts';
import {
  teacherModuleCatalogueViewShape,
  teacherModuleReadsViewShape,
  trainingEnrollmentReadsViewShape,
} from '../shared/views.ts';

const enrollmentColumns = {
  id: trainingEnrollments.id,
  trainingId: trainingEnrollments.trainingId,
  franchiseeId: trainingEnrollments.franchiseeId,
  response: trainingEnrollments.response,
  attendance: trainingEnrollments.attendance,
  /** The training's own key (group by it to read the training's columns beside counts of its enrolments). */
  trainingKey: trainings.id,
  title: trainings.title,
  mode: trainings.mode,
  fromDate: trainings.fromDate,
  toDate: trainings.toDate,
  fromTime: trainings.fromTime,
  toTime: trainings.toTime,
  status: trainings.status,
};

/**
 * The teachers invited to trainings, with their training, as other modules may read them (the training schedule
 * report): fenced on the teacher's centre.
 */
export const trainingEnrollmentReads = {
  ...defineView({
    ...trainingEnrollmentReadsViewShape,
    from: trainingEnrollments,
    joins: [{ table: trainings, on: eq(trainings.id, trainingEnrollments.trainingId) }],
    columns: enrollmentColumns,
    franchiseeColumn: trainingEnrollments.franchiseeId,
    defaultSort: [{ column: trainingEnrollments.id, dir: 'asc' }],
  }),
  c: enrollmentColumns,
};

const moduleColumns = {
  id: teacherEnrollments.id,
  franchiseeId: teacherEnrollments.franchiseeId,
  staffId: teacherEnrollments.staffId,
  /** The enrolment's decision: only APPROVED enrolments require their topic's modules. */
  enrollmentStatus: teacherEnrollments.status,
  moduleId: teacherModules.id,
  /** The teacher's completion of the module, null while it is not completed. */
  completionId: moduleCompletions.id,
  completedAt: moduleCompletions.completedAt,
};

/**
 * Each teacher's modules as other modules may read them (training completion on the dashboard, in the
 * benchmarks): one row per enrolment in a topic and active module of it, with the teacher's completion of
 * the module when there is one; fenced on the teacher's centre.
 */
export const teacherModuleReads = {
  ...defineView({
    ...teacherModuleReadsViewShape,
    from: teacherEnrollments,
    joins: [
      {
        table: teacherModules,
        on: and(eq(teacherModules.topicId, teacherEnrollments.topicId), eq(teacherModules.isActive, true))!,
      },
      {
        table: moduleCompletions,
        on: and(
          eq(moduleCompletions.moduleId, teacherModules.id),
          eq(moduleCompletions.staffId, teacherEnrollments.staffId),
        )!,
        type: 'left',
      },
    ],
    columns: moduleColumns,
    franchiseeColumn: teacherEnrollments.franchiseeId,
    defaultSort: [
      { column: teacherEnrollments.id, dir: 'asc' },
      { column: teacherModules.id, dir: 'asc' },
    ],
  }),
  c: moduleColumns,
};

/**
 * A teacher's modules as correlated counts of the row whose staff id is `staffId`: the active modules of the
 * topics they were approved for, and how many of those they completed.
 */
export function teacherModuleCountsSql(staffId: PgColumn | SQL) {
  const approvedModules = sql`from ${teacherEnrollments}
      inner join ${teacherModules}
        on ${teacherModules.topicId} = ${teacherEnrollments.topicId} and ${teacherModules.isActive}
      where ${teacherEnrollments.staffId} = ${staffId} and ${teacherEnrollments.status} = 'APPROVED'`;
  return {
    required: sql<number>`(select count(*) ${approvedModules})::int`,
    completed: sql<number>`(select count(*) ${approvedModules} and exists (select 1 from ${moduleCompletions}
        where ${moduleCompletions.moduleId} = ${teacherModules.id}
          and ${moduleCompletions.staffId} = ${staffId}))::int`,
  };
}

const catalogueColumns = {
  id: teacherModules.id,
  topicId: teacherModules.topicId,
  title: teacherModules.title,
  isActive: teacherModules.isActive,
};

/** Head office's self-training modules as other modules may name them (an audit's corrective training). */
export const teacherModuleCatalogue = {
  ...defineView({
    ...teacherModuleCatalogueViewShape,
    from: teacherModules,
    columns: catalogueColumns,
    global: true,
    defaultSort: [{ column: teacherModules.id, dir: 'asc' }],
  }),
  c: catalogueColumns,
};

/** A self-training module: its topic and whether it is offered; undefined when there is none. */
export async function teacherModuleOf(ctx: RequestContext, moduleId: number) {
  const [mod] = await ctx.db
    .select({ id: teacherModules.id, topicId: teacherModules.topicId, isActive: teacherModules.isActive })
    .from(teacherModules)
    .where(eq(teacherModules.id, moduleId));
  return mod;
}

/** True where the staff member of `staffId` has completed the module of `moduleId` (a correlated condition). */
export function moduleCompletedSql(staffId: PgColumn | SQL, moduleId: PgColumn | SQL | number) {
  return sql`exists (select 1 from ${moduleCompletions}
    where ${moduleCompletions.staffId} = ${staffId} and ${moduleCompletions.moduleId} = ${moduleId})`;
}

/**
 * Opens a topic to teachers of a centre, approved by the acting user (an audit's corrective training): each
 * enrolment is made, or approved again where the teacher had one.
 */
export async function approveTopicForTeachers(
  ctx: RequestContext,
  input: { franchiseeId: number; staffIds: readonly number[]; topicId: number; remark: string },
) {
  if (!input.staffIds.length) return;
  const by = actingUser(ctx).id;
  await ctx.db
    .insert(teacherEnrollments)
    .values(
      input.staffIds.map((staffId) => ({
        franchiseeId: input.franchiseeId,
        staffId,
        topicId: input.topicId,
        status: 'APPROVED',
        remark: input.remark,
        decidedBy: by,
        decidedAt: new Date(),
      })),
    )
    .onConflictDoUpdate({
      target: [teacherEnrollments.staffId, teacherEnrollments.topicId],
      set: { status: 'APPROVED', decidedBy: by, decidedAt: new Date(), updatedAt: new Date() },
    });
}
