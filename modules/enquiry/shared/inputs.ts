/**
 * What the enquiry API accepts: path parameters, queries and bodies of its hand-written routes.
 * The server validates with them (through the contracts) and the screens build their requests from them.
 */
import { isoDate, paiseAmount } from '@portal/core';
import { z } from 'zod';
import { FOLLOW_UP_CATEGORIES } from './followups.ts';
import { ENQUIRY_PROGRAMMES, ENQUIRY_SOURCES } from './fields.ts';
import { SPANCO_STATUSES, STAGES, type Stage } from './stages.ts';

export { isoDate };

export const id = z.coerce
  .number({ error: 'Must be a number' })
  .int({ error: 'Must be a whole number' })
  .positive({ error: 'Must be positive' })
  .max(2_147_483_647);
export const byId = z.object({ id });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'Page must be at least 1' }).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, { error: 'Page size must be at most 200' }).default(20),
});

/** The centre and year a screen works in (the shell's choice when absent). */
export const selectionQuery = z.object({ franchiseeID: id.optional(), academicYearID: id.optional() });

const listOf = (values: readonly string[], label: string) =>
  z
    .string()
    .max(500)
    .refine((v) => v.split(',').every((x) => values.includes(x)), {
      error: `${label} must be one of: ${values.join(', ')}`,
    });

/** The enquiry header figures: the shell's selection and, on the dashboard, its period of received days. */
export const enquiryCountQuery = selectionQuery.extend({
  fromDate: isoDate('From date').optional(),
  toDate: isoDate('To date').optional(),
});

/**
 * The spec's shared enquiry filters (fromDate, toDate, spancoStatus, spancoSubStatus, searchValue, assignedTo,
 * studentClassCategory).
 */
export const enquiryFilterQuery = pageQuery.extend({
  ...selectionQuery.shape,
  fromDate: isoDate('From date').optional(),
  toDate: isoDate('To date').optional(),
  spancoStatus: listOf(SPANCO_STATUSES, 'Spanco status').optional(),
  spancoSubStatus: z.string().max(60).optional(),
  searchValue: z.string().max(200, { error: 'Search text must be at most 200 characters' }).optional(),
  assignedTo: id.optional(),
  studentClassCategory: z.string().max(80).optional(),
  stage: listOf(STAGES, 'Stage').optional(),
  source: z.enum(ENQUIRY_SOURCES, { error: `Source must be one of: ${ENQUIRY_SOURCES.join(', ')}` }).optional(),
  enquiryCode: z.string().max(40).optional(),
  programme: z
    .enum(ENQUIRY_PROGRAMMES, { error: `Programme must be one of: ${ENQUIRY_PROGRAMMES.join(', ')}` })
    .optional(),
});

/** Spanco edit: the stage to move to, its sub-status, why, and when to call next. */
export const moveStageInput = z.object({
  stage: z.enum(STAGES as [Stage, ...Stage[]], { error: `Stage must be one of: ${STAGES.join(', ')}` }),
  spancoSubStatus: z.string().trim().max(60).optional(),
  reason: z.string().trim().max(500, { error: 'Reason must be at most 500 characters' }).nullish(),
  nextFollowUpDate: isoDate('Next follow-up date').nullish(),
});

/** The follow-up screen's filters. */
export const followUpQuery = pageQuery.extend({
  ...selectionQuery.shape,
  date: isoDate('Date').optional(),
  status: z.enum(SPANCO_STATUSES, { error: `Status must be one of: ${SPANCO_STATUSES.join(', ')}` }).optional(),
  type: z.enum(FOLLOW_UP_CATEGORIES, { error: `Type must be one of: ${FOLLOW_UP_CATEGORIES.join(', ')}` }).optional(),
  assignedTo: id.optional(),
  searchValue: z.string().max(200).optional(),
});

export const FOLLOW_UP_LIST_BUCKETS = ['cold', 'warm', 'hot', 'closed', 'due'] as const;
export const FOLLOW_UP_SLOTS = ['overdue', 'current', 'next'] as const;

/** One bucket (and slot) of the follow-up screen. */
export const followUpListQuery = followUpQuery.extend({
  bucket: z.enum(FOLLOW_UP_LIST_BUCKETS, { error: 'Bucket must be cold, warm, hot, closed or due' }),
  slot: z.enum(FOLLOW_UP_SLOTS, { error: 'Slot must be overdue, current or next' }).optional(),
});

/** Lead allocation and reallocation: these enquiries to this counsellor. */
export const assignLeadsInput = z.object({
  enquiryIds: z
    .array(id, { error: 'Enquiries must be a list of ids' })
    .min(1, { error: 'Choose at least one enquiry' })
    .max(500, { error: 'At most 500 enquiries at a time' }),
  counsellorId: id,
  reason: z.string().trim().max(500, { error: 'Reason must be at most 500 characters' }).nullish(),
});

/** Sending a form: its fee (0 for none; left out, the centre's fee for the form from its fee settings). */
export const issueFormInput = z.object({
  feePaise: paiseAmount('Fee')
    .min(0, { error: 'Fee cannot be negative' })
    .max(10_000_000_00, { error: 'Fee is too large' })
    .optional(),
});

/** A form's fields as filled; each form type checks them against its own field list. */
export const formValuesInput = z.record(z.string(), z.unknown()).describe('The form fields');

export const centreParams = z.object({ fid: id });
export const parentEnquiryQuery = z.object({ mid: z.string().trim().max(60).optional() });
export const formRefParams = z.object({
  refId: z.string().min(10, { error: 'Form not found' }).max(64, { error: 'Form not found' }),
});
export const enquiryCodeParams = z.object({ enquiryCode: z.string().max(40) });
export const admissionParams = z.object({ admissionId: id });

export const webhookKeyParams = z.object({
  key: z.string().min(8, { error: 'Webhook not found' }).max(64, { error: 'Webhook not found' }),
});
const leadText = (what: string) =>
  z.string({ error: `${what} must be text` }).max(1000, { error: `${what} must be at most 1000 characters` });

/** A Google Ads lead form's webhook body, as far as the portal reads it; other fields pass through unread. */
export const googleLeadBody = z.looseObject(
  {
    lead_id: z
      .union([z.string().max(200), z.number().int()], { error: 'The lead id must be text or a whole number' })
      .optional(),
    user_column_data: z
      .array(
        z.looseObject(
          {
            column_id: leadText('A column id').optional(),
            column_name: leadText('A column name').optional(),
            string_value: leadText('A column value').optional(),
          },
          { error: 'Each column must be an object' },
        ),
        { error: 'The lead’s columns must be a list' },
      )
      .optional(),
  },
  { error: 'The body must be a JSON object' },
);

/** A WhatsApp (WAID) lead's webhook body: the message id, the sender's number and what they told. */
export const waidLeadBody = z.looseObject(
  {
    messageId: leadText('The message id').optional(),
    waId: leadText('The sender’s number').optional(),
    profileName: leadText('The profile name').optional(),
    email: leadText('The email').optional(),
    childName: leadText('The child’s name').optional(),
    className: leadText('The class').optional(),
    pincode: leadText('The PIN code').optional(),
    message: z.string({ error: 'The message must be text' }).max(5000).optional(),
  },
  { error: 'The body must be a JSON object' },
);

export const UPLOAD_MODES = ['all-or-nothing', 'skip-bad-rows'] as const;
export const uploadQuery = selectionQuery.extend({
  mode: z.enum(UPLOAD_MODES, { error: "Mode must be 'all-or-nothing' or 'skip-bad-rows'" }).default('all-or-nothing'),
});
