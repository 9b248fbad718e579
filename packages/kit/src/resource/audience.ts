import { or, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { fieldError } from '../errors.ts';
import type { Resource, Values } from './define.ts';
import { ownedCondition, ownValues, type BoundParams, type OwnerRule, type Supervisor } from './owner.ts';

/**
 * Who inside a centre reaches the rows of a resource holding personal data, by relationship: the fence says which
 * centres a user reaches, the audience which rows of a centre. Each role the account holds is judged alone, and
 * the account reaches the union of what its roles reach:
 * - a role (or test) named in `everyRow` reaches every row inside the fence (the centre's head, head office, a
 *   named office role such as the counsellor for enquiries);
 * - a role bound by a relation (an owner rule's `onlyThroughRoles`) reaches the rows that relation links to the
 *   account (a parent their own child's, a teacher the children of the classes they teach); a relation without
 *   `onlyThroughRoles` (a staff member's own record) binds every role not named in `everyRow`;
 * - any other role reaches no row, whatever its grants: deny by default.
 * The kit applies it to lists, records (and so exports, history and attached files) and to the row a write would
 * store, so a body cannot name a child outside the writer's audience.
 */
export interface Audience {
  /** Relationships that reach some rows: owner rules, each on the column naming the person. */
  related?: readonly OwnerRule[];
  /** Who reaches every row inside the fence. */
  everyRow: readonly Supervisor[];
}

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
  res: Resource,
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
