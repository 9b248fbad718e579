import { inArray } from 'drizzle-orm';
import { rupeesToPaise } from '@portal/core';
import {
  AppError,
  badRequest,
  inTransaction,
  insertValidated,
  updateRecord,
  zodIssues,
  type RequestContext,
  type RowOf,
  type SheetLimits,
  type SheetTable,
  type Values,
} from '@portal/kit';
import { GENDER_LABELS, PRODUCT_CATEGORY_LABELS } from '../../shared/index.ts';
import { productResource } from '../resources.ts';
import { products } from '../schema.ts';

/** The product catalogue is a few thousand SKUs at most. */
export const PRODUCT_UPLOAD_LIMITS: SheetLimits = {
  maxRows: 5_000,
  maxBytes: 5 * 1024 * 1024,
  maxUnzippedBytes: 50 * 1024 * 1024,
};

/**
 * The sheet's columns and the headers a person may give them (any case). Percentages and rupees are
 * what people type; the catalogue keeps basis points and paise.
 */
const COLUMNS = {
  sku: ['sku'],
  name: ['name', 'product name'],
  category: ['category'],
  size: ['size'],
  gender: ['gender'],
  hsnCode: ['hsn code', 'hsn'],
  gstRate: ['gst %', 'gst rate', 'gst'],
  price: ['price', 'price (rs)'],
  margin: ['retailer margin %', 'retailer margin', 'margin'],
  isUniform: ['uniform'],
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = ['sku', 'name', 'category', 'hsnCode', 'gstRate', 'price'];

interface RowError {
  row: number;
  message: string;
}

/** A cell that is not a number: validation refuses it, and the message below says what to type. */
const NOT_PERCENT = 'not a percentage';
const NOT_RUPEES = 'not rupees';

/** '12' or '12.5' (per cent) as basis points. */
function basisPoints(text: string): unknown {
  return /^\d+(\.\d{1,2})?$/.test(text.replace(/\s*%$/, ''))
    ? Math.round(Number(text.replace(/\s*%$/, '')) * 100)
    : NOT_PERCENT;
}

/** A code typed as itself or as its label, in any case ('indoor', 'Student Sample KIT', 'Girls'). */
function codeOf(text: string, labels: Record<string, string>): string {
  const wanted = text.trim().toLowerCase();
  const hit = Object.entries(labels).find(
    ([code, label]) => code.toLowerCase() === wanted || label.toLowerCase() === wanted,
  );
  return hit ? hit[0] : text.trim();
}

function columnIndex(headers: string[]): Map<Column, number> {
  const lower = headers.map((h) => h.trim().toLowerCase());
  const found = new Map<Column, number>();
  for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const at = lower.findIndex((h) => names.includes(h));
    if (at >= 0) found.set(column, at);
  }
  const missing = REQUIRED.filter((c) => !found.has(c)).map((c) => COLUMNS[c][0]);
  if (missing.length)
    throw badRequest(`The file needs the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  return found;
}

/** One sheet row as the product form's values (blank cells are left out). */
function rowValues(cells: string[], index: Map<Column, number>): Values {
  const cell = (c: Column) => (index.has(c) ? (cells[index.get(c)!] ?? '').trim() : '');
  const values: Values = {};
  const put = (key: string, value: unknown) => {
    if (value !== '' && value !== undefined) values[key] = value;
  };
  put('sku', cell('sku').toUpperCase());
  put('name', cell('name'));
  put('category', codeOf(cell('category'), PRODUCT_CATEGORY_LABELS));
  put('size', cell('size'));
  put('gender', codeOf(cell('gender'), GENDER_LABELS));
  put('hsnCode', cell('hsnCode'));
  put('gstRateBp', cell('gstRate') && basisPoints(cell('gstRate')));
  put('pricePaise', cell('price') && (rupeesToPaise(cell('price').replace(/,/g, '')) ?? NOT_RUPEES));
  put('retailerMarginBp', cell('margin') && basisPoints(cell('margin')));
  const uniform = cell('isUniform');
  if (uniform)
    put('isUniform', /^(yes|y|true|1)$/i.test(uniform) ? true : /^(no|n|false|0)$/i.test(uniform) ? false : uniform);
  return values;
}

/** What the sheet says for the fields it types differently from the product form. */
const SHEET_MESSAGES: Record<string, string> = {
  gstRateBp: 'GST % must be a percentage from 0 to 28, like 12 or 12.5',
  pricePaise: 'Price must be an amount in rupees, like 1250 or 1250.50',
  retailerMarginBp: 'Retailer margin % must be a percentage from 0 to 50, like 10 or 12.5',
};

function refused(errors: RowError[]): AppError {
  const n = errors.length;
  return new AppError(
    400,
    `${n} ${n === 1 ? 'row has a problem' : 'rows have problems'}; nothing was saved`,
    undefined,
    {
      errors,
    },
  );
}

/**
 * retailer-margin/upload-product: a CSV or XLSX sheet of products. A new SKU adds a product whose
 * margin waits for approval; a known SKU takes the sheet's details, and a changed margin goes back
 * to PENDING as on the edit form. All or nothing; every bad row is reported by its number.
 */
export async function uploadProducts(ctx: RequestContext, sheet: SheetTable) {
  const index = columnIndex(sheet.headers);
  if (sheet.rows.length === 0) throw badRequest('The file has no rows');
  const rows = sheet.rows.map((cells, i) => ({ row: i + 2, values: rowValues(cells, index) }));
  const skus = rows.map((r) => String(r.values.sku ?? ''));
  const existing = await ctx.db
    .select()
    .from(products)
    .where(inArray(products.sku, [...new Set(skus.filter(Boolean))]));
  const bySku = new Map(existing.map((p) => [p.sku, p]));

  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  const plan: { row: number; known?: RowOf<typeof products>; values: Values }[] = [];
  for (const { row, values } of rows) {
    const sku = String(values.sku ?? '');
    if (sku && seen.has(sku)) {
      errors.push({ row, message: `SKU ${sku} is already on row ${seen.get(sku)}` });
      continue;
    }
    seen.set(sku, row);
    const known = bySku.get(sku);
    const { sku: _sku, ...changes } = values;
    const parsed = known
      ? productResource.updateSchema.safeParse(changes)
      : productResource.createSchema.safeParse({ gender: 'BOTH', ...values });
    if (!parsed.success) {
      for (const [field, message] of Object.entries(zodIssues(parsed.error)))
        errors.push({ row, message: SHEET_MESSAGES[field] ?? message });
      continue;
    }
    plan.push({ row, known, values: parsed.data });
  }
  if (errors.length) throw refused(errors);

  return inTransaction(ctx, async (ctx) => {
    let created = 0;
    let updated = 0;
    for (const { row, known, values } of plan) {
      try {
        if (!known) {
          await insertValidated(ctx, productResource, values);
          created++;
        } else {
          const stored: Values = known;
          const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => stored[k] !== v));
          if (Object.keys(changed).length === 0) continue;
          await updateRecord(ctx, productResource, known.id, changed);
          updated++;
        }
      } catch (err) {
        if (err instanceof AppError) throw refused([{ row, message: err.message }]);
        throw err;
      }
    }
    return { created, updated, unchanged: plan.length - created - updated };
  });
}
