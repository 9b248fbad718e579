import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, viewFilter, type RequestContext, type ViewFilter } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { enquiryFilterQuery } from '../routes/query.ts';
import { enquiryResource } from '../resources.ts';
import { enquiries } from '../schema.ts';
import { enquiryFilterConditions, enquirySearchColumns } from './filters.ts';
import { enquirySpancoViewShape } from '../../shared/views.ts';

const shape: Record<string, z.ZodType> = enquiryFilterQuery.shape;

/** The spec's shared enquiry filters as view filters: the same query parameters, the same conditions. */
export const enquiryViewFilters: Record<string, ViewFilter<never>> = Object.fromEntries(
  Object.entries(enquiryFilterConditions).map(([key, where]) => [
    key,
    viewFilter(
      // enquiryType is fixed by each path (Spanco, service enquiries); any text is refused by its condition.
      (shape[key] as z.ZodOptional<z.ZodType> | undefined)?.unwrap() ?? z.string().max(60),
      where as (v: unknown, ctx: RequestContext) => ReturnType<typeof where>,
    ),
  ]),
);

/** The centre and year of a query: the ones asked for, else the ones chosen in the shell. */
export const shellSelection = (ctx: RequestContext) => ({
  franchiseeID: ctx.franchiseeId ?? undefined,
  academicYearID: ctx.academicYearId ?? undefined,
});

/** Enquiries with their class, centre and counsellor names, newest first (Spanco, allocation, follow-ups). */
export const enquiryListView = defineView({
  ...enquirySpancoViewShape,
  from: enquiries,
  joins: [
    { table: franchisees, on: eq(franchisees.id, enquiries.franchiseeId) },
    { table: classes, on: eq(classes.id, enquiries.classId), type: 'left' },
    { table: adminUsers, on: eq(adminUsers.id, enquiries.assignedTo), type: 'left' },
  ],
  columns: {
    id: enquiries.id,
    enquiryCode: { column: enquiries.enquiryCode, label: 'Enquiry code' },
    franchiseeId: enquiries.franchiseeId,
    franchiseeName: { column: franchisees.companyName, label: 'Centre' },
    academicYearId: enquiries.academicYearId,
    enquiryType: { column: enquiries.enquiryType, label: 'Enquiry type', kind: 'enum' },
    serviceType: { column: enquiries.serviceType, label: 'Service type', kind: 'enum' },
    source: { column: enquiries.source, label: 'Source' },
    parentName: { column: enquiries.parentName, label: 'Parent name' },
    mobile: { column: enquiries.mobile, label: 'Mobile number' },
    email: { column: enquiries.email, label: 'Email' },
    childName: { column: enquiries.childName, label: 'Child name' },
    childDob: { column: enquiries.childDob, label: 'Child date of birth' },
    classId: enquiries.classId,
    className: { column: classes.name, label: 'Class' },
    classCategory: classes.classCategory,
    programme: { column: enquiries.programme, label: 'Programme' },
    pincode: { column: enquiries.pincode, label: 'PIN code' },
    stage: { column: enquiries.stage, label: 'Stage', kind: 'enum' },
    spancoStatus: { column: enquiries.spancoStatus, label: 'Spanco status', kind: 'enum' },
    spancoSubStatus: { column: enquiries.spancoSubStatus, label: 'Spanco sub-status', kind: 'enum' },
    assignedTo: enquiries.assignedTo,
    assignedToName: { column: adminUsers.firstName, label: 'Assigned to' },
    nextFollowUpDate: { column: enquiries.nextFollowUpDate, label: 'Next follow-up' },
    createdAt: { column: enquiries.createdAt, label: 'Enquiry date' },
  },
  franchiseeColumn: enquiries.franchiseeId,
  audienceOf: enquiryResource,
  yearColumn: enquiries.academicYearId,
  filters: enquiryViewFilters,
  search: { param: 'searchValue', columns: enquirySearchColumns },
  defaultSort: [
    { column: enquiries.createdAt, dir: 'desc' },
    { column: enquiries.id, dir: 'asc' },
  ],
});
