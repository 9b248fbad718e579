import Papa from 'papaparse';
import { inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { fieldText, fileAnswer, formatDateTime, type ListQuery } from '@portal/core';
import type { RequestContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { files } from '../files/schema.ts';
import type { Resource, Values } from './define.ts';
import { listRecords } from './list.ts';
import { chooseFields, readableFields } from './response.ts';

export const EXPORT_LIMIT = 50_000;

const SHEET_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The answer of every export route: the rows as a CSV or XLSX file. */
export const sheetAnswer = fileAnswer(`${SHEET_TYPES.csv} or ${SHEET_TYPES.xlsx}`, 'The rows as CSV or XLSX');

/** Sends an exported sheet as a download named `<name>.<format>`. */
export function sendSheet(reply: FastifyReply, name: string, format: 'csv' | 'xlsx', file: Buffer): FastifyReply {
  return reply
    .header('content-type', SHEET_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .send(file);
}

/** The record's stamps, which a list may show without declaring them as fields: their headings. */
const STAMPS: Record<string, string> = { createdAt: 'Created on', updatedAt: 'Updated on' };

/**
 * A cell as people read the field everywhere (labels, DD-MM-YYYY, hh:mm A); money and numbers stay numbers, and a
 * document is the name it was uploaded under, not the store's id for it.
 */
function cell(res: Resource, name: string, row: Values, fileNames: Map<string, string>): string | number {
  const field = res.fields[name];
  const value = row[name];
  if (value === null || value === undefined) return '';
  if (!field && STAMPS[name]) return formatDateTime(value as string | Date);
  if (!field) return typeof value === 'number' ? value : String(value);
  switch (field.kind) {
    case 'money':
      return Number(value) / 100;
    case 'number':
      return field.unit === 'basisPoints' ? Number(value) / 100 : Number(value);
    case 'file':
      return fileNames.get(String(value)) ?? String(value);
    case 'reference':
      return row[`${name}Label`] === undefined || row[`${name}Label`] === null
        ? String(value)
        : fieldText(field, value, row[`${name}Label`]);
    default:
      return fieldText(field, value);
  }
}

/** The list as the user filtered it, every page, as CSV or XLSX. */
export async function exportRecords(
  ctx: RequestContext,
  res: Resource,
  query: ListQuery,
  format: 'csv' | 'xlsx',
): Promise<Buffer> {
  const rows: Values[] = [];
  const fields = chooseFields(readableFields(res), res.list.columns);
  for (let page = 1; ; page++) {
    const result = await listRecords(ctx, res, { ...query, page, pageSize: 200 }, fields);
    rows.push(...result.rows);
    if (rows.length >= result.count || result.rows.length === 0) break;
    if (rows.length > EXPORT_LIMIT)
      throw badRequest(`Too many rows to export (more than ${EXPORT_LIMIT}); narrow the filters`);
  }
  const columns = res.list.columns;
  const header = columns.map((c) => res.fields[c]?.label ?? STAMPS[c] ?? c);
  const names = await fileNamesOf(ctx, res, columns, rows);
  const data = rows.map((row) => columns.map((c) => cell(res, c, row, names)));
  return writeSheet(res.labelPlural, header, data, format);
}

/** The names the rows' documents were uploaded under, by file id, in one read. */
async function fileNamesOf(ctx: RequestContext, res: Resource, columns: readonly string[], rows: Values[]) {
  const ids = new Set<string>();
  for (const c of columns.filter((c) => res.fields[c]?.kind === 'file'))
    for (const row of rows) if (typeof row[c] === 'string') ids.add(row[c]);
  if (ids.size === 0) return new Map<string, string>();
  const found = await ctx.db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(inArray(files.id, [...ids]));
  return new Map(found.map((f) => [f.id, f.name]));
}

/** Rows as a CSV (with a byte-order mark for Excel, formulae escaped) or an XLSX file. */
export async function writeSheet(
  title: string,
  header: string[],
  data: (string | number)[][],
  format: 'csv' | 'xlsx',
): Promise<Buffer> {
  if (format === 'csv')
    return Buffer.from(`\uFEFF${Papa.unparse({ fields: header, data }, { escapeFormulae: true })}`, 'utf8');
  const { default: ExcelJS } = await import('exceljs'); // loaded when first needed (about 30 MB resident)
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title.slice(0, 31));
  sheet.addRow(header).font = { bold: true };
  for (const r of data) sheet.addRow(r);
  sheet.columns.forEach((col) => (col.width = 20));
  return Buffer.from(await book.xlsx.writeBuffer());
}
