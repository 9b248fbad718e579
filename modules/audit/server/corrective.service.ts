import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  audit,
  commandOf,
  conflict,
  defineResource,
  defineView,
  fieldError,
  requireHeadOffice,
  viewFilter,
  type RequestContext,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { approvedTeachersOf } from '@portal/mod-staff/server';
import {
  approveTopicForTeachers,
  moduleCompletedSql,
  teacherModuleCatalogue,
  teacherModuleOf,
} from '@portal/mod-training/server';
import { AUDIT_STEPS, correctiveTaskRow } from '../shared/contracts.ts';
import { CORRECTIVE_STATUS } from '../shared/index.ts';
import { correctiveTaskShape } from '../shared/resources.ts';
import { centreAudits, correctiveTasks, correctiveTrainees } from './schema.ts';
import { correctiveTaskListViewShape } from '../shared/views.ts';

type CorrectiveTask = typeof correctiveTasks.$inferSelect;
const command = commandOf<CorrectiveTask>();

/** Teachers given the task's training, and how many of them have completed it. */
async function trainingProgress(ctx: RequestContext, task: CorrectiveTask) {
  if (!task.trainingModuleId) return { trainees: 0, trained: 0 };
  // (A teacher completes a module once: the training module's completions.)
  const completed = moduleCompletedSql(correctiveTrainees.staffId, task.trainingModuleId);
  const [row] = await ctx.db
    .select({
      trainees: sql<number>`count(*)::int`,
      trained: sql<number>`(count(*) filter (where ${completed}))::int`,
    })
    .from(correctiveTrainees)
    .where(eq(correctiveTrainees.taskId, task.id));
  return { trainees: Number(row.trainees), trained: Number(row.trained) };
}

/** What still keeps a task open, in words; empty when it may close. */
async function stillMissing(ctx: RequestContext, task: CorrectiveTask) {
  const progress = await trainingProgress(ctx, task);
  const missing: string[] = [];
  if (progress.trained < progress.trainees)
    missing.push(
      `${progress.trainees - progress.trained} of ${progress.trainees} teachers still to finish the training`,
    );
  if (!task.passedAuditId) missing.push('a later audit of the centre still has to pass this parameter');
  return { progress, missing };
}

async function closeTask(ctx: RequestContext, task: CorrectiveTask): Promise<boolean> {
  const { missing } = await stillMissing(ctx, task);
  if (missing.length) return false;
  const [closed] = await ctx.db
    .update(correctiveTasks)
    .set({ status: 'CLOSED', closedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(correctiveTasks.id, task.id), eq(correctiveTasks.status, 'OPEN')))
    .returning({ id: correctiveTasks.id });
  if (closed)
    await audit(ctx, {
      resource: correctiveTaskShape,
      recordId: task.id,
      action: 'close',
      franchiseeId: task.franchiseeId,
      changes: { status: ['OPEN', 'CLOSED'], passedAuditId: task.passedAuditId },
    });
  return Boolean(closed);
}

/**
 * The corrective loop at an audit's submission: each "no" opens a task for the centre; each "yes" marks
 * the centre's open tasks on that parameter (from earlier audits) as passed, and closes those whose
 * training is done.
 */
export async function runCorrectiveLoop(
  ctx: RequestContext,
  submitted: { id: number; franchiseeId: number },
  items: { responseId: number; parameterId: number; parameterText: string; response: string | null }[],
  nonCompliances: { id: number; responseId: number }[],
): Promise<void> {
  const byResponse = new Map(items.map((i) => [i.responseId, i]));
  if (nonCompliances.length)
    await ctx.db.insert(correctiveTasks).values(
      nonCompliances.map((nc) => {
        const item = byResponse.get(nc.responseId)!;
        return {
          franchiseeId: submitted.franchiseeId,
          nonComplianceId: nc.id,
          auditId: submitted.id,
          parameterId: item.parameterId,
          parameterText: item.parameterText,
        };
      }),
    );
  const passed = items.filter((i) => i.response === 'yes').map((i) => i.parameterId);
  if (!passed.length) return;
  const tasks = await ctx.db
    .update(correctiveTasks)
    .set({ passedAuditId: submitted.id, updatedAt: new Date() })
    .where(
      and(
        eq(correctiveTasks.franchiseeId, submitted.franchiseeId),
        eq(correctiveTasks.status, 'OPEN'),
        ne(correctiveTasks.auditId, submitted.id),
        inArray(correctiveTasks.parameterId, passed),
      ),
    )
    .returning();
  for (const task of tasks) await closeTask(ctx, task);
}

/**
 * A corrective task opened by a failed parameter. Created by the audit's submission; head office assigns
 * the matching self-training module to the centre's teachers, and the task closes itself when a later
 * audit passes the parameter with the training done (or on `check`, once the last teacher finished).
 */
export const correctiveTaskResource = defineResource({
  ...correctiveTaskShape,
  scope: 'franchisee',
  table: correctiveTasks,
  titleField: 'parameterText',
  list: { columns: [] },
  statusField: 'status',
  describe: (row) => `the corrective task on "${row.parameterText}"`,
  commands: {
    assignTraining: command({
      label: 'Assign training',
      from: ['OPEN'],
      ...AUDIT_STEPS.assignTraining,
      async handler(ctx, task, input) {
        requireHeadOffice(ctx, 'Only head office assigns corrective training');
        if (task.trainingModuleId) throw conflict('Training is already assigned for this task');
        const mod = await teacherModuleOf(ctx, input.trainingModuleId);
        if (!mod?.isActive) throw fieldError('trainingModuleId', 'Training module not found');
        const teachers = await approvedTeachersOf(ctx, task.franchiseeId);
        if (!teachers.length) throw conflict('The centre has no approved teachers to train');
        await ctx.db
          .insert(correctiveTrainees)
          .values(teachers.map((t) => ({ taskId: task.id, franchiseeId: task.franchiseeId, staffId: t.id })));
        // The topic opens for each teacher: the module shows on their learning page.
        await approveTopicForTeachers(ctx, {
          franchiseeId: task.franchiseeId,
          staffIds: teachers.map((t) => t.id),
          topicId: mod.topicId,
          remark: `Corrective training: ${task.parameterText}`.slice(0, 500),
        });
        const assigned = { ...task, trainingModuleId: mod.id };
        const progress = await trainingProgress(ctx, assigned);
        return {
          set: { trainingModuleId: mod.id, trainingAssignedAt: new Date() },
          answer: { id: task.id, status: 'OPEN', ...progress, passedAuditId: task.passedAuditId },
        };
      },
    }),
    check: command({
      label: 'Check and close',
      from: ['OPEN'],
      to: 'CLOSED',
      ...AUDIT_STEPS.checkCorrectiveTask,
      async handler(ctx, task) {
        const { progress, missing } = await stillMissing(ctx, task);
        if (missing.length) throw conflict(`The task stays open: ${missing.join('; ')}`);
        return {
          set: { closedAt: new Date() },
          answer: { id: task.id, status: 'CLOSED', ...progress, passedAuditId: task.passedAuditId },
        };
      },
    }),
  },
});

const trainees = sql<number>`(select count(*)::int from ${correctiveTrainees} ct
  where ct.task_id = ${correctiveTasks.id})`;
const trained = sql<number>`(select count(*)::int from ${correctiveTrainees} ct
  where ct.task_id = ${correctiveTasks.id}
    and ${moduleCompletedSql(sql`ct.staff_id`, correctiveTasks.trainingModuleId)})`;
/** The training modules, as the training module lets others name them. */
const trainingModule = teacherModuleCatalogue.c;

/** The corrective loop per centre: each failed parameter, its training and whether a later audit passed it. */
export const correctiveTaskListView = defineView({
  ...correctiveTaskListViewShape,
  from: correctiveTasks,
  joins: [
    { table: franchisees, on: eq(franchisees.id, correctiveTasks.franchiseeId) },
    { table: centreAudits, on: eq(centreAudits.id, correctiveTasks.auditId) },
    {
      table: teacherModuleCatalogue.decl.from,
      on: eq(trainingModule.id, correctiveTasks.trainingModuleId),
      type: 'left',
    },
  ],
  columns: {
    id: correctiveTasks.id,
    franchiseeId: correctiveTasks.franchiseeId,
    centre: { column: franchisees.companyName, label: 'Centre', schema: correctiveTaskRow.shape.centre },
    auditId: correctiveTasks.auditId,
    auditDate: { column: centreAudits.auditDate, label: 'Audit date', schema: correctiveTaskRow.shape.auditDate },
    nonComplianceId: correctiveTasks.nonComplianceId,
    parameterId: correctiveTasks.parameterId,
    parameterText: {
      column: correctiveTasks.parameterText,
      label: 'Parameter',
      schema: correctiveTaskRow.shape.parameterText,
    },
    status: { column: correctiveTasks.status, label: 'Status', schema: correctiveTaskRow.shape.status },
    trainingModuleId: {
      column: correctiveTasks.trainingModuleId,
      label: 'Training module',
      schema: correctiveTaskRow.shape.trainingModuleId,
    },
    trainingModule: { column: trainingModule.title, label: 'Training', schema: correctiveTaskRow.shape.trainingModule },
    trainees: { column: trainees, label: 'Teachers', kind: 'number', schema: correctiveTaskRow.shape.trainees },
    trained: { column: trained, label: 'Trained', kind: 'number', schema: correctiveTaskRow.shape.trained },
    passedAuditId: {
      column: correctiveTasks.passedAuditId,
      label: 'Passed in audit',
      schema: correctiveTaskRow.shape.passedAuditId,
    },
    closedAt: { column: correctiveTasks.closedAt, label: 'Closed', schema: correctiveTaskRow.shape.closedAt },
  },
  franchiseeColumn: correctiveTasks.franchiseeId,
  filters: {
    status: viewFilter(z.enum(CORRECTIVE_STATUS, { error: 'Status must be OPEN or CLOSED' }), (v) =>
      eq(correctiveTasks.status, v),
    ),
    franchiseeId: viewFilter(
      z.coerce
        .number({ error: 'Centre must be a number' })
        .int({ error: 'Centre must be a whole number' })
        .positive({ error: 'Centre must be positive' })
        .max(2_147_483_647, { error: 'Centre is too large' }),
      (v) => eq(correctiveTasks.franchiseeId, v),
    ),
  },
  search: { columns: [franchisees.companyName, correctiveTasks.parameterText] },
  defaultSort: [
    { column: correctiveTasks.status, dir: 'desc' },
    { column: correctiveTasks.id, dir: 'desc' },
  ],
});
