import { and, asc, count, desc, eq, getTableName, gte, ilike, inArray, lte, or, sql, type SQL, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { zodForFields, type ListQuery, type ListResult } from '@portal/core';
import type { z } from 'zod';
import { audit, diff } from '../audit.ts';
import { canSeeFranchisee, withDb, type RequestContext } from '../context.ts';
import { badRequest, conflict, fieldError, notFound } from '../errors.ts';
import { zodIssues } from '../validation.ts';
import type { Resource, Row, Values } from './define.ts';
import { findResource } from './registry.ts';

/** Runs fn in one transaction; database constraint failures become 409s a person can read. */
export async function inTransaction<T>(ctx: RequestContext, fn: (ctx: RequestContext) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction((tx) => fn(withDb(ctx, tx)));
  } catch (err) {
    throw translateDbError(err);
  }
}

export function translateDbError(err: unknown): unknown {
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

/** The franchisee fence of a resource for this user; undefined means no fence. */
export function scopeCondition(ctx: RequestContext, res: Resource): SQL | undefined {
  if (res.scope === 'global') return undefined;
  const column = res.scope === 'self' ? res.columns.id : res.columns.franchiseeId;
  if (ctx.franchisees === 'all') return undefined;
  if (ctx.franchisees.length === 0) return sql`false`;
  return inArray(column, ctx.franchisees);
}

function escapeLike(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterCondition(res: Resource, key: string, raw: string): SQL {
  const range = /^(.*)(From|To)$/.exec(key);
  const name = res.list.filters.includes(key) ? key : range && res.list.filters.includes(range[1]) ? range[1] : null;
  if (!name) throw badRequest(`Unknown filter: ${key}`);
  const column = res.columns[name];
  const field = res.fields[name];
  const kind = field?.kind ?? 'number';
  if (kind === 'date' || kind === 'datetime') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw fieldError(key, `${field?.label ?? name} must be a date (YYYY-MM-DD)`);
    if (!range) return eq(column, raw);
    return range[2] === 'From' ? gte(column, raw) : lte(column, kind === 'datetime' ? `${raw}T23:59:59.999Z` : raw);
  }
  if (kind === 'boolean') {
    if (raw !== 'true' && raw !== 'false') throw fieldError(key, `${field.label} must be true or false`);
    return eq(column, raw === 'true');
  }
  if (kind === 'reference' || kind === 'number' || kind === 'money') {
    const ids = raw.split(',').map(Number);
    if (ids.some((n) => !Number.isInteger(n))) throw fieldError(key, `${field?.label ?? name} must be a number`);
    return ids.length === 1 ? eq(column, ids[0]) : inArray(column, ids);
  }
  if (kind === 'enum') {
    const values = raw.split(',');
    const allowed = (field.options ?? []).map((o) => o.value);
    if (values.some((v) => !allowed.includes(v))) throw fieldError(key, `${field.label} must be one of: ${allowed.join(', ')}`);
    return values.length === 1 ? eq(column, values[0]) : inArray(column, values);
  }
  return eq(column, raw);
}

function listConditions(ctx: RequestContext, res: Resource, query: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeCondition(ctx, res)];
  if (query.franchiseeID !== undefined && res.scope !== 'global') {
    if (!canSeeFranchisee(ctx, query.franchiseeID)) throw notFound('Franchisee');
    parts.push(eq(res.scope === 'self' ? res.columns.id : res.columns.franchiseeId, query.franchiseeID));
  }
  if (res.yearScoped && query.academicYearID !== undefined) parts.push(eq(res.columns.academicYearId, query.academicYearID));
  const q = query.q?.trim();
  if (q && res.list.search.length > 0) {
    parts.push(or(...res.list.search.map((name) => ilike(sql`${res.columns[name]}::text`, `%${escapeLike(q)}%`))));
  }
  for (const [key, raw] of Object.entries(query.filters)) {
    if (raw !== '') parts.push(filterCondition(res, key, raw));
  }
  return and(...parts);
}

function sortColumn(res: Resource, query: ListQuery): { column: PgColumn; dir: 'asc' | 'desc' } {
  const name = query.sort ?? res.list.defaultSort.field;
  const column = res.columns[name];
  if (!column || (name !== 'id' && !res.fields[name] && name !== 'createdAt')) throw badRequest(`Cannot sort by ${name}`);
  return { column, dir: query.dir ?? (query.sort ? 'asc' : res.list.defaultSort.dir) };
}

/**
 * One page in one round trip: the rows, each reference's label (a correlated lookup) and the
 * total (an uncommitted-to subquery the database runs once). A page past the end, which carries
 * no total, asks for the count on its own.
 */
export async function listRecords(ctx: RequestContext, res: Resource, query: ListQuery): Promise<ListResult<Values>> {
  const where = listConditions(ctx, res, query);
  const { column, dir } = sortColumn(res, query);
  const rows = (await ctx.db
    .select({ ...res.columns, ...referenceLabelColumns(res), [TOTAL]: sql<number>`(select count(*) from ${res.table} where ${where ?? sql`true`})`.mapWith(Number) })
    .from(res.table)
    .where(where)
    .orderBy(dir === 'asc' ? asc(column) : desc(column), asc(res.columns.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)) as unknown as Row[];
  const total = rows.length ? (rows[0][TOTAL] as number) : Number((await ctx.db.select({ total: count() }).from(res.table).where(where))[0].total);
  const bare = rows.map(({ [TOTAL]: _total, ...row }) => row as Row);
  return { rows: bare.map((row) => visibleValues(res, row)), count: total, page: query.page, pageSize: query.pageSize };
}

const TOTAL = '__total';

/**
 * '<field>Label' for each reference, looked up beside the row. Names are spelled out in full: in a
 * one-table select the ORM leaves columns unqualified, and an outer column must never resolve to a
 * same-named column of the looked-up table.
 */
function referenceLabelColumns(res: Resource): Record<string, SQL.Aliased> {
  const out: Record<string, SQL.Aliased> = {};
  const outer = sql.identifier(getTableName(res.table as Table));
  for (const [name, field] of Object.entries(res.fields)) {
    const target = field.kind === 'reference' && field.ref ? findResource(field.ref.resource) : undefined;
    if (!target || !res.columns[name]) continue;
    const label = target.columns[field.ref!.labelField] ?? target.columns.id;
    const lookup = sql`(select ref.${columnName(label)}::text from ${target.table} as ref where ref.${columnName(target.columns.id)} = ${outer}.${columnName(res.columns[name])})`;
    out[`${name}Label`] = lookup.as(`${name}_label`);
  }
  return out;
}

/** The column's name in the database (the schema uses snake_case for keys without an explicit name). */
function columnName(column: PgColumn) {
  return sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name);
}

/** Loads one row inside the user's fence; anything outside it is simply not found. */
export async function loadRecord(ctx: RequestContext, res: Resource, id: number, opts: { forUpdate?: boolean } = {}): Promise<Row> {
  const query = ctx.db.select().from(res.table).where(and(eq(res.columns.id, id), scopeCondition(ctx, res)));
  const [row] = (opts.forUpdate ? await query.for('update') : await query) as Row[];
  if (!row) throw notFound(res.label);
  return row;
}

export async function getRecord(ctx: RequestContext, res: Resource, id: number): Promise<Values> {
  const row = await loadRecord(ctx, res, id);
  return (await present(ctx, res, [row]))[0];
}

/** Adds '<field>Label' for references and drops secrets. */
export async function present(ctx: RequestContext, res: Resource, rows: Row[]): Promise<Values[]> {
  const labels: Record<string, Map<number, string>> = {};
  // Every reference's labels in one round trip (a list page names its centre, year, class and user).
  const lookups: SQL[] = [];
  for (const [name, field] of Object.entries(res.fields)) {
    if (field.kind !== 'reference' || !field.ref) continue;
    const target = findResource(field.ref.resource);
    const ids = [...new Set(rows.map((r) => r[name]).filter((v): v is number => typeof v === 'number'))];
    if (!target || ids.length === 0) continue;
    labels[name] = new Map();
    const label = target.columns[field.ref.labelField];
    lookups.push(sql`(select ${name}::text as field, ${target.columns.id}::integer as id, ${label}::text as label from ${target.table} where ${inArray(target.columns.id, ids)})`);
  }
  if (lookups.length) {
    const result = (await ctx.db.execute(sql.join(lookups, sql` union all `))) as unknown as { rows: { field: string; id: number; label: string | null }[] };
    for (const f of result.rows) labels[f.field].set(Number(f.id), f.label ?? '');
  }
  return rows.map((row) => {
    const out = visibleValues(res, row);
    for (const [name, map] of Object.entries(labels)) out[`${name}Label`] = map.get(row[name] as number) ?? null;
    return out;
  });
}

/** The row without its secrets (password hashes, hashed tokens). */
function visibleValues(res: Resource, row: Row): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(row)) {
    if (res.fields[key]?.secret || /hash$/i.test(key)) continue;
    out[key] = value;
  }
  return out;
}

/** Settles the franchisee of a new or moved row: it must be one the user may write. */
function resolveFranchisee(ctx: RequestContext, res: Resource, requested: unknown): number | null {
  if (typeof requested === 'number') {
    if (!canSeeFranchisee(ctx, requested)) throw notFound('Franchisee');
    return requested;
  }
  // Head-office rows (a head-office user) carry no franchisee; only head office may write them.
  if (ctx.franchisees === 'all' && res.fields.franchiseeId && !res.fields.franchiseeId.required) return null;
  if (ctx.franchiseeId !== null && canSeeFranchisee(ctx, ctx.franchiseeId)) return ctx.franchiseeId;
  if (ctx.franchisees !== 'all' && ctx.franchisees.length === 1) return ctx.franchisees[0];
  throw fieldError('franchiseeId', 'Franchisee is required');
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

function storedValues(res: Resource, values: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) if (res.columns[key] && value !== undefined) out[key] = value;
  return out;
}

export async function createRecord(ctx: RequestContext, res: Resource, body: unknown): Promise<Values> {
  const input = parseInput(res.createSchema, body) as Values;
  return inTransaction(ctx, async (ctx) => (await present(ctx, res, [await insertValidated(ctx, res, input)]))[0]);
}

/** Inserts one validated row inside the caller's transaction, fenced, hooked and audited. */
export async function insertValidated(ctx: RequestContext, res: Resource, input: Values): Promise<Row> {
  let values: Values = { ...input };
  if (res.scope === 'franchisee') values.franchiseeId = resolveFranchisee(ctx, res, values.franchiseeId);
  if (res.yearScoped && typeof values.academicYearId !== 'number') {
    if (ctx.academicYearId === null) throw fieldError('academicYearId', 'Academic year is required');
    values.academicYearId = ctx.academicYearId;
  }
  await checkReferences(ctx, res, values);
  if (res.hooks.beforeCreate) values = await res.hooks.beforeCreate(ctx, values);
  const [row] = (await ctx.db.insert(res.table).values(storedValues(res, values)).returning()) as Row[];
  await audit(ctx, { resource: res.name, recordId: row.id, action: 'create', franchiseeId: franchiseeOf(res, row), changes: diff(null, storedValues(res, values)) });
  await res.hooks.afterCreate?.(ctx, row, input);
  return row;
}

export async function updateRecord(ctx: RequestContext, res: Resource, id: number, body: unknown): Promise<Values> {
  const input = parseInput(res.updateSchema, body) as Values;
  return inTransaction(ctx, async (ctx) => {
    const existing = await loadRecord(ctx, res, id, { forUpdate: true });
    let values: Values = { ...input };
    if (res.scope === 'franchisee' && values.franchiseeId !== undefined) values.franchiseeId = resolveFranchisee(ctx, res, values.franchiseeId);
    await checkReferences(ctx, res, values);
    if (res.hooks.beforeUpdate) values = await res.hooks.beforeUpdate(ctx, values, existing);
    const stored = storedValues(res, values);
    if (res.columns.updatedAt) stored.updatedAt = new Date();
    const [row] = Object.keys(stored).length
      ? ((await ctx.db.update(res.table).set(stored).where(eq(res.columns.id, id)).returning()) as Row[])
      : [existing];
    const { updatedAt: _u, ...changed } = stored;
    await audit(ctx, { resource: res.name, recordId: id, action: 'update', franchiseeId: franchiseeOf(res, row), changes: diff(existing, changed) });
    await res.hooks.afterUpdate?.(ctx, row, input);
    return (await present(ctx, res, [row]))[0];
  });
}

export async function removeRecord(ctx: RequestContext, res: Resource, id: number): Promise<void> {
  if (!res.remove) throw badRequest(`${res.labelPlural} cannot be removed`);
  await inTransaction(ctx, async (ctx) => {
    const existing = await loadRecord(ctx, res, id, { forUpdate: true });
    if (res.remove === 'archive') await ctx.db.update(res.table).set({ isActive: false }).where(eq(res.columns.id, id));
    else await ctx.db.delete(res.table).where(eq(res.columns.id, id));
    await audit(ctx, { resource: res.name, recordId: id, action: res.remove as string, franchiseeId: franchiseeOf(res, existing) });
  });
}

/** A named status change: allowed only from its listed statuses, audited under its own name. */
export async function runCommand(ctx: RequestContext, res: Resource, id: number, name: string, body: unknown): Promise<Values> {
  const command = res.commands[name];
  if (!command || !res.statusField) throw notFound('Action');
  const input = command.fields ? (parseInput(zodForFields(command.fields, 'create'), body) as Values) : {};
  return inTransaction(ctx, async (ctx) => {
    const existing = await loadRecord(ctx, res, id, { forUpdate: true });
    const status = String(existing[res.statusField!]);
    if (!command.from.includes(status)) throw conflict(`Cannot ${command.label.toLowerCase()}: the ${res.label.toLowerCase()} is ${status}`);
    const extra = res.hooks.onCommand ? await res.hooks.onCommand(ctx, name, existing, input) : {};
    const stored = storedValues(res, { ...extra, [res.statusField!]: command.to });
    if (res.columns.updatedAt) stored.updatedAt = new Date();
    const [row] = (await ctx.db.update(res.table).set(stored).where(eq(res.columns.id, id)).returning()) as Row[];
    await audit(ctx, { resource: res.name, recordId: id, action: name, franchiseeId: franchiseeOf(res, row), changes: { ...input, [res.statusField!]: [status, command.to] } });
    return (await present(ctx, res, [row]))[0];
  });
}


function franchiseeOf(res: Resource, row: Row): number | null {
  if (res.scope === 'self') return row.id;
  return res.scope === 'franchisee' ? (row.franchiseeId as number) : null;
}
