import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import {
  assertAttachable,
  assertFranchisee,
  audit,
  auditSubject,
  badRequest,
  defaultFranchisee,
  forbidden,
  franchiseeFence,
  inTransaction,
  loadRecord,
  menuCondition,
  notFound,
  requireHeadOffice,
  type RequestContext,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { DEFAULT_LAUNCH_TASKS, type LaunchSide, type LaunchStatus } from '../../shared/constants.ts';
import type { CentreBoard, LaunchTask, NetworkRow } from '../../shared/launch.ts';
import { devLaunchPlans, devLaunchTasks, devLaunchTemplate } from '../schema.ts';
import { datesBack } from './dating.ts';
import { launchTaskResource } from './resources.ts';

const launchPlanSubject = auditSubject('dev-launch-plans');

type TaskRow = typeof devLaunchTasks.$inferSelect;

/** Head office's people (no centre of their own) act on every task; a centre's only on its own side's. */
const isHeadOffice = (ctx: RequestContext) => Boolean(ctx.user) && !ctx.user?.franchiseeId;
const mayUpdate = (ctx: RequestContext, task: Pick<TaskRow, 'ownerSide'>) =>
  isHeadOffice(ctx) || task.ownerSide === ('FRANCHISEE' satisfies LaunchSide);
const isOverdue = (task: Pick<TaskRow, 'status' | 'dueDate'>, today: string) =>
  task.status !== 'DONE' && task.dueDate < today;

function present(ctx: RequestContext, task: TaskRow, today: string): LaunchTask {
  return {
    id: task.id,
    title: task.title,
    ownerSide: task.ownerSide,
    startDate: task.startDate,
    dueDate: task.dueDate,
    status: task.status,
    doneOn: task.doneOn,
    note: task.note,
    fileId: task.fileId,
    overdue: isOverdue(task, today),
    mayUpdate: mayUpdate(ctx, task),
  };
}

/** The template's tasks, or the portal's default when head office emptied it. */
async function templateTasks(ctx: RequestContext) {
  const rows = await ctx.db
    .select()
    .from(devLaunchTemplate)
    .orderBy(sql`${devLaunchTemplate.offsetDays} desc`, asc(devLaunchTemplate.sort), asc(devLaunchTemplate.id));
  return rows.length ? rows : DEFAULT_LAUNCH_TASKS.map((t, i) => ({ ...t, sort: i }));
}

/**
 * A new centre's launch plan: the template's tasks copied and dated back from the opening day. Runs in the
 * caller's transaction (the conversion's).
 */
export async function createLaunchPlan(
  ctx: RequestContext,
  input: { franchiseeId: number; prospectId: number; openingDate: string },
): Promise<{ planId: number; tasks: number }> {
  const [plan] = await ctx.db
    .insert(devLaunchPlans)
    .values({ ...input, createdBy: ctx.user?.id ?? null })
    .returning({ id: devLaunchPlans.id });
  const template = await templateTasks(ctx);
  await ctx.db.insert(devLaunchTasks).values(
    template.map((t, i) => ({
      planId: plan.id,
      franchiseeId: input.franchiseeId,
      title: t.title,
      ownerSide: t.ownerSide,
      durationDays: t.durationDays,
      offsetDays: t.offsetDays,
      sort: i,
      ...datesBack(input.openingDate, t),
    })),
  );
  return { planId: plan.id, tasks: template.length };
}

/**
 * The owner's "Centre launch" entry (and its home shortcut) only where their centre has a launch plan: an open
 * centre that was never converted from a prospect has none. A user without a centre of their own (head office)
 * picks the centre on the board itself.
 */
menuCondition('/development/launch', async (ctx) => {
  const own = ctx.user?.franchiseeId;
  if (own === null || own === undefined) return true;
  const [plan] = await ctx.db
    .select({ id: devLaunchPlans.id })
    .from(devLaunchPlans)
    .where(and(eq(devLaunchPlans.franchiseeId, own), franchiseeFence(ctx, devLaunchPlans.franchiseeId)))
    .limit(1);
  return plan !== undefined;
});

async function planOf(ctx: RequestContext, franchiseeId: number) {
  const [plan] = await ctx.db
    .select({ id: devLaunchPlans.id, openingDate: devLaunchPlans.openingDate, centreName: franchisees.companyName })
    .from(devLaunchPlans)
    .innerJoin(franchisees, eq(franchisees.id, devLaunchPlans.franchiseeId))
    .where(and(eq(devLaunchPlans.franchiseeId, franchiseeId), franchiseeFence(ctx, devLaunchPlans.franchiseeId)));
  if (!plan) throw notFound('Launch plan');
  return plan;
}

/** A centre's launch board: its tasks in date order, each marked overdue when its due day passed undone. */
export async function centreLaunch(ctx: RequestContext, requested?: number): Promise<CentreBoard> {
  const franchiseeId = requested ?? defaultFranchisee(ctx);
  if (!franchiseeId) throw badRequest('Choose a centre', { franchiseeId: 'Choose a centre' });
  assertFranchisee(ctx, franchiseeId, 'Launch plan');
  const plan = await planOf(ctx, franchiseeId);
  const rows = await ctx.db
    .select()
    .from(devLaunchTasks)
    .where(eq(devLaunchTasks.planId, plan.id))
    .orderBy(asc(devLaunchTasks.dueDate), asc(devLaunchTasks.sort), asc(devLaunchTasks.id));
  const today = todayInIndia();
  const tasks = rows.map((r) => present(ctx, r, today));
  return {
    franchiseeId,
    centreName: plan.centreName,
    openingDate: plan.openingDate,
    total: tasks.length,
    done: tasks.filter((t) => t.status === 'DONE').length,
    overdue: tasks.filter((t) => t.overdue).length,
    tasks,
  };
}

/** Moves a centre's opening day: every task not done yet is dated again from it; done ones keep their dates. */
export async function moveOpeningDay(
  ctx: RequestContext,
  input: { franchiseeId: number; openingDate: string },
): Promise<CentreBoard> {
  requireHeadOffice(ctx, 'Only head office moves a centre’s opening day');
  await inTransaction(ctx, async (ctx) => {
    assertFranchisee(ctx, input.franchiseeId, 'Launch plan');
    const plan = await planOf(ctx, input.franchiseeId);
    if (plan.openingDate === input.openingDate) return;
    await ctx.db
      .update(devLaunchPlans)
      .set({ openingDate: input.openingDate, updatedAt: new Date() })
      .where(eq(devLaunchPlans.id, plan.id));
    const undone = await ctx.db
      .select()
      .from(devLaunchTasks)
      .where(and(eq(devLaunchTasks.planId, plan.id), ne(devLaunchTasks.status, 'DONE')));
    for (const task of undone)
      await ctx.db
        .update(devLaunchTasks)
        .set({ ...datesBack(input.openingDate, task), updatedAt: new Date() })
        .where(eq(devLaunchTasks.id, task.id));
    await audit(ctx, {
      resource: launchPlanSubject,
      recordId: plan.id,
      action: 'move-opening-day',
      franchiseeId: input.franchiseeId,
      changes: { openingDate: [plan.openingDate, input.openingDate], redated: undone.length },
    });
  });
  return centreLaunch(ctx, input.franchiseeId);
}

/**
 * Updates a task's status, note or document. A franchisee changes only the tasks their side owns; head office any.
 * Done stamps today's date; taken back from done, the date goes.
 */
export async function updateLaunchTask(
  ctx: RequestContext,
  id: number,
  input: { status?: LaunchStatus; note?: string | null; fileId?: string | null },
): Promise<LaunchTask> {
  const row = await inTransaction(ctx, async (ctx) => {
    const task = await loadRecord(ctx, launchTaskResource, id, { forUpdate: true });
    if (!mayUpdate(ctx, task)) throw forbidden('Head office does this task: only head office updates it');
    if (input.fileId) await assertAttachable(ctx, input.fileId);
    const set: Partial<TaskRow> = { updatedAt: new Date() };
    if (input.status !== undefined && input.status !== task.status) {
      set.status = input.status;
      set.doneOn = input.status === 'DONE' ? todayInIndia() : null;
    }
    if (input.note !== undefined) set.note = input.note || null;
    if (input.fileId !== undefined) set.fileId = input.fileId || null;
    const [updated] = await ctx.db.update(devLaunchTasks).set(set).where(eq(devLaunchTasks.id, id)).returning();
    await audit(ctx, {
      resource: launchTaskResource,
      recordId: id,
      action: 'update',
      franchiseeId: task.franchiseeId,
      changes: {
        ...(set.status ? { status: [task.status, set.status] } : {}),
        ...(input.note !== undefined ? { note: true } : {}),
        ...(input.fileId !== undefined ? { fileId: [task.fileId, set.fileId] } : {}),
      },
    });
    return updated;
  });
  return present(ctx, row, todayInIndia());
}

/** Every centre in launch, soonest opening first: how much of its plan is done and how much is overdue. */
export async function networkLaunch(ctx: RequestContext): Promise<{ rows: NetworkRow[] }> {
  requireHeadOffice(ctx, 'Only head office sees the network’s launches');
  const today = todayInIndia();
  const plans = await ctx.db
    .select({
      id: devLaunchPlans.id,
      franchiseeId: devLaunchPlans.franchiseeId,
      centreName: franchisees.companyName,
      openingDate: devLaunchPlans.openingDate,
    })
    .from(devLaunchPlans)
    .innerJoin(franchisees, eq(franchisees.id, devLaunchPlans.franchiseeId))
    .where(franchiseeFence(ctx, devLaunchPlans.franchiseeId))
    .orderBy(asc(devLaunchPlans.openingDate), asc(devLaunchPlans.id));
  if (!plans.length) return { rows: [] };
  const counts = await ctx.db
    .select({
      planId: devLaunchTasks.planId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${devLaunchTasks.status} = 'DONE'))::int`,
      overdue: sql<number>`(count(*) filter (where ${devLaunchTasks.status} <> 'DONE'
        and ${devLaunchTasks.dueDate} < ${today}))::int`,
    })
    .from(devLaunchTasks)
    .where(
      inArray(
        devLaunchTasks.planId,
        plans.map((p) => p.id),
      ),
    )
    .groupBy(devLaunchTasks.planId);
  const byPlan = new Map(counts.map((c) => [c.planId, c]));
  return {
    rows: plans.map((p) => {
      const c = byPlan.get(p.id) ?? { total: 0, done: 0, overdue: 0 };
      return {
        franchiseeId: p.franchiseeId,
        centreName: p.centreName,
        openingDate: p.openingDate,
        total: c.total,
        done: c.done,
        percentDone: c.total ? Math.round((c.done * 100) / c.total) : 0,
        overdue: c.overdue,
      };
    }),
  };
}

/** The centre a prospect was converted into, if any. */
export async function prospectCentre(ctx: RequestContext, prospectId: number) {
  const [row] = await ctx.db
    .select({
      franchiseeId: devLaunchPlans.franchiseeId,
      centreName: franchisees.companyName,
      openingDate: devLaunchPlans.openingDate,
    })
    .from(devLaunchPlans)
    .innerJoin(franchisees, eq(franchisees.id, devLaunchPlans.franchiseeId))
    .where(eq(devLaunchPlans.prospectId, prospectId));
  return { centre: row ?? null };
}
