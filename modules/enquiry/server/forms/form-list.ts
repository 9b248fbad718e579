import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, viewFilter } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { FORM_STATUSES, FORM_TYPES } from '../../shared/index.ts';
import { enquiryViewFilters } from '../enquiries/enquiry-list.ts';
import { enquirySearchColumns } from '../enquiries/filters.ts';
import { ENQUIRY_DESK } from '../resources.ts';
import { enquiries, enquiryForms, paymentRequests } from '../schema.ts';
import { enquiryFormsViewShape } from '../../shared/views.ts';

/** Registration and admission lists (and applications): forms of a type with their enquiry and fee. */
export const formListView = defineView({
  ...enquiryFormsViewShape,
  from: enquiryForms,
  joins: [
    { table: enquiries, on: eq(enquiries.id, enquiryForms.enquiryId) },
    { table: classes, on: eq(classes.id, enquiries.classId), type: 'left' },
    { table: paymentRequests, on: eq(paymentRequests.id, enquiryForms.paymentRequestId), type: 'left' },
  ],
  columns: {
    id: enquiryForms.id,
    formType: { column: enquiryForms.formType, label: 'Form' },
    refId: { column: enquiryForms.refId, label: 'Reference' },
    status: { column: enquiryForms.status, label: 'Status' },
    data: enquiryForms.data,
    feePaise: { column: enquiryForms.feePaise, label: 'Fee' },
    submittedAt: { column: enquiryForms.submittedAt, label: 'Submitted' },
    completedAt: { column: enquiryForms.completedAt, label: 'Completed' },
    paymentRequestId: paymentRequests.id,
    paymentStatus: { column: paymentRequests.status, label: 'Payment' },
    paymentReference: paymentRequests.referenceId,
    paymentMode: paymentRequests.mode,
    enquiryId: enquiries.id,
    enquiryCode: { column: enquiries.enquiryCode, label: 'Enquiry code' },
    childName: { column: enquiries.childName, label: 'Child name' },
    parentName: { column: enquiries.parentName, label: 'Parent name' },
    mobile: { column: enquiries.mobile, label: 'Mobile number' },
    stage: { column: enquiries.stage, label: 'Stage' },
    className: { column: classes.name, label: 'Class' },
    franchiseeId: enquiries.franchiseeId,
  },
  // Exports leave the form's own answers (data) to the form screens.
  list: undefined,
  franchiseeColumn: enquiries.franchiseeId,
  // A form is its enquiry's: the enquiry desk reads it.
  audience: { everyRow: ENQUIRY_DESK },
  yearColumn: enquiries.academicYearId,
  filters: {
    ...enquiryViewFilters,
    formType: viewFilter(z.enum(FORM_TYPES), (v) => eq(enquiryForms.formType, v)),
    status: viewFilter(
      z
        .string()
        .max(60)
        .refine((v) => v.split(',').every((s) => (FORM_STATUSES as readonly string[]).includes(s)), {
          error: `Status must be one of: ${FORM_STATUSES.join(', ')}`,
        }),
      (v) => inArray(enquiryForms.status, v.split(',')),
    ),
  },
  search: { param: 'searchValue', columns: enquirySearchColumns },
  defaultSort: [{ column: enquiryForms.id, dir: 'desc' }],
});
