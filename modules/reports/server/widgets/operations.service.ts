// Operations: kit orders in transit and by status, training completion.
import { and, count, desc, eq } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { kitOrderReads } from '@portal/mod-orders/server';
import { franchisees } from '@portal/mod-org/server';
import { staffReads } from '@portal/mod-staff/server';
import { teacherModuleReads } from '@portal/mod-training/server';
import { type Filters, type Rows, type WidgetQuery, ROW_LIMIT, col, percent, year } from './query.ts';
import { fromView, viewFence } from '../owner-views.ts';

// Kit orders: the orders module's orders, as it lets others read them
const kitOrders = kitOrderReads.c;

const ordersWhere = (ctx: RequestContext, f: Filters, status?: string) =>
  and(
    viewFence(ctx, kitOrderReads, f.franchiseeId),
    year(kitOrders.academicYearId, f),
    status ? eq(kitOrders.status, status) : undefined,
  );

async function orderRows(ctx: RequestContext, f: Filters, status?: string): Promise<Rows> {
  const rows = await fromView(ctx.db, kitOrderReads, {
    orderNo: kitOrders.orderNo,
    centre: franchisees.companyName,
    kitType: kitOrders.kitType,
    status: kitOrders.status,
    courier: kitOrders.courier,
    totalPaise: kitOrders.totalPaise,
  })
    .innerJoin(franchisees, eq(franchisees.id, kitOrders.franchiseeId))
    .where(ordersWhere(ctx, f, status))
    .orderBy(desc(kitOrders.id))
    .limit(ROW_LIMIT);
  return {
    columns: [
      col('orderNo', 'Order'),
      col('centre', 'Centre'),
      col('kitType', 'Kit', 'status'),
      col('status', 'Status', 'status'),
      col('courier', 'Courier'),
      col('totalPaise', 'Total', 'paise'),
    ],
    rows,
  };
}

export const ordersInTransit: WidgetQuery = {
  async figure(ctx, f) {
    const [r] = await fromView(ctx.db, kitOrderReads, { n: count() }).where(ordersWhere(ctx, f, 'SHIPPED'));
    return { value: r.n, series: [] };
  },
  rows: (ctx, f) => orderRows(ctx, f, 'SHIPPED'),
};

export const kitOrdersByStatus: WidgetQuery = {
  async figure(ctx, f) {
    const rows = await fromView(ctx.db, kitOrderReads, { status: kitOrders.status, n: count() })
      .where(ordersWhere(ctx, f))
      .groupBy(kitOrders.status)
      .orderBy(kitOrders.status);
    return {
      value: rows.reduce((s, r) => s + r.n, 0),
      series: rows.map((r) => ({ key: r.status, label: r.status, value: r.n })),
    };
  },
  rows: (ctx, f, series) => orderRows(ctx, f, series),
};

// Training completion
/**
 * Per teacher: modules of the topics they were approved for, and how many of those they completed (the training
 * module's rows of each teacher's modules), named as the staff module names them.
 */
export async function trainingProgress(ctx: RequestContext, f: Filters) {
  const modules = teacherModuleReads.c;
  const staff = staffReads.c;
  return fromView(ctx.db, teacherModuleReads, {
    franchiseeId: modules.franchiseeId,
    staffId: modules.staffId,
    name: staff.name,
    required: count(modules.moduleId),
    completed: count(modules.completionId),
  })
    .innerJoin(staffReads.decl.from, eq(staff.id, modules.staffId))
    .where(and(viewFence(ctx, teacherModuleReads, f.franchiseeId), eq(modules.enrollmentStatus, 'APPROVED')))
    .groupBy(modules.franchiseeId, modules.staffId, staff.firstName, staff.lastName)
    .orderBy(staff.firstName, staff.lastName, modules.staffId);
}

export const trainingCompletion: WidgetQuery = {
  async figure(ctx, f) {
    const rows = await trainingProgress(ctx, f);
    const required = rows.reduce((s, r) => s + r.required, 0);
    const completed = rows.reduce((s, r) => s + r.completed, 0);
    return {
      value: percent(completed, required),
      series: [
        { key: 'completed', label: 'Completed', value: completed },
        { key: 'pending', label: 'Pending', value: required - completed },
      ],
    };
  },
  async rows(ctx, f) {
    const rows = await trainingProgress(ctx, f);
    return {
      columns: [
        col('name', 'Teacher'),
        col('required', 'Modules', 'count'),
        col('completed', 'Completed', 'count'),
        col('completion', 'Completion', 'percent'),
      ],
      rows: rows.slice(0, ROW_LIMIT).map((r) => ({
        name: r.name,
        required: r.required,
        completed: r.completed,
        completion: percent(r.completed, r.required),
      })),
    };
  },
};

/** Each declared widget's queries, by key (the compiler holds the two lists together). */
