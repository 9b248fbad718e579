import { and, asc, eq, inArray } from 'drizzle-orm';
import { canAccess, todayInIndia, type EndpointResult, addDays } from '@portal/core';
import { assertFranchisee, forbidden, mayTouchFranchisee, seesEveryFranchisee, type RequestContext } from '@portal/kit';
import {
  HEAD_OFFICE_WIDGETS,
  MESSAGES,
  WIDGETS,
  widgetOf,
  type WidgetDeclaration,
  type WidgetKey,
} from '../shared/constants.ts';
import type * as C from '../shared/contracts.ts';
import type { FigureQuery } from '../shared/contracts.ts';
import { roleWidgets } from './schema.ts';
import { WIDGET_QUERIES, type Filters } from './widgets.ts';

type Dashboard = EndpointResult<typeof C.dashboardWidgets>;
type FigureRowsAnswer = EndpointResult<typeof C.figureRows>;

const isSuperAdmin = (ctx: RequestContext) => ctx.user?.superAdmin === true;

/** May this user see the widget: its access module (GET), and for a comparison of centres, every centre. */
export function maySee(ctx: RequestContext, widget: WidgetDeclaration): boolean {
  const subject = { superAdmin: isSuperAdmin(ctx), roleNames: ctx.roleNames, endPoints: ctx.endPoints };
  if (!canAccess(subject, widget.module, 'GET')) return false;
  return !widget.network || seesEveryFranchisee(ctx);
}

/**
 * The selectors of a figure: the centre named in the query, else the one chosen in the shell when the
 * user may touch it (a centre outside the user's reach is refused as not found); the year likewise;
 * the day defaults to today in India.
 */
export function settleFilters(ctx: RequestContext, query: FigureQuery): Filters {
  let franchiseeId: number | undefined;
  if (query.franchiseeID !== undefined) {
    assertFranchisee(ctx, query.franchiseeID);
    franchiseeId = query.franchiseeID;
  } else if (ctx.franchiseeId !== null && mayTouchFranchisee(ctx, ctx.franchiseeId)) {
    franchiseeId = ctx.franchiseeId;
  }
  const date = query.date ?? todayInIndia();
  const monthStart = `${date.slice(0, 7)}-01`;
  const nextMonth = addDays(`${date.slice(0, 7)}-28`, 4).slice(0, 7) + '-01';
  return { franchiseeId, yearId: query.academicYearID ?? ctx.academicYearId, date, monthStart, nextMonth };
}

/** The widget keys placed on the user's roles' dashboards, in placement order, each once. */
async function placedWidgets(ctx: RequestContext): Promise<WidgetKey[]> {
  if (isSuperAdmin(ctx) && ctx.roleIds.length === 0) return [...HEAD_OFFICE_WIDGETS];
  if (ctx.roleIds.length === 0) return [];
  const rows = await ctx.db
    .select({ widget: roleWidgets.widget })
    .from(roleWidgets)
    .where(and(inArray(roleWidgets.roleId, ctx.roleIds), eq(roleWidgets.isActive, true)))
    .orderBy(asc(roleWidgets.position), asc(roleWidgets.id));
  const known = new Set<string>(WIDGETS.map((w) => w.key));
  return [...new Set(rows.map((r) => r.widget))].filter((k) => known.has(k));
}

/** The user's default dashboard: each placed widget the user may see, with its figure for the selectors. */
export async function dashboard(ctx: RequestContext, query: FigureQuery): Promise<Dashboard> {
  const f = settleFilters(ctx, query);
  const keys = await placedWidgets(ctx);
  const seen = keys.flatMap((key) => {
    const widget = widgetOf(key);
    return widget && maySee(ctx, widget) ? [{ key, widget }] : [];
  });
  // The figures are independent: on PostgreSQL they run side by side on the pool's connections.
  const widgets: Dashboard['widgets'] = await Promise.all(
    seen.map(async ({ key, widget }) => ({
      key,
      label: widget.label,
      chart: widget.chart,
      unit: widget.unit,
      ...(await WIDGET_QUERIES[key].figure(ctx, f)),
    })),
  );
  return { date: f.date, widgets };
}

/** The filtered list behind a figure, or behind one bar of it (`series`). */
export async function figureRows(
  ctx: RequestContext,
  key: WidgetKey,
  query: FigureQuery & { series?: string },
): Promise<FigureRowsAnswer> {
  const widget = widgetOf(key);
  if (!widget) throw forbidden(MESSAGES.unknownWidget);
  if (!maySee(ctx, widget)) throw forbidden(widget.network ? MESSAGES.networkOnly : MESSAGES.widgetRefused);
  const f = settleFilters(ctx, query);
  const { columns, rows } = await WIDGET_QUERIES[key].rows(ctx, f, query.series);
  return { title: widget.rowsTitle, columns, rows, count: rows.length };
}
