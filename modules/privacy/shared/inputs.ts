import { recordId } from '@portal/core';
import { z } from 'zod';
import { REQUEST_KINDS, REQUEST_STATUSES } from './constants.ts';

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/**
 * A parent's request, about their child (the admission linked to the account) or an enquiry the family made that
 * never became an admission. A correction says which record and what is wrong; a nominee is named with a contact.
 */
export const newRequestInput = z
  .strictObject({
    kind: z.enum(REQUEST_KINDS, 'Choose what you ask for'),
    /** The parent's own child (the admission linked to the account); another child is not found. */
    studentAdmissionId: recordId.optional(),
    enquiryId: recordId.optional(),
    details: text('Details', 2000).default(''),
    record: text('Record', 200).optional(),
    nomineeName: text('Nominee name', 120).optional(),
    nomineeContact: text('Nominee contact', 120).optional(),
  })
  .superRefine((v, c) => {
    if (v.kind === 'CORRECTION' && !v.details)
      c.addIssue({ code: 'custom', path: ['details'], message: 'Say what is wrong and what it should be' });
    if (v.kind === 'NOMINEE' && !v.nomineeName)
      c.addIssue({ code: 'custom', path: ['nomineeName'], message: 'Name the nominee' });
    if (v.kind === 'NOMINEE' && !v.nomineeContact)
      c.addIssue({ code: 'custom', path: ['nomineeContact'], message: 'Give the nominee’s mobile or email' });
  });
export type NewRequestInput = z.input<typeof newRequestInput>;
export type NewRequest = z.output<typeof newRequestInput>;

/** Head office's step on a request: taking it up, or closing it with the answer the parent reads. */
export const answerInput = z
  .strictObject({
    status: z.enum(REQUEST_STATUSES.filter((s) => s !== 'OPEN') as ['IN_PROGRESS', 'COMPLETED', 'REFUSED']),
    answer: text('Answer', 4000).default(''),
  })
  .superRefine((v, c) => {
    if (v.status !== 'IN_PROGRESS' && !v.answer)
      c.addIssue({ code: 'custom', path: ['answer'], message: 'Write the answer the parent will read' });
  });
export type AnswerInput = z.output<typeof answerInput>;

export const requestListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: text('Search', 100).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
});

export const settingsInput = z.strictObject({
  grievanceOfficerName: text('Name', 120).min(1, 'Name the grievance officer'),
  grievanceOfficerEmail: z.email('Enter a valid email').max(200),
  grievanceOfficerPhone: text('Phone', 20).min(1, 'Give a phone number'),
});
export type SettingsInput = z.output<typeof settingsInput>;

export const byId = z.object({ id: recordId });
