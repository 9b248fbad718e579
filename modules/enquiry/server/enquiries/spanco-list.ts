import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { SPANCO_STATUSES } from '../../shared/index.ts';
import { enquiries } from '../schema.ts';
import { enquiryConditions, type EnquiryFilters } from './filters.ts';

export const enquiryRowColumns = {
  id: enquiries.id,
  enquiryCode: enquiries.enquiryCode,
  franchiseeId: enquiries.franchiseeId,
  franchiseeName: franchisees.companyName,
  academicYearId: enquiries.academicYearId,
  enquiryType: enquiries.enquiryType,
  serviceType: enquiries.serviceType,
  source: enquiries.source,
  parentName: enquiries.parentName,
  mobile: enquiries.mobile,
  email: enquiries.email,
  childName: enquiries.childName,
  childDob: enquiries.childDob,
  classId: enquiries.classId,
  className: classes.name,
  classCategory: classes.classCategory,
  pincode: enquiries.pincode,
  stage: enquiries.stage,
  spancoStatus: enquiries.spancoStatus,
  spancoSubStatus: enquiries.spancoSubStatus,
  assignedTo: enquiries.assignedTo,
  assignedToName: adminUsers.firstName,
  nextFollowUpDate: enquiries.nextFollowUpDate,
  createdAt: enquiries.createdAt,
};

export interface Page {
  page: number;
  pageSize: number;
}

/** A page of enquiries with their class, centre and counsellor names. */
export async function enquiryPage(ctx: RequestContext, f: EnquiryFilters, page: Page, extra?: SQL) {
  const where = and(enquiryConditions(ctx, f), extra);
  const [{ total }] = await ctx.db.select({ total: count() }).from(enquiries).where(where);
  const rows = await ctx.db
    .select(enquiryRowColumns)
    .from(enquiries)
    .innerJoin(franchisees, eq(franchisees.id, enquiries.franchiseeId))
    .leftJoin(classes, eq(classes.id, enquiries.classId))
    .leftJoin(adminUsers, eq(adminUsers.id, enquiries.assignedTo))
    .where(where)
    .orderBy(desc(enquiries.createdAt), asc(enquiries.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, count: Number(total), page: page.page, pageSize: page.pageSize };
}

/** The Spanco list: enquiries by the shared filters, with a count per Spanco status for the tabs. */
export async function spancoList(ctx: RequestContext, f: EnquiryFilters, page: Page) {
  const list = await enquiryPage(ctx, f, page);
  const { spancoStatus: _s, spancoSubStatus: _ss, ...withoutStatus } = f;
  const counts = await ctx.db
    .select({ status: enquiries.spancoStatus, n: count() })
    .from(enquiries)
    .where(enquiryConditions(ctx, withoutStatus))
    .groupBy(enquiries.spancoStatus);
  const statusCounts = Object.fromEntries(
    SPANCO_STATUSES.map((s) => [s, Number(counts.find((c) => c.status === s)?.n ?? 0)]),
  );
  return { ...list, statusCounts };
}
