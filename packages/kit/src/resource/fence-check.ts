import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../context.ts';
import { fieldError, notFound } from '../errors.ts';
import {
  assertFranchisee,
  defaultFranchisee,
  franchiseeFence,
  mayTouchFranchisee,
  seesEveryFranchisee,
} from '../fence.ts';
import type { Resource, Row, Values } from './define.ts';

/** The column the fence applies to: the row's franchisee, or the id of a franchisee itself; none for global rows. */
export function fenceColumnOf(res: Resource): PgColumn | undefined {
  if (res.scope === 'global') return undefined;
  return res.scope === 'self' ? res.columns.id : res.columns.franchiseeId;
}

/** The franchisee fence of a resource for this user; undefined means no fence. */
export function scopeCondition(ctx: RequestContext, res: Resource): SQL | undefined {
  const column = fenceColumnOf(res);
  return column && franchiseeFence(ctx, column);
}

/** Settles the franchisee of a new or moved row: it must be one the user may write. */
export function resolveFranchisee(ctx: RequestContext, res: Resource, requested: unknown): number | null {
  if (typeof requested === 'number') {
    assertFranchisee(ctx, requested);
    return requested;
  }
  // Head-office rows (a head-office user) carry no franchisee; only head office may write them.
  if (seesEveryFranchisee(ctx) && res.fields.franchiseeId && !res.fields.franchiseeId.required) return null;
  const fallback = defaultFranchisee(ctx);
  if (fallback === null) throw fieldError('franchiseeId', 'Franchisee is required');
  return fallback;
}

/**
 * The fence once more, after the hooks, which run after the first check and may have changed the
 * franchisee: on the values about to be written and again on the row as written. A row outside the
 * fence is refused with the same 404 as asking for that centre, and the transaction around the write
 * undoes it. `handedOverTo` is the one centre a declared hand-over (`hooks.handOver`) may move a new
 * row to. Values that do not name the franchisee (an update leaving it alone) pass.
 */
export function recheckFence(
  ctx: RequestContext,
  res: Resource,
  row: Row | Values,
  handedOverTo: number | null = null,
): void {
  if (res.scope !== 'franchisee' || !('franchiseeId' in row)) return;
  const franchiseeId = row.franchiseeId;
  if (franchiseeId === null || franchiseeId === undefined) {
    if (seesEveryFranchisee(ctx)) return;
  } else if (franchiseeId === handedOverTo || mayTouchFranchisee(ctx, franchiseeId as number)) return;
  throw notFound('Franchisee');
}

/**
 * Runs the resource's declared hand-over for a new row (head office's leads go to the centre that
 * serves them): the row moves there, and the centre it came from stays in `handedOverFrom` for the
 * hooks. Answers the centre handed to, or null.
 */
export async function handOver(ctx: RequestContext, res: Resource, values: Values): Promise<number | null> {
  if (res.scope !== 'franchisee' || !res.hooks.handOver) return null;
  const to = await res.hooks.handOver(ctx, values);
  if (to === null || to === values.franchiseeId) return null;
  values.handedOverFrom = values.franchiseeId;
  values.franchiseeId = to;
  return to;
}
