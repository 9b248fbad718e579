import { and, eq, inArray, sql } from 'drizzle-orm';
import { defineView, franchiseeFenceSql, type RequestContext } from '@portal/kit';
import { students } from '@portal/mod-students/server';
import { enquiries } from './schema.ts';
import { enquiryReadsViewShape } from '../shared/views.ts';

const columns = {
  id: enquiries.id,
  franchiseeId: enquiries.franchiseeId,
  academicYearId: enquiries.academicYearId,
  enquiryCode: enquiries.enquiryCode,
  childName: enquiries.childName,
  parentName: enquiries.parentName,
  mobile: enquiries.mobile,
  source: enquiries.source,
  stage: enquiries.stage,
  /** ADMISSION (a lead) or SERVICE (transport): the figures of leads count admission enquiries only. */
  enquiryType: enquiries.enquiryType,
  createdAt: enquiries.createdAt,
};

/**
 * Enquiries as other modules may read them (the enquiry export and lists of the dashboard, a centre's enquiries and
 * conversion, the benchmarks): who asked, where they came from and how far they got; fenced on the centre.
 */
export const enquiryReads = {
  ...defineView({
    ...enquiryReadsViewShape,
    from: enquiries,
    columns,
    franchiseeColumn: enquiries.franchiseeId,
    defaultSort: [{ column: enquiries.id, dir: 'asc' }],
  }),
  c: columns,
};

/** An enquiry of the user's centres (its centre and type), or undefined: one outside the fence is not there. */
export async function enquiryInFence(ctx: RequestContext, enquiryId: number) {
  const [enquiry] = await ctx.db
    .select({ id: enquiries.id, franchiseeId: enquiries.franchiseeId, enquiryType: enquiries.enquiryType })
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), franchiseeFenceSql(ctx, enquiries.franchiseeId)));
  return enquiry;
}

/** The name an anonymised enquiry keeps: it still counts in the funnel, it names nobody. */
export const ANONYMISED = 'Anonymised';

const lastContact = sql`greatest(${enquiries.createdAt}, ${enquiries.lastFollowUpAt})`;

/**
 * Enquiries no child was admitted through, not yet anonymised, last contacted before the cut-off (the retention
 * sweep's), in id order: the id, the code and the last contact.
 */
export async function enquiriesNotAdmittedBefore(ctx: RequestContext, cutoff: Date) {
  return ctx.db
    .select({ id: enquiries.id, code: enquiries.enquiryCode, since: sql<string>`${lastContact}` })
    .from(enquiries)
    .where(
      and(
        sql`${lastContact} < ${cutoff.toISOString()}`,
        sql`${enquiries.childName} <> ${ANONYMISED}`,
        sql`not exists (select 1 from ${students} where ${students.enquiryId} = ${enquiries.id})`,
      ),
    )
    .orderBy(enquiries.id);
}

/** Anonymises these enquiries: they keep their place in the funnel and name nobody. */
export async function anonymiseEnquiries(ctx: RequestContext, ids: readonly number[]) {
  if (!ids.length) return;
  await ctx.db
    .update(enquiries)
    .set({
      parentName: ANONYMISED,
      childName: ANONYMISED,
      childNameKey: sql`'anonymised-' || ${enquiries.id}`,
      mobile: '0000000000',
      email: null,
      childDob: null,
      gender: null,
      address: null,
      pincode: null,
      remarks: null,
      updatedAt: new Date(),
    })
    .where(inArray(enquiries.id, [...ids]));
}
