import { isKeyOf, isSafeText, recordId, recordOf, UNSAFE_TEXT_MESSAGE } from '@portal/core';
import { z } from 'zod';
import { AUDIENCE_KINDS, TEMPLATE_VARIABLES } from './constants.ts';

const strict = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'The request body must be an object',
  });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .refine(isSafeText, { error: `${label} ${UNSAFE_TEXT_MESSAGE}` })
    .transform((s) => s.trim())
    .pipe(z.string().max(max, { error: `${label} must be at most ${max} characters` }));

/** Who a message goes to: a centre's parents (all, one class, one section), its staff of one role, or a list. */
export const audienceInput = strict({
  franchiseeId: recordId,
  kind: z.enum(AUDIENCE_KINDS, { error: 'Choose who the message goes to' }),
  classId: recordId.optional(),
  sectionId: recordId.optional(),
  role: text('Role', 60).optional(),
  /** Email addresses or mobile numbers, for kind LIST. */
  addresses: z.array(text('Address', 200)).max(10_000, { error: 'At most 10,000 addresses in a list' }).optional(),
});
export type AudienceInput = z.infer<typeof audienceInput>;

const values = z
  .object(
    recordOf(
      Object.keys(TEMPLATE_VARIABLES).filter((k) => isKeyOf(TEMPLATE_VARIABLES, k)),
      (k) => text(k, 200).optional(),
    ),
  )
  .partial()
  .default({});

/** A send: a template (its text may be edited, an SMS only inside its DLT variables), an audience and when. */
export const sendInput = strict({
  templateId: recordId,
  subject: text('Subject', 200).optional(),
  body: text('Message', 5000).optional(),
  audience: audienceInput,
  /** Values for variables the records do not give (fee due, date). */
  values,
  /** Later than now to schedule; now when left out. */
  sendAt: z.iso.datetime({ offset: true, error: 'Give the send time as a date and time' }).optional(),
});
export type SendInput = z.infer<typeof sendInput>;

/** Preview a template with a real child's record (the first child of the centre when none is named). */
export const previewInput = strict({
  franchiseeId: recordId,
  studentAdmissionId: recordId.optional(),
  body: text('Message', 5000).optional(),
  values,
});
