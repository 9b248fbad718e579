/** The register's hand-written routes: a centre's compliance, the network's, the inspection pack, the reminder run. */
import { calendarDay, defineEndpoint, recordId } from '@portal/core';
import { z } from 'zod';
import { ITEM_STATES, REGISTER_MODULES as M } from './constants.ts';

const tags = ['Safety register'];

export const registerLine = z.object({
  itemKind: z.string(),
  label: z.string(),
  staffId: z.number().nullable(),
  staffName: z.string().nullable(),
  state: z.enum(ITEM_STATES),
  expiresOn: calendarDay.nullable(),
  /** What to do next, in words; null for a current item. */
  nextStep: z.string().nullable(),
});
export type RegisterLine = z.output<typeof registerLine>;

export const centreComplianceAnswer = z.object({
  franchiseeId: z.number(),
  centre: z.string(),
  day: calendarDay,
  /** Current lines over required lines, in percent; null when the rules require nothing. */
  score: z.number().nullable(),
  lines: z.array(registerLine),
});

export const centreCompliance = defineEndpoint({
  method: 'GET',
  path: '/api/safety-register/centres/:franchiseeId/compliance',
  module: M.CENTRE,
  tags,
  summary: "A centre's compliance score with each required item's state and what to do next",
  params: z.object({ franchiseeId: recordId }),
  response: centreComplianceAnswer,
});

export const networkCompliance = defineEndpoint({
  method: 'GET',
  path: '/api/safety-register/network',
  module: M.CENTRE,
  tags,
  summary: 'Every centre the user sees with its compliance score, lowest first',
  response: z.object({
    day: calendarDay,
    rows: z.array(
      z.object({
        franchiseeId: z.number(),
        centre: z.string(),
        score: z.number().nullable(),
        expired: z.number(),
        missing: z.number(),
        expiring: z.number(),
      }),
    ),
  }),
});

export const inspectionPack = defineEndpoint({
  method: 'GET',
  path: '/api/safety-register/centres/:franchiseeId/pack',
  module: M.CENTRE,
  tags,
  summary: "A centre's register for a state inspection: every centre item with its evidence, as CSV",
  params: z.object({ franchiseeId: recordId }),
  response: z.object({ fileName: z.string(), csv: z.string() }),
});

export const runReminders = defineEndpoint({
  method: 'POST',
  path: '/api/safety-register/reminders/run',
  module: M.RULES,
  tags,
  summary: 'Sends the day’s expiry reminders and head office escalations now (the morning job does it daily)',
  response: z.object({ sent: z.number() }),
});
