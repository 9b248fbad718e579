import { and, asc, desc, eq, getTableColumns, getTableName, ilike, is, or, sql, SQL } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { enumLabel, formatDate, formatDateTime, formatTime, type FieldKind, type ViewShape } from '@portal/core';
import type { RequestContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { equals, franchiseeFence } from '../fence.ts';
import { audienceCondition } from './audience.ts';
import type { Audience, Resource } from './declarations.ts';
import { columnSchema, chooseFields } from './response.ts';
import { listTotalsOf, tablesRead } from './totals.ts';
import { prepareRaw, wireColumn } from './wire.ts';

/**
 * A joined, read-only list declared once: columns from several tables, filters, search and sort.
 * It gets what a resource list gets (paging and the total in one statement, `fields=`, CSV/XLSX
 * export, the franchisee fence, the access check, OpenAPI and a response schema) from `viewRoutes`.
 */

type Expr = PgColumn | SQL;

export interface ViewColumn {
  column: Expr;
  label?: string;
  /**
   * How exports write it; guessed from the column (dates, times, `…Paise` money, a schema listing its values)
   * when absent. 'enum' writes a stored value by its label, 'time' a time of day (HH:mm) as hh:mm A.
   */
  kind?: FieldKind | 'json' | 'time';
  /** Its JSON type, where the column cannot tell (an expression). */
  schema?: z.ZodType;
}

export interface ViewFilter<V = unknown> {
  /** The query parameter (query strings are text; coerce or refine here, with a readable message). */
  schema: z.ZodType<V>;
  where(value: V, ctx: RequestContext): SQL | undefined;
}

export interface ViewJoin {
  table: PgTable;
  on: SQL;
  /** 'left' keeps rows without a match (a class not chosen yet); 'inner' by default. */
  type?: 'inner' | 'left';
}

/**
 * A view: its shape (name, label, access module checked with GET), spread from the module's `shared/`, and the
 * tables and columns it reads. The route path is given to viewRoutes.
 */
export interface ViewDeclaration extends ViewShape {
  from: PgTable;
  joins?: readonly ViewJoin[];
  columns: Record<string, Expr | ViewColumn>;
  /** Columns answered by default (the id always comes along); every column when absent. */
  list?: readonly string[];
  /** The column the franchisee fence applies to; leave out only with `global: true`. */
  franchiseeColumn?: PgColumn;
  global?: boolean;
  /**
   * The resource whose rows the view lists (its table is the view's `from`): its personal data's audience applies,
   * so a teacher's list holds the children a teacher may open, and no others.
   */
  audienceOf?: Resource;
  /**
   * Who reaches which rows, for a view over a table no resource declares (AutoPay's mandates): its rules name
   * columns of `from`. A view whose columns name a person (a child's admission, a staff record) declares this or
   * `audienceOf`, or the portal refuses to start (`assertPersonalDataDeclared`).
   */
  audience?: Audience;
  /** Filtered by `academicYearID` when given. */
  yearColumn?: PgColumn;
  filters?: Record<string, ViewFilter<never>>;
  /** Free-text search: contains on `columns`, equals on `exact`; `param` defaults to `q`. */
  search?: { param?: string; columns?: readonly Expr[]; exact?: readonly Expr[] };
  /** Newest first and the like; name a unique column last so pages never overlap. */
  defaultSort: readonly { column: Expr; dir: 'asc' | 'desc' }[];
  pageSize?: { default: number; max: number };
}

export interface View extends Required<Pick<ViewDeclaration, 'name' | 'label' | 'labelPlural' | 'module'>> {
  decl: ViewDeclaration;
  columns: Record<string, ViewColumn>;
  list: readonly string[];
  row: z.ZodObject;
  query: z.ZodObject;
}

/** Typed filter declaration (keeps `where` in step with its schema). */
export function viewFilter<V>(schema: z.ZodType<V>, where: (value: V, ctx: RequestContext) => SQL | undefined) {
  // cast: where takes what schema parses (V); ViewFilter<never> keeps filters of different values in one record
  return { schema, where } as unknown as ViewFilter<never>;
}

const id = z.coerce
  .number({ error: 'Must be a number' })
  .int({ error: 'Must be a whole number' })
  .positive({ error: 'Must be positive' })
  .max(2_147_483_647, { error: 'The id is too large' });

function guessKind(name: string, column: Expr, schema?: z.ZodType): ViewColumn['kind'] {
  if (schema && listedValues(schema)) return 'enum';
  if (!is(column, PgColumn)) return undefined;
  if (column.columnType === 'PgTime') return 'time';
  if (column.columnType === 'PgTimestamp') return 'datetime';
  if (column.columnType === 'PgDateString' || column.columnType === 'PgDate') return 'date';
  if (/Paise$/.test(name)) return 'money';
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') return 'json';
  return undefined;
}

export function defineView(decl: ViewDeclaration): View {
  const problem = (msg: string) => new Error(`View '${decl.name}': ${msg}`);
  if (!decl.franchiseeColumn && !decl.global) throw problem('name its franchiseeColumn (or say global: true)');
  const columns: Record<string, ViewColumn> = {};
  for (const [name, def] of Object.entries(decl.columns)) {
    const col: ViewColumn = def instanceof PgColumn || def instanceof SQL ? { column: def } : def;
    if (!('column' in col)) throw problem(`column '${name}' needs a column`);
    columns[name] = { ...col, kind: col.kind ?? guessKind(name, col.column, col.schema) };
  }
  if (!columns.id) throw problem('needs an id column');
  if (decl.audience && decl.audienceOf) throw problem('takes either an audience or audienceOf');
  const fromColumns = getTableColumns(decl.from);
  for (const rule of decl.audience?.related ?? [])
    if (!fromColumns[rule.column]) throw problem(`audience names unknown column '${rule.column}'`);
  const list = decl.list ?? Object.keys(columns);
  for (const name of list) if (!columns[name]) throw problem(`list names unknown column '${name}'`);
  const shape: Record<string, z.ZodType> = {};
  for (const [name, col] of Object.entries(columns)) {
    const type = col.schema ?? (is(col.column, PgColumn) ? columnSchema(col.column) : z.unknown());
    shape[name] = (col.label ? type.describe(col.label) : type).optional();
  }
  shape.id = z.number();
  const pageSize = decl.pageSize ?? { default: 20, max: 200 };
  const query: Record<string, z.ZodType> = {
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int()
      .min(1, { error: 'Page must be at least 1' })
      .max(1_000_000)
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Page size must be a number' })
      .int()
      .min(1, { error: 'Page size must be at least 1' })
      .max(pageSize.max, { error: `Page size must be at most ${pageSize.max}` })
      .default(pageSize.default),
    sort: z.string().max(64).optional(),
    dir: z.enum(['asc', 'desc'], { error: "Direction must be 'asc' or 'desc'" }).optional(),
    fields: z.string().max(2000).optional(),
  };
  if (!decl.global) query.franchiseeID = id.optional();
  if (decl.yearColumn) query.academicYearID = id.optional();
  if (decl.search)
    query[decl.search.param ?? 'q'] = z
      .string()
      .max(200, { error: 'Search text must be at most 200 characters' })
      .optional();
  for (const [name, filter] of Object.entries(decl.filters ?? {})) query[name] = filter.schema.optional();
  return {
    name: decl.name,
    label: decl.label,
    labelPlural: decl.labelPlural ?? `${decl.label}s`,
    module: decl.module,
    decl,
    columns,
    list,
    row: z.object(shape).describe(decl.label),
    query: z.object(query),
  };
}

/** A parsed view query: paging, sort, the centre and year, search text and filter values by name. */
export type ViewQuery = Record<string, unknown> & { page: number; pageSize: number };

function escapeLike(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The view's WHERE for a query: always inside the user's franchisee fence. */
export function viewConditions(ctx: RequestContext, view: View, query: ViewQuery, extra?: SQL): SQL | undefined {
  const { decl } = view;
  const parts: (SQL | undefined)[] = [extra];
  if (decl.franchiseeColumn) {
    parts.push(franchiseeFence(ctx, decl.franchiseeColumn, query.franchiseeID as number | undefined));
  }
  const audience = viewAudience(view);
  if (audience) parts.push(audienceCondition(ctx, { columns: audience.columns }, audience.audience));
  const year = query.academicYearID;
  if (decl.yearColumn && typeof year === 'number') parts.push(eq(decl.yearColumn, year));
  const text = decl.search && (query[decl.search.param ?? 'q'] as string | undefined)?.trim();
  if (decl.search && text) {
    const like = `%${escapeLike(text)}%`;
    parts.push(
      or(
        ...(decl.search.columns ?? []).map((c) => ilike(c, like)),
        ...(decl.search.exact ?? []).map((c) => equals(c, text)),
      ),
    );
  }
  for (const [name, filter] of Object.entries(decl.filters ?? {})) {
    const value = query[name];
    if (value !== undefined && value !== '') parts.push(filter.where(value as never, ctx));
  }
  return and(...parts);
}

/** The audience a view's rows are read under, with the columns its rules name; undefined when it declares none. */
export function viewAudience(view: View): { audience: Audience; columns: Record<string, PgColumn> } | undefined {
  const { decl } = view;
  if (decl.audience) {
    const columns: Record<string, PgColumn> = getTableColumns(decl.from);
    return { audience: decl.audience, columns };
  }
  const audience = decl.audienceOf?.personalData?.audience;
  return audience && decl.audienceOf ? { audience, columns: decl.audienceOf.columns } : undefined;
}

function orderOf(view: View, query: ViewQuery): SQL[] {
  const dir = (d: 'asc' | 'desc', c: Expr) => (d === 'asc' ? asc(c) : desc(c));
  const tieBreak = view.decl.defaultSort.map((s) => dir(s.dir, s.column));
  if (typeof query.sort !== 'string') return tieBreak;
  const col = view.columns[query.sort];
  if (!col || !is(col.column, PgColumn)) throw badRequest(`Cannot sort by ${query.sort}`);
  return [dir((query.dir as 'asc' | 'desc') ?? 'asc', col.column), ...tieBreak];
}

function joined<Q>(builder: Q, joins: readonly ViewJoin[] = []): Q {
  let b = builder as unknown as {
    innerJoin(t: PgTable, on: SQL): unknown;
    leftJoin(t: PgTable, on: SQL): unknown;
  };
  for (const j of joins) b = (j.type === 'left' ? b.leftJoin(j.table, j.on) : b.innerJoin(j.table, j.on)) as typeof b;
  // cast: the joins above only add tables to the builder the caller passed, which stays a Q
  return b as unknown as Q;
}

const TOTAL = '__total';

export interface ListViewOptions {
  /** The columns to answer; `fields=` or the view's list by default. */
  fields?: readonly string[];
  /** A condition of the caller's own besides the query's (a programme's classes). */
  where?: SQL;
}

/** The tables a view's count reads with this condition (its own, its joins' and the condition's), if all are known. */
function tablesCounted(view: View, where: SQL | undefined): string[] | undefined {
  const tables = new Set([getTableName(view.decl.from)]);
  for (const j of view.decl.joins ?? []) {
    tables.add(getTableName(j.table));
    if (!tablesRead(j.on, tables)) return undefined;
  }
  return tablesRead(where, tables) && [...tables];
}

/**
 * One page of the view in one round trip: the rows (raw from the driver, named as the API names
 * them) with the total as an uncorrelated subquery. The total riding on each row is dropped by the
 * route's response schema; callers that answer rows themselves use `withoutTotal`. As for a resource's
 * list, the total is counted once per filter: while this node hears every change to the tables the count
 * reads, it is kept (resource/totals.ts) and later pages of the same filter are read without the count. A
 * first page with no rows has a total of 0; a later page past the end counts on its own.
 */
export async function listView(ctx: RequestContext, view: View, query: ViewQuery, opts: ListViewOptions = {}) {
  const asked = query.fields as string | undefined;
  const chosen = opts.fields ?? chooseFields(Object.keys(view.columns), view.list, asked);
  const where = viewConditions(ctx, view, query, opts.where);
  const { decl } = view;
  const counter = joined(ctx.db.select({ n: sql<number>`count(*)::int` }).from(decl.from), decl.joins).where(where);
  // Where this filter's total is kept, taken before counting: a change committed meanwhile moves it on.
  const totals = listTotalsOf(ctx.db);
  const tables = totals && tablesCounted(view, where);
  let slot: string | undefined;
  if (totals && tables) {
    const filter = counter.toSQL();
    slot = totals.keyOf(tables, `view:${decl.name}|${filter.sql}|${JSON.stringify(filter.params)}`);
  }
  const known = slot ? totals!.get(slot) : undefined;
  const selection: Record<string, SQL.Aliased> = {};
  for (const name of chosen) selection[name] = wireColumn(name, view.columns[name].column);
  if (known === undefined) selection[TOTAL] = sql`(${counter})`.as(TOTAL);
  const builder = joined(ctx.db.select(selection).from(decl.from), decl.joins)
    .where(where)
    .orderBy(...orderOf(view, query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rows = await prepareRaw(ctx.db, builder.toSQL()).execute({});
  const count = Number(known ?? (rows.length ? rows[0][TOTAL] : query.page <= 1 ? 0 : (await counter)[0].n));
  if (known === undefined && slot) totals!.set(slot, count);
  return { rows, count, page: query.page, pageSize: query.pageSize };
}

/** Rows without the total each carries (for answers that are not serialised through a schema). */
export function withoutTotal<T extends Record<string, unknown>>(rows: T[]): Omit<T, typeof TOTAL>[] {
  return rows.map(({ [TOTAL]: _total, ...row }) => row);
}

const EXPORT_LIMIT = 50_000;

/** A schema that lists the values it takes (z.enum, maybe optional or nullable). */
function listedValues(schema: z.ZodType): boolean {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodEnum;
}

function cell(col: ViewColumn, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  switch (col.kind) {
    case 'enum':
      return enumLabel(String(value));
    case 'time':
      return formatTime(String(value)) || String(value);
    case 'money':
      return Number(value) / 100;
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'json':
      return JSON.stringify(value);
    default:
      return typeof value === 'number' ? value : String(value);
  }
}

/** Every page of the view as the user filtered it, as header and cells for a sheet. */
export async function viewSheet(ctx: RequestContext, view: View, query: ViewQuery) {
  const names = view.list;
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const result = await listView(ctx, view, { ...query, page, pageSize: 200 }, { fields: chooseFields([], names) });
    rows.push(...result.rows);
    if (rows.length >= result.count || result.rows.length === 0) break;
    if (rows.length > EXPORT_LIMIT)
      throw badRequest(`Too many rows to export (more than ${EXPORT_LIMIT}); narrow the filters`);
  }
  const header = names.map((n) => view.columns[n].label ?? n);
  const data = rows.map((row) => names.map((n) => cell(view.columns[n], row[n])));
  return { header, data };
}
