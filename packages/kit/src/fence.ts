import { and, eq, inArray, or, sql, SQL, type SQLWrapper } from 'drizzle-orm';
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

/** `column = value` over a column or an expression alike (eq's overloads take each, not their union). */
export function equals(column: FenceColumn, value: unknown): SQL {
  return column instanceof SQL ? eq(column, value) : eq(column, value);
}

/** `column in (values)` over a column or an expression alike (inArray's overloads take each, not their union). */
export function isAnyOf(column: FenceColumn, values: SQLWrapper | readonly unknown[]): SQL {
  return column instanceof SQL ? inArray(column, values) : inArray(column, values);
}

/**
 * Where a prepared statement keeps its values: the fence binds each id as a placeholder and notes
 * the condition's shape (which form, how many ids), so one shape stays one named statement.
 */
export interface FenceBinder {
  bind(value: number): unknown;
  note(part: string): void;
}

const literal: FenceBinder = { bind: (value) => value, note: () => {} };

/**
 * The condition that keeps rows of `column` inside the user's centres, narrowed to `requested` when
 * given (a franchisee picked in a filter, or the centres a piece of work is about). A requested centre
 * outside the fence is a 404, as if it did not exist. Undefined means "no condition": a network-wide
 * user who asked for no centre. With a binder the ids become placeholders of a prepared statement.
 */
export function franchiseeFence(
  ctx: RequestContext,
  column: FenceColumn,
  requested?: number | readonly number[] | null,
  binder: FenceBinder = literal,
): SQL | undefined {
  if (typeof requested === 'number') {
    assertFranchisee(ctx, requested);
    binder.note('franchisee');
    return equals(column, binder.bind(requested));
  }
  if (requested) {
    for (const id of requested) assertFranchisee(ctx, id);
    return anyOf(column, requested, binder);
  }
  if (ctx.franchisees === 'all') return undefined;
  binder.note('fence');
  return anyOf(column, ctx.franchisees, binder);
}

function anyOf(column: FenceColumn, ids: readonly number[], binder: FenceBinder): SQL {
  binder.note(`in:${ids.length}`);
  if (ids.length === 0) return sql`false`;
  return isAnyOf(
    column,
    ids.map((id) => binder.bind(id)),
  );
}

/** `franchiseeFence` as a condition that is always present (`true` where there is no fence). */
export function franchiseeFenceSql(
  ctx: RequestContext,
  column: FenceColumn,
  requested?: number | readonly number[] | null,
): SQL {
  return franchiseeFence(ctx, column, requested) ?? sql`true`;
}

/** `franchiseeFence` combined with other conditions. */
export function fenced(ctx: RequestContext, column: FenceColumn, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(franchiseeFence(ctx, column), ...conditions);
}

/**
 * The fence on an array of centres (a training's audience): rows that name at least one of the
 * user's centres. Undefined for a network-wide user.
 */
export function franchiseeArrayFence(ctx: RequestContext, column: PgColumn): SQL | undefined {
  if (ctx.franchisees === 'all') return undefined;
  if (ctx.franchisees.length === 0) return sql`false`;
  const ids = sql.join(
    ctx.franchisees.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`${column} && array[${ids}]::integer[]`;
}

/** The fence as part of a kept read's key: two users with the same key read the same rows. */
export function fenceKey(ctx: RequestContext): string {
  return ctx.franchisees === 'all' ? 'all' : ctx.franchisees.join(',');
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

/** The given centres narrowed to those the user may touch, in their order. */
export function touchableFranchisees(ctx: RequestContext, franchiseeIds: readonly number[]): number[] {
  return franchiseeIds.filter((id) => mayTouchFranchisee(ctx, id));
}

/**
 * The centres a statement that takes a list of ids may cover, narrowed to `requested` (404 outside the
 * fence); undefined when there is no fence.
 */
export function franchiseeIdsInFence(ctx: RequestContext, requested?: number | null): number[] | undefined {
  if (requested !== undefined && requested !== null) {
    assertFranchisee(ctx, requested);
    return [requested];
  }
  return ctx.franchisees === 'all' ? undefined : [...ctx.franchisees];
}

/**
 * The centres a user may choose in the shell: the fence, and the centres where the account acts with other roles
 * (joined by invitation). Choosing one only changes who the next requests act as; it reaches no rows by itself.
 */
export function choosableFranchisees(ctx: RequestContext, column: FenceColumn): SQL | undefined {
  const fence = franchiseeFence(ctx, column);
  const joined = ctx.joinedFranchisees ?? [];
  return fence && joined.length ? or(fence, isAnyOf(column, joined)) : fence;
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

/**
 * A context fenced to exactly one centre: for public forms, webhooks and payment callbacks, where
 * no signed-in user names the centre but the request itself does.
 */
export function actingForFranchisee(ctx: RequestContext, franchiseeId: number): RequestContext {
  return { ...ctx, franchisees: [franchiseeId], franchiseeId, actingForCentre: true };
}

/** A context for work the system does on its own (scheduled runs): every centre, no user. */
export function everyFranchiseeContext(ctx: RequestContext): RequestContext {
  return { ...ctx, franchisees: 'all' };
}
