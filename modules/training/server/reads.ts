import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { defineView } from '@portal/kit';
import { TRAINING_MODULES } from '../shared/constants.ts';
import { moduleCompletions, teacherEnrollments, teacherModules, trainingEnrollments, trainings } from './schema.ts';

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
    name: 'training-enrollment-reads',
    label: 'Training invitation',
    module: TRAINING_MODULES.TEACHER_TRAINING,
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
    name: 'teacher-module-reads',
    label: 'Teacher module',
    module: TRAINING_MODULES.PERFORMANCE,
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
        where ${moduleCompletions.moduleId} = ${teacherModules.id} and ${moduleCompletions.staffId} = ${staffId}))::int`,
  };
}
