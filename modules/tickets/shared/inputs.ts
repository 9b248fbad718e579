import { isoDate, isSafeText, UNSAFE_TEXT_MESSAGE } from '@portal/core';
import { z } from 'zod';
import { MAX_ATTACHMENTS } from './constants.ts';

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

const fileIds = z
  .array(
    z
      .string({ error: 'Each attachment must be an uploaded file' })
      .min(1, { error: 'Each attachment must be an uploaded file' })
      .max(64, { error: 'Upload the file again' }),
    { error: 'Attachments must be a list of uploaded files' },
  )
  .max(MAX_ATTACHMENTS, { error: `At most ${MAX_ATTACHMENTS} attachments per message` });

/**
 * Body of a status action (start, resolve, close, reopen): an optional note, written to the conversation.
 * Resolving needs one, which the action checks once it knows the ticket exists for the caller.
 */
export const ticketActionInput = strict({ note: text('Note', 2000).optional() }).nullish();
export type TicketActionInput = z.infer<typeof ticketActionInput>;

/** A message on a ticket. */
export const replyInput = strict({
  body: text('Message', 4000).pipe(z.string().min(1, { error: 'Write a message' })),
  fileIds: fileIds.default([]),
});

/** The report's period (by the day the ticket was raised) and centre. */
export const reportQuery = z.object({
  fromDate: isoDate('From date').optional(),
  toDate: isoDate('To date').optional(),
  franchiseeID: z.coerce
    .number({ error: 'The centre must be a number' })
    .int({ error: 'The centre must be a whole number' })
    .positive({ error: 'The centre must be positive' })
    .max(2_147_483_647, { error: 'The centre id is too large' })
    .optional(),
});
