// What the transport records share: documents, typed loading, date order.
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  AppError,
  assertAttachable,
  fieldError,
  loadRecord,
  type RequestContext,
  type Resource,
  type Values,
} from '@portal/kit';

export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];

/** A document must be one the user uploaded or may read, and a PDF or a photo. */
export async function checkDocument(ctx: RequestContext, values: Values, field: string): Promise<void> {
  const file = await assertAttachable(ctx, values[field], field, 'Upload the document again');
  if (file && !DOCUMENT_TYPES.includes(file.contentType))
    throw fieldError(field, 'A document must be a PDF or a photo (PNG, JPEG, WebP)');
}

/** Loads a row of `res` for a reference field, as the user; another centre's row reads "not found". */
export async function referenced<T extends PgTable>(
  ctx: RequestContext,
  res: Resource<T>,
  id: unknown,
  field: string,
): Promise<T['$inferSelect']> {
  try {
    return await loadRecord(ctx, res, Number(id));
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 404) throw fieldError(field, `${res.label} not found`);
    throw e;
  }
}

/** Each [from, to] pair of dates must be in order. */
export function checkDates(merged: Values, pairs: readonly [string, string, string][]): void {
  for (const [from, to, message] of pairs) {
    const a = merged[from];
    const b = merged[to];
    if (typeof a === 'string' && typeof b === 'string' && b < a) throw fieldError(to, message);
  }
}
