import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { fileAcceptMessage, fileKindOf } from '@portal/core';
import { audit, diff } from '../audit.ts';
import { withDb, type RequestContext } from '../context.ts';
import { badRequest, conflict, fieldError, forbidden, type AppError } from '../errors.ts';
import { zodIssues } from '../validation.ts';
import type { CreateOptions, Resource, Row, Values } from './define.ts';
import { auditedChanges, secretColumns } from './response.ts';
import { assertInAudience } from './audience.ts';
import { assertAttachable } from '../files/access.ts';
import { handOver, recheckFence, resolveFranchisee, scopeCondition } from './fence-check.ts';
import { loadRecord } from './load.ts';
import { rowsWithId } from './rows.ts';
import { assertOwns, settleResourceOwner } from './owner.ts';
import { findResource } from './registry.ts';
import { columnName, labelFrom, labelReader, labelSource } from './reference-label.ts';
import { checkRules } from './rules.ts';
import { committing, noteWrite, runBeforeCommit } from './totals.ts';
import { assertMayWrite } from './write-rule.ts';

export { scopeCondition } from './fence-check.ts';
export { loadRecord } from './load.ts';

/**
 * Runs fn in one transaction; database constraint failures become 409s a person can read. Once it commits, the
 * lists' totals over the tables the kit wrote in it are counted again on this node (see totals.ts).
 */
export async function inTransaction<T>(ctx: RequestContext, fn: (ctx: RequestContext) => Promise<T>): Promise<T> {
  try {
    return await committing(ctx.db, (track) =>
      ctx.db.transaction(async (tx) => {
        const outermost = track(tx);
        const out = await fn(withDb(ctx, tx));
        if (outermost) await runBeforeCommit(tx);
        return out;
      }),
    );
  } catch (err) {
    throw translateDbError(err);
  }
}

/** A database's refusal (a duplicate, a linked row, a number out of range) as a 4xx; anything else as it came. */
export function translateDbError<E>(err: E): E | AppError {
  const e = (err as { cause?: unknown }).cause ?? err;
  const code = (e as { code?: string }).code;
  const detail = String((e as { detail?: string }).detail ?? '');
  if (code === '23505') {
    // detail reads 'Key (name, state)=(Pune, Maharashtra) already exists.'
    const columns = (/\(([^)]+)\)=/.exec(detail)?.[1] ?? 'value').split(',').map((c) => c.trim());
    const message = `A record with this ${columns.map((c) => c.replace(/_/g, ' ')).join(' and ')} already exists`;
    const field = columns[0].replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
    return conflict(message, { [field]: message });
  }
  if (code === '23503') return conflict('This record is linked to other records and cannot be changed that way');
  if (code === '22003') return badRequest('A number is out of range');
  return err;
}

export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fieldErrors = zodIssues(result.error);
    const first = Object.values(fieldErrors)[0] ?? 'The request is not valid';
    throw badRequest(first, fieldErrors);
  }
  return result.data;
}

/** One record inside the user's fence, typed by its table's row (see `present` for its labels and secrets). */
export async function getRecord<T extends PgTable>(
  ctx: RequestContext,
  res: Resource<T>,
  id: number,
): Promise<T['$inferSelect'] & Values> {
  const row = await loadRecord(ctx, res, id);
  return (await present(ctx, res, [row]))[0];
}

/**
 * Adds '<field>Label' for references and drops secrets. Each row keeps its type: a resource's secret fields are
 * still named by it but absent, as no caller reads a secret from a presented row.
 */
export async function present<R extends Row>(ctx: RequestContext, res: Resource, rows: R[]): Promise<(R & Values)[]> {
  const labels: Record<string, Map<number, string>> = {};
  // Every reference's labels in one round trip (a list page names its centre, year, class and user).
  const lookups: SQL[] = [];
  for (const [name, field] of Object.entries(res.fields)) {
    const source = labelSource(field);
    const ids = [...new Set(rows.map((r) => r[name]).filter((v): v is number => typeof v === 'number'))];
    if (!source || ids.length === 0) continue;
    labels[name] = new Map();
    const { from, label } = labelFrom(source);
    const id = sql`ref.${columnName(source.target.columns.id)}`;
    lookups.push(
      sql`(select ${name}::text as field, ${id}::integer as id, ${label} as label
        from ${from} where ${id} in (${sql.join(
          ids.map((v) => sql`${v}`),
          sql`, `,
        )}))`,
    );
  }
  if (lookups.length) {
    const result = (await ctx.db.execute(sql.join(lookups, sql` union all `))) as unknown as {
      rows: { field: string; id: number; label: string | null }[];
    };
    for (const f of result.rows) {
      const read = labelReader(labelSource(res.fields[f.field])!);
      labels[f.field].set(Number(f.id), f.label === null ? '' : read ? read(f.label) : f.label);
    }
  }
  return rows.map((row) => {
    const named: Values = {};
    for (const [name, map] of Object.entries(labels)) named[`${name}Label`] = map.get(row[name] as number) ?? null;
    return { ...visibleValues(res, row), ...named };
  });
}

/**
 * The row without its secrets (password hashes, hashed tokens); rows of resources without any pass as they are.
 * The copy keeps the row's type, its secret fields named but absent.
 */
export function visibleValues<R extends Row>(res: Resource, row: R): R {
  const secrets = secretColumns(res);
  if (secrets.size === 0) return row;
  const out = { ...row };
  for (const key of secrets) Reflect.deleteProperty(out, key);
  return out;
}

/** Referenced rows must exist and lie inside the user's fence. */
async function checkReferences(ctx: RequestContext, res: Resource, values: Values): Promise<void> {
  for (const [name, field] of Object.entries(res.fields)) {
    const id = values[name];
    if (field.kind !== 'reference' || !field.ref || typeof id !== 'number') continue;
    const target = findResource(field.ref.resource);
    if (!target) continue;
    const [hit] = await ctx.db
      .select({ id: target.columns.id })
      .from(target.table)
      .where(and(eq(target.columns.id, id), scopeCondition(ctx, target)));
    if (!hit) throw fieldError(name, `${field.label} not found`);
  }
}

/**
 * A file field takes only a file the writer uploaded or may read already (once attached, a file is readable by
 * the record's readers): checked on the values about to be stored, after the hooks, whose own checks may word
 * the refusal for their screen.
 */
async function checkFiles(ctx: RequestContext, res: Resource, values: Values): Promise<void> {
  for (const [name, field] of Object.entries(res.fields)) {
    const id = values[name];
    if (field.kind !== 'file' || typeof id !== 'string') continue;
    const file = (await assertAttachable(ctx, id, name))!;
    const accept = field.accepts;
    if (!accept) continue;
    const kind = fileKindOf(file.contentType);
    if (!kind || !accept.kinds.includes(kind) || file.size > accept.maxBytes)
      throw fieldError(name, fileAcceptMessage(field.label, accept));
  }
}

/** The values that are columns of the table (virtual fields and undefined left out). */
export function storedValues(res: Resource, values: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) if (res.columns[key] && value !== undefined) out[key] = value;
  return out;
}

export async function createRecord(
  ctx: RequestContext,
  res: Resource,
  body: unknown,
  opts: CreateOptions = {},
): Promise<Values> {
  const input: Values = parseInput(res.createSchema, body);
  return inTransaction(
    ctx,
    async (ctx) => (await present(ctx, res, [await insertValidated(ctx, res, input, opts)]))[0],
  );
}

/** Inserts one validated row inside the caller's transaction, fenced, hooked and audited. */
export async function insertValidated(
  ctx: RequestContext,
  res: Resource,
  input: Values,
  opts: CreateOptions = {},
): Promise<Row> {
  let values: Values = { ...input };
  if (res.scope === 'franchisee') values.franchiseeId = resolveFranchisee(ctx, res, values.franchiseeId);
  if (res.yearScoped && typeof values.academicYearId !== 'number') {
    if (ctx.academicYearId === null) throw fieldError('academicYearId', 'Academic year is required');
    values.academicYearId = ctx.academicYearId;
  }
  assertMayWrite(ctx, res.writeRule);
  await settleResourceOwner(ctx, res, values);
  await checkReferences(ctx, res, values);
  const handedOverTo = await handOver(ctx, res, values);
  if (res.hooks.beforeCreate) values = await res.hooks.beforeCreate(ctx, values, opts);
  await assertInAudience(ctx, res, values);
  await checkRules(ctx, res, values);
  await checkFiles(ctx, res, values);
  recheckFence(ctx, res, { franchiseeId: values.franchiseeId }, handedOverTo);
  const [row] = rowsWithId(await ctx.db.insert(res.table).values(storedValues(res, values)).returning());
  noteWrite(ctx.db, res.table);
  recheckFence(ctx, res, row, handedOverTo);
  await audit(ctx, {
    resource: res,
    recordId: row.id,
    action: 'create',
    franchiseeId: franchiseeOf(res, row),
    changes: auditedChanges(res, diff(null, storedValues(res, values))),
  });
  await res.hooks.afterCreate?.(ctx, row, input);
  return row;
}

export async function updateRecord(ctx: RequestContext, res: Resource, id: number, body: unknown): Promise<Values> {
  const input: Values = parseInput(res.updateSchema, body);
  return inTransaction(ctx, async (ctx) => {
    const existing = await loadRecord(ctx, res, id, { forUpdate: true });
    await assertEditor(ctx, res, existing);
    let values: Values = { ...input };
    if (res.scope === 'franchisee' && values.franchiseeId !== undefined)
      values.franchiseeId = resolveFranchisee(ctx, res, values.franchiseeId);
    assertMayWrite(ctx, res.writeRule);
    await settleResourceOwner(ctx, res, values, 'update');
    await checkReferences(ctx, res, values);
    if (res.hooks.beforeUpdate) values = await res.hooks.beforeUpdate(ctx, values, existing);
    await assertInAudience(ctx, res, { ...existing, ...values });
    await checkRules(ctx, res, values, existing);
    await checkFiles(ctx, res, values);
    const stored = storedValues(res, values);
    recheckFence(ctx, res, stored);
    if (res.columns.updatedAt) stored.updatedAt = new Date();
    const update = async () =>
      rowsWithId(await ctx.db.update(res.table).set(stored).where(eq(res.columns.id, id)).returning());
    const [row] = Object.keys(stored).length ? await update() : [existing];
    noteWrite(ctx.db, res.table);
    recheckFence(ctx, res, row);
    const { updatedAt: _u, ...changed } = stored;
    await audit(ctx, {
      resource: res,
      recordId: id,
      action: 'update',
      franchiseeId: franchiseeOf(res, row),
      changes: auditedChanges(res, diff(existing, changed)),
    });
    await res.hooks.afterUpdate?.(ctx, row, input);
    return (await present(ctx, res, [row]))[0];
  });
}

export async function removeRecord(ctx: RequestContext, res: Resource, id: number): Promise<void> {
  if (!res.remove) throw badRequest(`${res.labelPlural} cannot be removed`);
  await inTransaction(ctx, async (ctx) => {
    const existing = await loadRecord(ctx, res, id, { forUpdate: true });
    assertMayWrite(ctx, res.writeRule);
    await assertEditor(ctx, res, existing);
    await res.hooks.beforeRemove?.(ctx, existing);
    if (res.remove === 'archive') await ctx.db.update(res.table).set({ isActive: false }).where(eq(res.columns.id, id));
    else await ctx.db.delete(res.table).where(eq(res.columns.id, id));
    noteWrite(ctx.db, res.table);
    await audit(ctx, {
      resource: res,
      recordId: id,
      action: res.remove as string,
      franchiseeId: franchiseeOf(res, existing),
    });
  });
}

/** A row with an editors rule is changed and removed only by its author and the rule's supervisors. */
async function assertEditor(ctx: RequestContext, res: Resource, row: Row): Promise<void> {
  const rule = res.editors;
  if (!rule) return;
  const refuse = () => forbidden(rule.notOwnMessage ?? `Only the author can change this ${res.label.toLowerCase()}`);
  await assertOwns(ctx, rule, { module: res.module, method: 'PUT' }, row[rule.column], refuse);
}

export function franchiseeOf(res: Resource, row: Row): number | null {
  if (res.scope === 'self') return row.id;
  return res.scope === 'franchisee' ? (row.franchiseeId as number) : null;
}
