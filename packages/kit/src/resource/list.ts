import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { PgTransaction, type PgColumn } from 'drizzle-orm/pg-core';
import { dateMessage, isRealDate, type ListQuery, type ListResult } from '@portal/core';
import type { Executor } from '@portal/db';
import type { RequestContext } from '../context.ts';
import { badRequest, fieldError } from '../errors.ts';
import { franchiseeFence } from '../fence.ts';
import type { Resource, Row } from './define.ts';
import { fenceColumnOf } from './fence-check.ts';
import { rowsWithId } from './rows.ts';
import { resourceOwnerCondition } from './reach.ts';
import { columnName, labelLookup, labelReader, labelSource } from './reference-label.ts';
import { chooseFields, readableFields } from './response.ts';
import { listTotalsOf, tablesRead } from './totals.ts';
import { prepareRaw, wireColumn, type RawStatement } from './wire.ts';

/**
 * A list query's values as named parameters, and its shape: everything its SQL text depends on
 * (which conditions, how many values each). Two queries of one shape differ only in values.
 */
class ListParams {
  readonly values: Record<string, unknown> = {};
  private readonly shape: string[];
  private next = 0;

  constructor(resource: string) {
    this.shape = [resource];
  }

  bind(value: unknown): Placeholder {
    const name = `p${this.next++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }

  bindAll(values: readonly unknown[]): Placeholder[] {
    return values.map((v) => this.bind(v));
  }

  note(part: string): void {
    this.shape.push(part);
  }

  get key(): string {
    return this.shape.join('|');
  }
}

function escapeLike(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterCondition(res: Resource, key: string, raw: string, params: ListParams): SQL {
  const range = /^(.*)(From|To)$/.exec(key);
  const name = res.list.filters.includes(key) ? key : range && res.list.filters.includes(range[1]) ? range[1] : null;
  if (!name) throw badRequest(`Unknown filter: ${key}`);
  const column = res.columns[name];
  const field = res.fields[name];
  const kind = field?.kind ?? 'number';
  if (kind === 'date' || kind === 'datetime') {
    if (!isRealDate(raw)) throw fieldError(key, dateMessage(field?.label ?? name));
    params.note(key);
    if (!range) return eq(column, params.bind(raw));
    return range[2] === 'From'
      ? gte(column, params.bind(raw))
      : lte(column, params.bind(kind === 'datetime' ? `${raw}T23:59:59.999Z` : raw));
  }
  if (kind === 'boolean') {
    if (raw !== 'true' && raw !== 'false') throw fieldError(key, `${field.label} must be true or false`);
    params.note(key);
    return eq(column, params.bind(raw === 'true'));
  }
  const values: unknown[] = raw.split(',');
  if (kind === 'reference' || kind === 'number' || kind === 'money') {
    const ids = values.map(Number);
    if (ids.some((n) => !Number.isInteger(n))) throw fieldError(key, `${field?.label ?? name} must be a number`);
    values.splice(0, values.length, ...ids);
  } else if (kind === 'enum') {
    const allowed = (field.options ?? []).map((o) => o.value);
    if (values.some((v) => !allowed.includes(v as string)))
      throw fieldError(key, `${field.label} must be one of: ${allowed.join(', ')}`);
  } else {
    values.splice(0, values.length, raw);
  }
  params.note(`${key}:${values.length}`);
  return values.length === 1 ? eq(column, params.bind(values[0])) : inArray(column, params.bindAll(values));
}

function listConditions(ctx: RequestContext, res: Resource, query: ListQuery, params: ListParams): SQL | undefined {
  // The fence, narrowed to the centre asked for, with its ids as placeholders of the named statement.
  const fenceColumn = fenceColumnOf(res);
  const parts: (SQL | undefined)[] = [fenceColumn && franchiseeFence(ctx, fenceColumn, query.franchiseeID, params)];
  parts.push(resourceOwnerCondition(ctx, res, params));
  if (res.yearScoped && query.academicYearID !== undefined) {
    params.note('year');
    parts.push(eq(res.columns.academicYearId, params.bind(query.academicYearID)));
  }
  const q = query.q?.trim();
  if (q && res.list.search.length > 0) {
    params.note('search');
    const pattern = params.bind(`%${escapeLike(q)}%`);
    // A reference searched by its label: an admission is found by its child's name, not its number.
    const searched = (name: string) => referenceLabelOf(res, name) ?? sql`${res.columns[name]}::text`;
    parts.push(or(...res.list.search.map((name) => ilike(searched(name), pattern))));
  }
  for (const [key, raw] of Object.entries(query.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (raw !== '') parts.push(filterCondition(res, key, raw, params));
  }
  return and(...parts);
}

function sortColumn(res: Resource, query: ListQuery): { column: PgColumn; dir: 'asc' | 'desc' } {
  const name = query.sort ?? res.list.defaultSort.field;
  const column = res.columns[name];
  if (!column || (name !== 'id' && !res.fields[name] && name !== 'createdAt'))
    throw badRequest(`Cannot sort by ${name}`);
  return { column, dir: query.dir ?? (query.sort ? 'asc' : res.list.defaultSort.dir) };
}

const TOTAL = '__total';

/** A list's statements of one shape: the page with its total, the page alone, and the tables its count reads. */
interface ListStatements {
  counted?: RawStatement;
  bare?: RawStatement;
  /** Undefined when the count reads something whose changes cannot be told (its total is never kept). */
  tables: string[] | undefined;
  /** Every table the page reads (its rows, conditions and labels); undefined when one cannot be told. */
  pageTables: string[] | undefined;
  /** The page's SQL reads the clock (`now()`, `current_date`): the same filter answers differently tomorrow. */
  readsClock?: boolean;
}

/** Built statements by shape, per database handle or transaction (a prepared query belongs to one). */
const preparedPages = new WeakMap<Executor, Map<string, ListStatements>>();

/**
 * One page in one round trip: the rows, each reference's label (a correlated lookup) and the total
 * (an uncorrelated subquery the database runs once). The total is counted once per filter: while this
 * node hears every change to the tables the count reads, it keeps the total (see totals.ts) and later
 * pages of the same filter run without the count. Each shape of query is built once and kept as a
 * named statement, so later pages skip both building the SQL here and planning it in the database.
 * Rows come from the driver as the API names them (see wire.ts); the route's response schema drops
 * the total riding on each row. A page past the end, which carries no total, asks for the count on
 * its own. `fields` are the columns to answer (the list's columns by default; see chooseFields).
 *
 * The page itself is kept too, by the same versions as the totals: a page asked again before any table it reads
 * has changed (a counsellor's list opened again, a screen's refetch on focus, every device of a centre on the same
 * first page) is answered from this node's memory, with no statement. Its key is everything the SQL text and its
 * values depend on (the shape notes the fence, the audience, the filters, the sort and the fields), so two people
 * share a kept page only when the database would answer them the same rows. The read is logged per request all
 * the same (the route's `noteRead`).
 */
export async function listRecords(
  ctx: RequestContext,
  res: Resource,
  query: ListQuery,
  fields: readonly string[] = chooseFields(readableFields(res), res.list.columns, query.fields),
): Promise<ListResult<Row>> {
  const params = new ListParams(res.name);
  const where = listConditions(ctx, res, query, params);
  // The filter, as far as the total depends on it: the conditions' shape and their values (before sort and fields).
  const filterShape = params.key;
  const { column, dir } = sortColumn(res, query);
  params.note(`sort:${query.sort ?? ''}:${dir}`);
  params.note(`fields:${fields.join(',')}`);
  // Inside a transaction the page is built afresh: named statements outlive it on its connection.
  const inTransaction = ctx.db instanceof PgTransaction;
  let byShape = preparedPages.get(ctx.db);
  if (!byShape && !inTransaction) preparedPages.set(ctx.db, (byShape = new Map()));
  let statements = byShape?.get(params.key);
  if (!statements) {
    statements = newStatements(res, fields, where);
    byShape?.set(params.key, statements);
  }
  const values = JSON.stringify(params.values);
  const limit = query.pageSize;
  const offset = (query.page - 1) * query.pageSize;
  const totals = listTotalsOf(ctx.db);
  // Where this page is kept, taken before reading it: a change committed meanwhile moves it on.
  const pageSlot =
    totals &&
    statements.pageTables &&
    totals.keyOf(statements.pageTables, `page|${params.key}|${values}|${limit}|${offset}`);
  const kept = pageSlot ? totals.page(pageSlot) : undefined;
  if (kept) return { rows: [...kept.rows], count: kept.total, page: query.page, pageSize: limit };
  // Where this filter's total is kept, taken before counting: a change committed meanwhile moves it on.
  const slot = totals && statements.tables && totals.keyOf(statements.tables, `${filterShape}|${values}`);
  const known = slot ? totals.get(slot) : undefined;
  const withTotal = known === undefined;
  const page = withTotal
    ? (statements.counted ??= buildPage(ctx, res, fields, where, column, dir, true, statements))
    : (statements.bare ??= buildPage(ctx, res, fields, where, column, dir, false, statements));
  const rows = rowsWithId(await page.execute({ ...params.values, limit, offset }));
  const total = known ?? (rows.length ? (rows[0][TOTAL] as number) : await countAll(ctx, res, where, params));
  if (withTotal && slot) totals.set(slot, total);
  for (const name of fields) {
    const read = labelReaderOf(res, name);
    if (!read) continue;
    for (const row of rows) {
      const label = row[`${name}Label`];
      if (typeof label === 'string') row[`${name}Label`] = read(label);
    }
  }
  if (pageSlot && !statements.readsClock) totals.keepPage(pageSlot, [...rows], total);
  return { rows, count: total, page: query.page, pageSize: limit };
}

/** A shape's entry: the tables its count and its page read (the page's labels look up tables of their own). */
function newStatements(res: Resource, fields: readonly string[], where: SQL | undefined): ListStatements {
  const counted = tablesRead(where, new Set([getTableName(res.table)]));
  const labels = labelColumnsOf(res);
  let paged = counted && new Set(counted);
  for (const name of fields) if (paged && labels[name]) paged = tablesRead(labels[name].getSQL(), paged);
  return { tables: counted && [...counted], pageTables: paged && [...paged] };
}

/** Time functions whose value moves without any table changing. */
const CLOCK =
  /\b(now|current_date|current_time|current_timestamp|localtime|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random)\b/i;

/** The page's statement, with the total riding on each row or without it. */
function buildPage(
  ctx: RequestContext,
  res: Resource,
  fields: readonly string[],
  where: SQL | undefined,
  column: PgColumn,
  dir: 'asc' | 'desc',
  withTotal: boolean,
  statements: ListStatements,
): RawStatement {
  const labels = labelColumnsOf(res);
  const selection: Record<string, SQL.Aliased> = {};
  for (const name of fields) {
    selection[name] = wireColumn(name, res.columns[name]);
    if (labels[name]) selection[`${name}Label`] = labels[name];
  }
  if (withTotal) selection[TOTAL] = sql`(select count(*)::int from ${res.table} where ${where ?? sql`true`})`.as(TOTAL);
  const builder = ctx.db
    .select(selection)
    .from(res.table)
    .where(where)
    .orderBy(dir === 'asc' ? asc(column) : desc(column), asc(res.columns.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const query = builder.toSQL();
  statements.readsClock ||= CLOCK.test(query.sql);
  return prepareRaw(ctx.db, query, 'list');
}

async function countAll(
  ctx: RequestContext,
  res: Resource,
  where: SQL | undefined,
  params: ListParams,
): Promise<number> {
  const [{ total }] = (await ctx.db
    .select({ total: count() })
    .from(res.table)
    .where(where)
    .prepare('')
    .execute(params.values)) as { total: number }[];
  return Number(total);
}

const labelColumnCache = new WeakMap<Resource, Record<string, SQL.Aliased>>();
function labelColumnsOf(res: Resource): Record<string, SQL.Aliased> {
  let columns = labelColumnCache.get(res);
  if (!columns) labelColumnCache.set(res, (columns = referenceLabelColumns(res)));
  return columns;
}

/**
 * '<field>Label' for each reference (keyed by the field), looked up beside the row. Names are spelled out in full: in a
 * one-table select the ORM leaves columns unqualified, and an outer column must never resolve to a
 * same-named column of the looked-up table.
 */
function referenceLabelColumns(res: Resource): Record<string, SQL.Aliased> {
  const out: Record<string, SQL.Aliased> = {};
  for (const name of Object.keys(res.fields)) {
    const lookup = referenceLabelOf(res, name);
    if (lookup) out[name] = lookup.as(`${name}Label`);
  }
  return out;
}

/** How people read a reference's label where it is not read as stored (a date, a code); null where it is. */
function labelReaderOf(res: Resource, name: string): ((raw: string) => string) | null {
  const source = labelSource(res.fields[name]);
  return source ? labelReader(source) : null;
}

/** The label of a reference field of each row, as a subquery correlated with the row (see reference-label.ts). */
function referenceLabelOf(res: Resource, name: string): SQL | undefined {
  const source = labelSource(res.fields[name]);
  if (!source || !res.columns[name]) return undefined;
  const outer = sql.identifier(getTableName(res.table));
  return labelLookup(source, sql`${outer}.${columnName(res.columns[name])}`);
}
