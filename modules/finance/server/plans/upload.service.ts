import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { uploadQuery } from '../../shared/inputs.ts';
import { CLASS_CATEGORIES, thrownMessage } from '@portal/core';
import {
  AppError,
  badRequest,
  inTransaction,
  insertValidated,
  parseInput,
  type RequestContext,
  type SheetLimits,
  type SheetTable,
} from '@portal/kit';
import { rupeesToPaise } from '@portal/core';
import { feePlanResource } from '../resources.ts';
import { feeTypes } from '../schema.ts';

/** A fee-plan sheet is a few hundred rows; these bounds leave room and refuse anything far larger. */
export const PLAN_UPLOAD_LIMITS: SheetLimits = {
  maxRows: 5000,
  maxBytes: 5 * 1024 * 1024,
  maxUnzippedBytes: 50 * 1024 * 1024,
};

export const UPLOAD_COLUMNS = [
  'Plan name',
  'Class category',
  'Fee type',
  'Total (Rs)',
  'Installments',
  'First due date',
  'Months between',
  'Royalty %',
] as const;

/**
 * Fee plans from a spreadsheet (fee-component/upload), one row each, in the
 * columns of UPLOAD_COLUMNS. All or nothing: one bad row and nothing is saved,
 * with every problem listed by row.
 */
export async function uploadPlans(ctx: RequestContext, sheet: SheetTable, input: z.infer<typeof uploadQuery>) {
  const header = sheet.headers;
  const missing = UPLOAD_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw badRequest(`Missing column: ${missing.join(', ')}`);
  const col = (name: string) => header.indexOf(name);
  const types = new Map(
    (await ctx.db.select().from(feeTypes).where(eq(feeTypes.isActive, true))).map((t) => [t.name.toLowerCase(), t.id]),
  );
  const academicYearId = input.academicYearId ?? ctx.academicYearId;
  if (!academicYearId)
    throw badRequest('Choose the academic year first', { academicYearId: 'Academic year is required' });
  const errors: { row: number; message: string }[] = [];
  // Each plan body with the spreadsheet row it came from, for the row numbers of errors.
  const bodies: { row: number; body: Record<string, unknown> }[] = [];
  for (const [i, row] of sheet.rows.entries()) {
    // Rows are numbered as in the spreadsheet: the header is row 1.
    const r = i + 2;
    const get = (name: string) => row[col(name)] ?? '';
    const total = rupeesToPaise(get('Total (Rs)'));
    const royalty = get('Royalty %') === '' ? 0 : rupeesToPaise(get('Royalty %'));
    const feeTypeId = types.get(get('Fee type').toLowerCase());
    if (total === null) errors.push({ row: r, message: 'Total (Rs) must be an amount like 45000 or 45000.50' });
    if (royalty === null) errors.push({ row: r, message: 'Royalty % must be a number with at most 2 decimals' });
    if (!feeTypeId) errors.push({ row: r, message: `Unknown fee type: ${get('Fee type')}` });
    if (!(CLASS_CATEGORIES as readonly string[]).includes(get('Class category')))
      errors.push({ row: r, message: `Class category must be one of: ${CLASS_CATEGORIES.join(', ')}` });
    if (errors.some((e) => e.row === r)) continue;
    bodies.push({
      row: r,
      body: {
        academicYearId,
        name: get('Plan name'),
        classCategory: get('Class category'),
        feeTypeId: feeTypeId ?? 0,
        totalPaise: total ?? 0,
        installmentCount: Number(get('Installments')),
        firstDueDate: get('First due date'),
        intervalMonths: get('Months between') === '' ? 1 : Number(get('Months between')),
        // '12.5' % read as paise (1250) is exactly its basis points.
        royaltyBp: royalty ?? 0,
      },
    });
  }
  if (bodies.length === 0 && errors.length === 0) throw badRequest('The file has no data rows');
  const parsed = bodies.map(({ row, body }) => {
    try {
      return parseInput(feePlanResource.createSchema, body);
    } catch (err) {
      const fields = err instanceof AppError ? err.fieldErrors : undefined;
      for (const message of Object.values(fields ?? { _: thrownMessage(err) })) errors.push({ row, message });
      return null;
    }
  });
  if (errors.length)
    throw new AppError(
      400,
      `Nothing was imported: ${errors.length} problem${errors.length === 1 ? '' : 's'} found`,
      undefined,
      { errors: errors.sort((a, b) => a.row - b.row) },
    );
  return inTransaction(ctx, async (ctx) => {
    const created = [];
    // Every row parsed (a row that did not is among the errors above).
    for (const input of parsed) if (input) created.push(await insertValidated(ctx, feePlanResource, input));
    return { created: created.length, ids: created.map((c) => c.id) };
  });
}
