import { calendarDay, defineEndpoint } from '@portal/core';
import { z } from 'zod';
import {
  assignLeadsInput,
  enquiryFilterQuery,
  FOLLOW_UP_SLOTS,
  followUpListQuery,
  followUpQuery,
  id,
} from '../inputs.ts';
import { ENQUIRY_MODULES as M } from '../modules.ts';
import { tags } from './common.ts';
import { enquiryPage, text } from './answers.ts';

// ---- follow-ups ----

export const followUpSummary = defineEndpoint({
  method: 'GET',
  path: '/api/followup/summary',
  module: M.FOLLOW_UP,
  tags: tags.followUps,
  summary: 'Counts per follow-up bucket',
  query: followUpQuery,
  response: z.object({
    date: calendarDay,
    /** Follow-ups due on the day or before (the enquiry alert's figure). */
    due: z.number(),
    buckets: z.array(
      z.object({
        key: z.enum(['cold', 'warm', 'hot', 'closed']),
        label: text,
        count: z.number(),
        slots: z.array(z.object({ key: z.enum(FOLLOW_UP_SLOTS), label: text, count: z.number() })),
      }),
    ),
  }),
});

export const followUpList = defineEndpoint({
  method: 'GET',
  path: '/api/followup/list',
  module: M.FOLLOW_UP,
  tags: tags.followUps,
  summary: 'The enquiries of one follow-up bucket (and slot)',
  query: followUpListQuery,
  response: enquiryPage,
});

// ---- lead allocation ----

export const allocationList = defineEndpoint({
  method: 'GET',
  path: '/api/lead-allocation/list',
  module: M.LEAD_ALLOCATION,
  tags: tags.allocation,
  summary: 'Leads waiting for a counsellor',
  query: enquiryFilterQuery,
  response: enquiryPage,
});

export const reallocationList = defineEndpoint({
  method: 'GET',
  path: '/api/lead-reallocation/list',
  module: M.LEAD_REALLOCATION,
  tags: tags.allocation,
  summary: 'Allocated leads',
  query: enquiryFilterQuery,
  response: enquiryPage,
});

const assignAnswer = z.object({ allocated: z.number(), unchanged: z.number() });

export const allocateLeads = defineEndpoint({
  method: 'POST',
  path: '/api/lead-allocation/assign',
  module: M.LEAD_ALLOCATION,
  tags: tags.allocation,
  body: assignLeadsInput,
  response: assignAnswer,
});

export const reallocateLeads = defineEndpoint({
  method: 'POST',
  path: '/api/lead-reallocation/assign',
  module: M.LEAD_REALLOCATION,
  tags: tags.allocation,
  body: assignLeadsInput,
  response: assignAnswer,
});

export const counsellors = defineEndpoint({
  method: 'GET',
  path: '/api/lead-allocation/counsellors',
  module: M.LEAD_ALLOCATION,
  accessMethod: 'GET',
  tags: tags.allocation,
  summary: "The centre's counsellors who take leads",
  query: z.object({ franchiseeID: id.optional() }),
  response: z.object({
    rows: z.array(z.object({ id: z.number(), firstName: text, lastName: text, email: text })),
  }),
});
