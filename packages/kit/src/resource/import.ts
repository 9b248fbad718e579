import Papa from 'papaparse';
import { rupeesToPaise, type FieldDef } from '@portal/core';
import type { RequestContext } from '../context.ts';
import { AppError, badRequest } from '../errors.ts';
import { zodIssues } from '../validation.ts';
import type { Resource, Values } from './define.ts';
import { inTransaction, insertValidated, translateDbError } from './resource.service.ts';

export const IMPORT_ROW_LIMIT = 5000;

export interface ImportError {
  /** 1-based data row (the header is row 0). */
  row: number;
  field: string;
  message: string;
}

export interface ImportResult {
  created: number;
  skipped: number;
  errors: ImportError[];
}

export type ImportMode = 'all-or-nothing' | 'skip-bad-rows';

/** A CSV cell as the field's JSON value; blanks become absent. */
function cellValue(field: FieldDef, raw: string): unknown {
  const v = raw.trim();
  if (v === '') return undefined;
  switch (field.kind) {
    case 'number':
      // People type percentages in sheets; a basis-point field keeps hundredths of a per cent.
      if (field.unit === 'basisPoints') return rupeesToPaise(v) ?? v;
      return Number.isFinite(Number(v)) ? Number(v) : v;
    case 'reference':
      return Number.isFinite(Number(v)) ? Number(v) : v;
    case 'money':
      // People type rupees in sheets; the API keeps paise.
      return rupeesToPaise(v) ?? v;
    case 'boolean':
      return /^(yes|true|1|y)$/i.test(v) ? true : /^(no|false|0|n)$/i.test(v) ? false : v;
    case 'tags':
      return v
        .split(/[;,]/)
        .map((s) => s.trim())
        .filter(Boolean);
    default:
      return v;
  }
}

/** Maps header cells to field names by name or label, case-insensitively. */
function headerMap(res: Resource, headers: string[]): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const [name, field] of Object.entries(res.fields)) {
    if (field.readOnly) continue;
    byKey.set(name.toLowerCase(), name);
    byKey.set(field.label.toLowerCase(), name);
  }
  const map = new Map<string, string>();
  const unknown: string[] = [];
  for (const h of headers) {
    const name = byKey.get(h.trim().toLowerCase());
    if (name) map.set(h, name);
    else if (h.trim()) unknown.push(h);
  }
  if (unknown.length) throw badRequest(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  return map;
}

/**
 * Imports CSV rows through the same validation, fence, hooks and audit as a create.
 * 'all-or-nothing' writes nothing when any row fails; 'skip-bad-rows' writes the good ones.
 */
export async function importRecords(
  ctx: RequestContext,
  res: Resource,
  csv: string,
  mode: ImportMode,
): Promise<ImportResult> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  if (!parsed.meta.fields?.length) throw badRequest('The file has no header row');
  if (parsed.data.length === 0) throw badRequest('The file has no data rows');
  if (parsed.data.length > IMPORT_ROW_LIMIT)
    throw badRequest(`At most ${IMPORT_ROW_LIMIT} rows per upload; split the file`);
  const columns = headerMap(res, parsed.meta.fields);

  const errors: ImportError[] = [];
  const valid: { row: number; values: Values }[] = [];
  parsed.data.forEach((record, i) => {
    const body: Values = {};
    for (const [header, name] of columns) {
      const value = cellValue(res.fields[name], record[header] ?? '');
      if (value !== undefined) body[name] = value;
    }
    const result = res.createSchema.safeParse(body);
    if (result.success) valid.push({ row: i + 1, values: result.data });
    else
      for (const [field, message] of Object.entries(zodIssues(result.error)))
        errors.push({ row: i + 1, field, message });
  });
  if (mode === 'all-or-nothing' && errors.length) throw new ImportRefused(errors);

  let created = 0;
  await inTransaction(ctx, async (ctx) => {
    for (const { row, values } of valid) {
      try {
        // A savepoint per row: one duplicate must not spoil the rows around it.
        await ctx.db.transaction((tx) => insertValidated({ ...ctx, db: tx }, res, values));
        created++;
      } catch (err) {
        const e = translateDbError(err);
        if (!(e instanceof AppError)) throw e;
        errors.push({ row, field: Object.keys(e.fieldErrors ?? {})[0] ?? '_', message: e.message });
      }
    }
    if (mode === 'all-or-nothing' && errors.length) throw new ImportRefused(errors);
  });
  return { created, skipped: parsed.data.length - created, errors: errors.sort((a, b) => a.row - b.row) };
}

/** A refused all-or-nothing import: a 400 that lists every row's problem. */
export class ImportRefused extends AppError {
  constructor(readonly errors: ImportError[]) {
    super(
      400,
      `Nothing was imported: ${errors.length} problem${errors.length > 1 ? 's' : ''} found ` +
        `(first: row ${errors[0].row}, ${errors[0].message})`,
      undefined,
      { errors },
    );
  }
}
