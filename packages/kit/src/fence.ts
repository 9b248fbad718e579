import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from './context.ts';
import { notFound } from './errors.ts';

/**
 * The franchisee fence: the one place that turns "which centres may this user touch" into a query
 * condition or a check. Module code asks these functions and never reads `ctx.franchisees` itself.
 *
 * A column is a Drizzle column or a raw SQL expression (`sql\`e.franchisee_id\``) for hand-written
 * statements. Deny by default: a user with no centres gets a condition that matches nothing.
 */
export type FenceColumn = PgColumn | SQL;
// (eq/inArray take either at run time; their types name only one, hence the casts below.)

/**
 * The condition that keeps rows of `column` inside the user's centres, narrowed to `requested` when
 * given (a franchisee picked in a filter). A requested centre outside the fence is a 404, as if it did
 * not exist. Undefined means "no condition": a network-wide user who asked for no centre.
 */
export function franchiseeFence(ctx: RequestContext, column: FenceColumn, requested?: number | null): SQL | undefined {
  if (requested !== undefined && requested !== null) {
    assertFranchisee(ctx, requested);
    return eq(column as PgColumn, requested);
  }
  if (ctx.franchisees === 'all') return undefined;
  if (ctx.franchisees.length === 0) return sql`false`;
  return inArray(column as PgColumn, ctx.franchisees);
}

/** `franchiseeFence` as a condition that is always present (`true` where there is no fence). */
export function franchiseeFenceSql(ctx: RequestContext, column: FenceColumn, requested?: number | null): SQL {
  return franchiseeFence(ctx, column, requested) ?? sql`true`;
}

/** `franchiseeFence` combined with other conditions. */
export function fenced(ctx: RequestContext, column: FenceColumn, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(franchiseeFence(ctx, column), ...conditions);
}

/** True when the user may touch rows of this franchisee. */
export function mayTouchFranchisee(ctx: RequestContext, franchiseeId: number | null | undefined): boolean {
  if (franchiseeId === null || franchiseeId === undefined) return false;
  return ctx.franchisees === 'all' || ctx.franchisees.includes(franchiseeId);
}

/** Refuses a franchisee outside the fence with the same 404 as a missing one. */
export function assertFranchisee(ctx: RequestContext, franchiseeId: number | null | undefined, what = 'Franchisee') {
  if (!mayTouchFranchisee(ctx, franchiseeId)) throw notFound(what);
}

/** True for head-office users who see every centre (no fence at all). */
export function seesEveryFranchisee(ctx: RequestContext): boolean {
  return ctx.franchisees === 'all';
}

/**
 * The centre a new row belongs to when the request names none: the centre chosen in the shell when
 * the user may touch it, else the user's only centre; null when that cannot be settled.
 */
export function defaultFranchisee(ctx: RequestContext): number | null {
  if (ctx.franchiseeId !== null && mayTouchFranchisee(ctx, ctx.franchiseeId)) return ctx.franchiseeId;
  if (ctx.franchisees !== 'all' && ctx.franchisees.length === 1) return ctx.franchisees[0];
  return null;
}
