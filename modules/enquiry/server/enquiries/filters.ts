import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { franchiseeFence, type QueryValues, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { enquiries } from '../schema.ts';

/** The spec's shared enquiry filters, plus the centre, year and a few list extras. */
export interface EnquiryFilters {
  franchiseeID?: number;
  academicYearID?: number;
  enquiryType?: string;
  fromDate?: string;
  toDate?: string;
  spancoStatus?: string;
  spancoSubStatus?: string;
  searchValue?: string;
  assignedTo?: number;
  studentClassCategory?: string;
  stage?: string;
  source?: string;
  enquiryCode?: string;
  programme?: string;
}

/** The enquiry's day in India, for date filters. */
export const enquiryDay = sql`(${enquiries.createdAt} at time zone 'Asia/Kolkata')::date`;

/** Each shared filter as a condition on enquiries (the fence, centre and year come from the caller). */
export const enquiryFilterConditions = {
  enquiryType: (v: string) => eq(enquiries.enquiryType, v),
  fromDate: (v: string) => sql`${enquiryDay} >= ${v}`,
  toDate: (v: string) => sql`${enquiryDay} <= ${v}`,
  spancoStatus: (v: string) => inArray(enquiries.spancoStatus, v.split(',')),
  spancoSubStatus: (v: string) => eq(enquiries.spancoSubStatus, v),
  assignedTo: (v: number) => eq(enquiries.assignedTo, v),
  stage: (v: string) => inArray(enquiries.stage, v.split(',')),
  source: (v: string) => eq(enquiries.source, v),
  enquiryCode: (v: string) => eq(enquiries.enquiryCode, v),
  programme: (v: string) => eq(enquiries.programme, v),
  studentClassCategory: (v: string, ctx: RequestContext) =>
    inArray(enquiries.classId, ctx.db.select({ id: classes.id }).from(classes).where(eq(classes.classCategory, v))),
};

/** What the search box matches (contains). */
export const enquirySearchColumns = [
  enquiries.enquiryCode,
  enquiries.childName,
  enquiries.parentName,
  enquiries.mobile,
  enquiries.email,
];

/**
 * WHERE parts for the filters, always inside the user's franchisee fence. With `values` (a query built once) the
 * fence, centre and year are placeholders; any other filter makes the query one built for this call only.
 */
export function enquiryConditions(ctx: RequestContext, f: EnquiryFilters, values?: QueryValues): SQL | undefined {
  const parts: (SQL | undefined)[] = [franchiseeFence(ctx, enquiries.franchiseeId, f.franchiseeID, values)];
  if (f.academicYearID !== undefined) {
    values?.note('year');
    parts.push(eq(enquiries.academicYearId, values ? values.bind(f.academicYearID) : f.academicYearID));
  }
  for (const [key, condition] of Object.entries(enquiryFilterConditions)) {
    const value = f[key as keyof EnquiryFilters];
    if (value !== undefined && value !== '') {
      values?.once();
      parts.push((condition as (v: unknown, c: RequestContext) => SQL)(value, ctx));
    }
  }
  const q = f.searchValue?.trim();
  if (q) {
    values?.once();
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(...enquirySearchColumns.map((c) => ilike(c, like))));
  }
  return and(...parts);
}
