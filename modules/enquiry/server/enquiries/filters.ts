import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
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
}

/** The enquiry's day in India, for date filters. */
export const enquiryDay = sql`(${enquiries.createdAt} at time zone 'Asia/Kolkata')::date`;

/** WHERE parts for the filters, always inside the user's franchisee fence. */
export function enquiryConditions(ctx: RequestContext, f: EnquiryFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [franchiseeFence(ctx, enquiries.franchiseeId, f.franchiseeID)];
  if (f.academicYearID !== undefined) parts.push(eq(enquiries.academicYearId, f.academicYearID));
  if (f.enquiryType) parts.push(eq(enquiries.enquiryType, f.enquiryType));
  if (f.fromDate) parts.push(sql`${enquiryDay} >= ${f.fromDate}`);
  if (f.toDate) parts.push(sql`${enquiryDay} <= ${f.toDate}`);
  if (f.spancoStatus) parts.push(inArray(enquiries.spancoStatus, f.spancoStatus.split(',')));
  if (f.spancoSubStatus) parts.push(eq(enquiries.spancoSubStatus, f.spancoSubStatus));
  if (f.assignedTo !== undefined) parts.push(eq(enquiries.assignedTo, f.assignedTo));
  if (f.stage) parts.push(inArray(enquiries.stage, f.stage.split(',')));
  if (f.source) parts.push(eq(enquiries.source, f.source));
  if (f.enquiryCode) parts.push(eq(enquiries.enquiryCode, f.enquiryCode));
  if (f.studentClassCategory) {
    parts.push(
      inArray(
        enquiries.classId,
        ctx.db.select({ id: classes.id }).from(classes).where(eq(classes.classCategory, f.studentClassCategory)),
      ),
    );
  }
  const q = f.searchValue?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(enquiries.enquiryCode, like),
        ilike(enquiries.childName, like),
        ilike(enquiries.parentName, like),
        ilike(enquiries.mobile, like),
        ilike(enquiries.email, like),
      ),
    );
  }
  return and(...parts);
}
