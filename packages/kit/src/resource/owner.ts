import { canAccess } from '@portal/core';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../context.ts';
import { prepared, QueryValues } from '../prepared.ts';
import { identityOf, readOnce } from '../read-once.ts';
import { keptRead } from './totals.ts';
import { fieldError, forbidden } from '../errors.ts';
import { seesEveryFranchisee } from '../fence.ts';
import type { BoundParams, OwnerRule, Resource, Supervisor, Values } from './declarations.ts';

export type { BoundParams, OwnerRule, Supervisor, Through } from './declarations.ts';

/**
 * Rights inside a centre. The fence says which centres a user reaches; an owner rule says which rows
 * of a centre: a self-service row (a leave, a log book entry, an ID document) belongs to its owner,
 * and only the owner and the named supervisors may list, read, change, remove or act on it. A resource
 * declares its rule once and the resource service applies it everywhere; hand-written queries over
 * the same table use `ownerCondition` / `assertOwns`.
 */

/** Head office (every centre) supervises every self-service record. */
export const headOffice: Supervisor = (ctx) => seesEveryFranchisee(ctx);

/** A right: an access module and the method used. */
export interface Right {
  module: string;
  method: string;
}

/** True when some role of the account other than `roles` grants the right. */
export function holdsOutside(ctx: RequestContext, right: Right, roles: readonly string[]): boolean {
  const byRole = ctx.roleEndPoints;
  // Without the per-role grants the right cannot be traced to a role: the rule binds (deny by default).
  if (!byRole) return false;
  return Object.entries(byRole).some(
    ([role, endPoints]) =>
      !roles.includes(role) &&
      canAccess({ superAdmin: false, roleNames: [role], endPoints }, right.module, right.method),
  );
}

/** True when the rule leaves this user every row inside the fence: a super admin, a supervisor, or not bound. */
export function actsOnEveryRow(ctx: RequestContext, rule: OwnerRule, right: Right): boolean {
  if (rule.narrowTo?.(ctx)) return false;
  if (ctx.user?.superAdmin) return true;
  // Before the signed-in check: a system context that reaches every centre (a job) is head office.
  if (rule.supervisors?.some((s) => (typeof s === 'string' ? ctx.roleNames.includes(s) : s(ctx)))) return true;
  if (!ctx.user) return false;
  return rule.onlyThroughRoles !== undefined && holdsOutside(ctx, right, rule.onlyThroughRoles);
}

/**
 * The condition keeping `column` to the user's own rows; undefined when the rule leaves the user every
 * row. `params` binds the user's id as a named value (a kept list statement is shared by users).
 */
export function ownerCondition(
  ctx: RequestContext,
  rule: OwnerRule | undefined,
  column: PgColumn | undefined,
  right: Right,
  params?: BoundParams,
): SQL | undefined {
  if (!rule || actsOnEveryRow(ctx, rule, right)) return undefined;
  params?.note('owner');
  return ownedCondition(ctx, rule, column, params);
}

/** The condition keeping `column` to the values the rule links to the user, whatever their roles. */
export function ownedCondition(
  ctx: RequestContext,
  rule: OwnerRule,
  column: PgColumn | undefined,
  params?: BoundParams,
): SQL {
  if (!ctx.user || !column) return sql`false`;
  const narrowed = rule.narrowTo?.(ctx);
  if (narrowed) {
    params?.note(`narrowed to ${narrowed.length}`);
    return narrowed.length
      ? inArray(
          column,
          narrowed.map((v) => (params ? params.bind(v) : v)),
        )
      : sql`false`;
  }
  const me = params ? params.bind(ctx.user.id) : ctx.user.id;
  if (!rule.through) return eq(column, me);
  const { table, id, user, join } = rule.through;
  const joined = join ? sql` join ${join.table} on ${join.on}` : sql``;
  return inArray(column, sql`(select ${id} from ${table}${joined} where ${user} = ${me})`);
}

/** The values of the owner column that are the user's own (their id, or the ids linked to it). */
export async function ownValues(ctx: RequestContext, rule: OwnerRule): Promise<unknown[]> {
  if (!ctx.user) return [];
  const narrowed = rule.narrowTo?.(ctx);
  if (narrowed) return [...narrowed];
  if (!rule.through) return [ctx.user.id];
  const { table, id, user, join } = rule.through;
  const me = ctx.user.id;
  const key = `own:${identityOf(rule)}`;
  return readOnce(ctx, key, () =>
    // Asked on most of a teacher's and a parent's requests: built once per rule, and kept on the node until the
    // link table changes (a class's teachers, a family account's child).
    keptRead(ctx.db, `${key}:${me}`, join ? [table, join.table] : [table], async () => {
      const values = new QueryValues(key);
      const where = eq(user, values.bind(me));
      const rows = (await prepared(ctx.db, values, () => {
        const from = ctx.db.select({ value: id }).from(table);
        return (join ? from.innerJoin(join.table, join.on) : from).where(where);
      })) as {
        value: unknown;
      }[];
      return rows.map((r) => r.value).filter((v) => v !== null);
    }),
  );
}

/**
 * The accounts owning these values of the rule's owner column: the inverse of ownValues (a class's teachers, a
 * child's linked parents). Only a rule that goes `through` a link table names accounts.
 */
export async function ownersOf(ctx: RequestContext, rule: OwnerRule, values: readonly unknown[]): Promise<number[]> {
  if (!rule.through || values.length === 0) return [];
  const { table, id, user, join } = rule.through;
  const from = ctx.db.selectDistinct({ user }).from(table);
  const rows = (await (join ? from.innerJoin(join.table, join.on) : from).where(inArray(id, [...values]))) as {
    user: unknown;
  }[];
  return rows.map((r) => Number(r.user)).filter((v) => Number.isInteger(v));
}

/** Refuses a value of the owner column that is not the user's own, unless the rule leaves them every row. */
export async function assertOwns(
  ctx: RequestContext,
  rule: OwnerRule,
  right: Right,
  value: unknown,
  refuse: () => Error,
): Promise<void> {
  if (actsOnEveryRow(ctx, rule, right)) return;
  if (!(await ownValues(ctx, rule)).includes(value)) throw refuse();
}

/** A record as several role-scoped rules see it: each rule with the value of its owner column on the record. */
export interface ScopedCheck {
  rule: OwnerRule;
  value: unknown;
}

/**
 * Refuses a record that none of the account's roles reaches, when several role-scoped rules apply to it (a
 * child's class diary: the parent rule on the child, the teacher rule on the child's class). Rights of an
 * account with several roles are the union of what each role grants for the records that role reaches: a role
 * that grants the right reaches the record when no applied rule scopes it, or when every applied rule scoping
 * it owns the record. One role never lifts another's rule: a parent of one child reads no other child's diary
 * through a teacher role, unless they teach that child's class. (Head office and centre owners hold roles no
 * rule scopes.)
 */
export async function assertReachesAny(
  ctx: RequestContext,
  right: Right,
  checks: readonly ScopedCheck[],
  refuse: () => Error,
): Promise<void> {
  if (ctx.user?.superAdmin) return;
  if (!ctx.user || !ctx.roleEndPoints) throw refuse();
  const owned = new Map<ScopedCheck, Promise<boolean>>();
  const owns = (check: ScopedCheck) => {
    if (!owned.has(check))
      owned.set(
        check,
        ownValues(ctx, check.rule).then((own) => own.includes(check.value)),
      );
    return owned.get(check)!;
  };
  for (const [role, endPoints] of Object.entries(ctx.roleEndPoints)) {
    if (!canAccess({ superAdmin: false, roleNames: [role], endPoints }, right.module, right.method)) continue;
    const scoping = checks.filter(({ rule }) => rule.onlyThroughRoles?.includes(role) || rule.narrowTo?.(ctx));
    if ((await Promise.all(scoping.map(owns))).every(Boolean)) return;
  }
  throw refuse();
}

/**
 * The owner of a new row: a bound user's own, filled in when the body leaves it out and refused when
 * the body names someone else; a supervisor's choice stands.
 */
export async function settleOwner(
  ctx: RequestContext,
  rule: OwnerRule | undefined,
  right: Right,
  values: Record<string, unknown>,
): Promise<void> {
  if (!rule || actsOnEveryRow(ctx, rule, right)) return;
  const own = await ownValues(ctx, rule);
  if (own.length === 0) throw forbidden(`Your account is not linked to a ${rule.ownerLabel ?? 'record'}`);
  const asked = values[rule.column];
  if (asked !== undefined && asked !== null && !own.includes(asked))
    throw forbidden(rule.notOwnMessage ?? 'You can only do this for yourself');
  values[rule.column] = asked ?? own[0];
}

/** Reading a resource's rows is the right its rule is scoped by. */
export const readRight = (res: Resource): Right => ({ module: res.module, method: 'GET' });

/** Sets the owner of a new row of a resource (see settleOwner); on update, checks it only when it is sent. */
export async function settleResourceOwner(
  ctx: RequestContext,
  res: Resource,
  values: Values,
  action: 'create' | 'update' = 'create',
): Promise<void> {
  if (!res.owner || (action === 'update' && values[res.owner.column] === undefined)) return;
  await settleOwner(ctx, res.owner, readRight(res), values);
  // A supervisor names the owner; the field is optional in the body only because owners need not.
  const field = res.fields[res.owner.column];
  if (action === 'create' && field?.required && (values[res.owner.column] ?? null) === null)
    throw fieldError(res.owner.column, `${field.label} is required`);
}
