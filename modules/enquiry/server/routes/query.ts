import { fieldError, type RequestContext } from '@portal/kit';

export { enquiryFilterQuery, id, isoDate, pageQuery } from '../../shared/inputs.ts';

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
