import { isoDate } from '@portal/core';
import { z } from 'zod';
import { AUDIT_RESPONSES } from './constants.ts';

/** Bodies of the audit routes and commands, shared by the server and the screens. */

const responseMessage = 'The answer must be yes, no or na';

/** One item of an audit being filled: its answer and comment, saved as they change. */
export const saveResponseInput = z
  .strictObject({
    response: z.enum(AUDIT_RESPONSES, { error: responseMessage }).nullable().optional(),
    comment: z.string({ error: 'Comment must be text' }).trim().max(1000, { error: 'Comment is too long' }).nullish(),
  })
  .refine((v) => v.response !== undefined || v.comment !== undefined, { error: 'Give an answer or a comment' });
export type SaveResponseInput = z.infer<typeof saveResponseInput>;

/** The response form (general-audit/add-reponse): the answers and remarks of many parameters, saved as a draft. */
export const saveResponsesInput = z.strictObject({
  items: z
    .array(
      z.strictObject({
        responseId: z
          .number({ error: 'Name the parameter to answer' })
          .int({ error: 'Name the parameter to answer' })
          .positive({ error: 'Name the parameter to answer' })
          .max(2_147_483_647, { error: 'Parameter not found' }),
        response: z.enum(AUDIT_RESPONSES, { error: responseMessage }).nullable().optional(),
        comment: z
          .string({ error: 'Remark must be text' })
          .trim()
          .max(1000, { error: 'The remark is too long (at most 1000 characters)' })
          .nullish(),
      }),
      { error: 'Send the answers as a list' },
    )
    .min(1, { error: 'Answer at least one parameter before saving' })
    .max(1000, { error: 'Too many answers at once' })
    .refine((items) => new Set(items.map((i) => i.responseId)).size === items.length, {
      error: 'A parameter is answered twice; keep one answer per parameter',
    }),
});
export type SaveResponsesInput = z.infer<typeof saveResponsesInput>;

/** Submitting an audit: a closing summary for the centre, if any. */
export const submitAuditInput = z
  .strictObject({
    summary: z.string({ error: 'Summary must be text' }).trim().max(2000, { error: 'Summary is too long' }).nullish(),
  })
  .nullish();

/** Who closes a non-compliance, and by when. */
export const assignNonComplianceInput = z.strictObject({
  owner: z
    .string({ error: 'Owner is required' })
    .trim()
    .min(2, { error: 'Owner must be at least 2 characters' })
    .max(120, { error: 'Owner is too long' }),
  dueDate: isoDate('Due date'),
});

/** What was done about a non-compliance; its evidence is attached before (audit-evidence). */
export const closeNonComplianceInput = z.strictObject({
  closureNote: z
    .string({ error: 'Say what was done' })
    .trim()
    .min(3, { error: 'Say what was done (at least 3 characters)' })
    .max(1000, { error: 'The note is too long' }),
});

/** The self-training module a corrective task sends to the centre's teachers. */
export const assignTrainingInput = z.strictObject({
  trainingModuleId: z
    .number({ error: 'Choose a training module' })
    .int({ error: 'Choose a training module' })
    .positive({ error: 'Choose a training module' })
    .max(2_147_483_647, { error: 'Training module not found' }),
});
