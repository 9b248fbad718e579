/**
 * The reports read other modules' rows through the views those modules declare for them (`…Reads`: the
 * columns they let others read and the column their franchisee fence applies to), never through their tables.
 */
import type { SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '@portal/db';
import { franchiseeFence, type RequestContext, type View } from '@portal/kit';

/**
 * `select … from` a declared view: its table with its joins, or its table alone (`joined: false`, for a count or a
 * total that needs no joined column).
 */
export function fromView<S extends SelectedFields>(
  db: Executor,
  view: View,
  selection: S,
  { joined = true }: { joined?: boolean } = {},
) {
  let query = db.select(selection).from(view.decl.from).$dynamic();
  for (const join of joined ? (view.decl.joins ?? []) : [])
    query = (join.type === 'left'
      ? query.leftJoin(join.table, join.on)
      : query.innerJoin(join.table, join.on)) as unknown as typeof query;
  return query;
}

/** The view's franchisee fence, narrowed to the centres asked for (404 outside the user's). */
export function viewFence(
  ctx: RequestContext,
  view: View,
  requested?: number | readonly number[] | null,
): SQL | undefined {
  const column = view.decl.franchiseeColumn;
  if (!column) throw new Error(`View '${view.name}' declares no franchisee column`);
  return franchiseeFence(ctx, column, requested);
}
