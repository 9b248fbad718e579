import { and, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { audienceCondition } from './audience.ts';
import type { BoundParams, Resource } from './declarations.ts';
import { scopeCondition } from './fence-check.ts';
import { ownerCondition, readRight } from './owner.ts';

/**
 * A resource's rights inside a centre as a condition on its table: its owner rule and its declared audience
 * (undefined: every row inside the fence).
 */
export function resourceOwnerCondition(ctx: RequestContext, res: Resource, params?: BoundParams): SQL | undefined {
  const owner = res.owner && ownerCondition(ctx, res.owner, res.columns[res.owner.column], readRight(res), params);
  const audience = res.personalData && audienceCondition(ctx, res, res.personalData.audience, params);
  return owner && audience ? and(owner, audience) : (owner ?? audience);
}

/**
 * The rows of a resource this user may reach: its fence and its owner rule. Hand-written queries over
 * a resource's table use this, so they keep the same rule as the resource's own API.
 */
export function recordCondition(ctx: RequestContext, res: Resource): SQL | undefined {
  return and(scopeCondition(ctx, res), resourceOwnerCondition(ctx, res));
}
