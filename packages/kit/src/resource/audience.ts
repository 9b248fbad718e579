import { or, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { fieldError } from '../errors.ts';
import type { Audience, BoundParams, OwnerRule, Resource, Supervisor, Values } from './declarations.ts';
import { ownedCondition, ownValues } from './owner.ts';

export type { Audience } from './declarations.ts';

/**
 * Every role the resource's grants admit reaches every row: for rows that only name a staff member at work (a
 * ticket's owner, a counsellor's lead rule), where the grants already say who reads them.
 */
export const everyoneGranted: Supervisor = () => true;

const isNamed = (ctx: RequestContext, s: Supervisor) => (typeof s === 'string' ? ctx.roleNames.includes(s) : s(ctx));

/** True when the audience leaves this user every row inside the fence. */
export function reachesEveryRow(ctx: RequestContext, audience: Audience): boolean {
  // What the portal does itself (a public form routed to another centre, a payment's webhook admitting the child,
  // a job) has no user, or acts for one centre on the portal's account (finance approving a desk payment admits
  // the child as the centre's form): its centre's fence bounds it, and the audience, which says which people see
  // a row, has no one to apply to. A public route hands out only what its token names.
  if (!ctx.user || ctx.actingForCentre) return true;
  if (ctx.user.superAdmin) return true;
  // Before the signed-in check: a system context that reaches every centre (a job) is head office.
  return audience.everyRow.some((s) => isNamed(ctx, s));
}

/**
 * The relations through which the account's roles reach rows (empty: no row). Every role the account holds counts,
 * granted the resource's module or not: the route checks the grant, and a module's own service may read a row
 * for a role it serves (a parent's pickup names the child's admission, which the parent reads through it).
 */
export function relationsOf(ctx: RequestContext, audience: Audience): OwnerRule[] {
  if (!ctx.user) return [];
  const out = new Set<OwnerRule>();
  for (const role of ctx.roleNames) {
    if (audience.everyRow.includes(role)) continue;
    for (const rule of audience.related ?? [])
      if (!rule.onlyThroughRoles || rule.onlyThroughRoles.includes(role)) out.add(rule);
  }
  return [...out];
}

/** The audience as a condition on the resource's table; undefined when the user reaches every row. */
export function audienceCondition(
  ctx: RequestContext,
  res: Pick<Resource, 'columns'>,
  audience: Audience,
  params?: BoundParams,
): SQL | undefined {
  if (reachesEveryRow(ctx, audience)) return undefined;
  const rules = relationsOf(ctx, audience);
  // The statement's text depends on the relations applied (a kept list statement is shared by their users).
  params?.note(`audience:${rules.map((r) => (audience.related ?? []).indexOf(r)).join(',')}`);
  if (rules.length === 0) return sql`false`;
  return or(...rules.map((rule) => ownedCondition(ctx, rule, res.columns[rule.column], params)));
}

/**
 * Refuses a row a write would store outside the writer's audience (a pickup for a child of another class): the
 * person it names is, for this writer, not found.
 */
export async function assertInAudience(ctx: RequestContext, res: Resource, row: Values) {
  const audience = res.personalData?.audience;
  if (!audience || reachesEveryRow(ctx, audience)) return;
  const rules = relationsOf(ctx, audience);
  for (const rule of rules) if ((await ownValues(ctx, rule)).includes(row[rule.column])) return;
  const column = audience.related?.[0]?.column ?? 'id';
  throw fieldError(column, `${res.fields[column]?.label ?? res.label} not found`);
}

/** The audience of self-service rows (a leave, an ID document): their owner, and the rule's supervisors on all rows. */
export const ownerAudience = (rule: OwnerRule): Audience => ({ related: [rule], everyRow: rule.supervisors ?? [] });
