import { isoDate } from '@portal/core';
import { fieldError, type RequestContext } from '@portal/kit';
import { z } from 'zod';
import { ENQUIRY_SOURCES, SPANCO_STATUSES, STAGES } from '../../shared/index.ts';

export const id = z.coerce
  .number({ error: 'Must be a number' })
  .int({ error: 'Must be a whole number' })
  .positive({ error: 'Must be positive' })
  .max(2_147_483_647);
export { isoDate };

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'Page must be at least 1' }).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, { error: 'Page size must be at most 200' }).default(20),
});

const listOf = (values: readonly string[], label: string) =>
  z
    .string()
    .max(500)
    .refine((v) => v.split(',').every((x) => values.includes(x)), {
      error: `${label} must be one of: ${values.join(', ')}`,
    });

/**
 * The spec's shared enquiry filters (fromDate, toDate, spancoStatus, spancoSubStatus, searchValue, assignedTo,
 * studentClassCategory).
 */
export const enquiryFilterQuery = pageQuery.extend({
  franchiseeID: id.optional(),
  academicYearID: id.optional(),
  fromDate: isoDate('From date').optional(),
  toDate: isoDate('To date').optional(),
  spancoStatus: listOf(SPANCO_STATUSES, 'Spanco status').optional(),
  spancoSubStatus: z.string().max(60).optional(),
  searchValue: z.string().max(200, { error: 'Search text must be at most 200 characters' }).optional(),
  assignedTo: id.optional(),
  studentClassCategory: z.string().max(80).optional(),
  stage: listOf(STAGES, 'Stage').optional(),
  source: z.enum(ENQUIRY_SOURCES, { error: `Source must be one of: ${ENQUIRY_SOURCES.join(', ')}` }).optional(),
  enquiryCode: z.string().max(40).optional(),
});

/** The centre and year of a query: the ones asked for, else the ones chosen in the shell. */
export function withSelection<T extends { franchiseeID?: number; academicYearID?: number }>(
  ctx: RequestContext,
  q: T,
): T {
  return {
    ...q,
    franchiseeID: q.franchiseeID ?? ctx.franchiseeId ?? undefined,
    academicYearID: q.academicYearID ?? ctx.academicYearId ?? undefined,
  };
}

export function requireYear(ctx: RequestContext, asked: number | undefined): number {
  const year = asked ?? ctx.academicYearId;
  if (!year) throw fieldError('academicYearID', 'Please Select Acadamic Year');
  return year;
}
