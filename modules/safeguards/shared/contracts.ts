/**
 * The privacy safeguards as contracts: retention periods and the retention job's dry runs and runs, and breaches
 * with their families' notices and the 72-hour report. The access log itself is a read-only resource (`access-log`).
 */
import { calendarDay, defineEndpoint, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { RETENTION_CATEGORIES, SAFEGUARDS_MODULES as M } from './constants.ts';

const byId = z.object({ id: recordId });

export const retentionRule = z.object({
  category: z.enum(RETENTION_CATEGORIES),
  months: z.number(),
  updatedAt: timestamp,
});

/** One row a category's period has passed for, and what a run did with it. */
export const retentionItem = z.object({
  id: z.string(),
  /** What a person reads: an enquiry's code, a photo's child and day, a log row's day. */
  label: z.string(),
  /** When the row's clock started (last contact, the child leaving, the read). */
  since: timestamp,
  done: z.enum(['anonymised', 'deleted', 'skipped']).nullable(),
});

export const retentionSection = z.object({
  category: z.enum(RETENTION_CATEGORIES),
  months: z.number(),
  count: z.number(),
  /** The first rows, for the report on screen; `count` is all of them. */
  items: z.array(retentionItem),
  filesDeleted: z.number(),
});

export const retentionRun = z.object({
  id: z.number(),
  dryRun: z.boolean(),
  dryRunId: z.number().nullable(),
  at: timestamp,
  by: z.string().nullable(),
  sections: z.array(retentionSection),
  /** A dry run already applied by a run. */
  appliedBy: z.number().nullable(),
});
export type RetentionRun = z.output<typeof retentionRun>;

export const retentionOverview = defineEndpoint({
  method: 'GET',
  path: '/api/safeguards/retention',
  module: M.RETENTION,
  tags: ['Safeguards'],
  summary: 'Each category’s retention period and the latest dry runs and runs',
  response: z.object({ rules: z.array(retentionRule), runs: z.array(retentionRun) }),
});

export const saveRetention = defineEndpoint({
  method: 'PUT',
  path: '/api/safeguards/retention',
  module: M.RETENTION,
  tags: ['Safeguards'],
  summary: 'Sets the retention period of each category (months)',
  body: z.strictObject({
    rules: z
      .array(
        z.strictObject({
          category: z.enum(RETENTION_CATEGORIES, { error: 'Unknown category' }),
          months: z
            .number({ error: 'Months must be a number' })
            .int({ error: 'Months must be a whole number' })
            .min(1, { error: 'Keep data at least a month' })
            .max(240, { error: 'At most 240 months' }),
        }),
      )
      .min(1),
  }),
  response: z.object({ rules: z.array(retentionRule) }),
});

export const retentionDryRun = defineEndpoint({
  method: 'POST',
  path: '/api/safeguards/retention/dry-run',
  module: M.RETENTION,
  tags: ['Safeguards'],
  summary: 'Lists what is past its period, changing nothing',
  response: retentionRun,
  status: 201,
});

export const retentionApply = defineEndpoint({
  method: 'POST',
  path: '/api/safeguards/retention/runs/:id/apply',
  module: M.RETENTION,
  tags: ['Safeguards'],
  summary: 'Anonymises or deletes what a dry run listed and is still past its period (files included)',
  params: byId,
  response: retentionRun,
  status: 201,
});

export const breachInput = z.strictObject({
  title: z
    .string({ error: 'Say what happened in a line' })
    .trim()
    .min(3, { error: 'Say what happened in a line' })
    .max(200),
  whatHappened: z
    .string({ error: 'Describe what happened' })
    .trim()
    .min(3, { error: 'Describe what happened' })
    .max(2000),
  likelyImpact: z
    .string({ error: 'Describe the likely impact' })
    .trim()
    .min(3, { error: 'Describe the likely impact' })
    .max(2000),
  actionsTaken: z.string({ error: 'Say what was done' }).trim().min(3, { error: 'Say what was done' }).max(2000),
  contact: z
    .string({ error: 'Say whom families contact' })
    .trim()
    .min(3, { error: 'Say whom families contact' })
    .max(300),
  discoveredAt: timestamp,
  windowFrom: calendarDay,
  windowTo: calendarDay,
  franchiseeIds: z.array(recordId),
  /** Room tablets concerned: each reaches its class's children at its centre. */
  deviceIds: z.array(recordId).default([]),
  resources: z.array(z.string()).min(1, { error: 'Choose the records concerned' }),
});

export const breachSummary = z.object({
  id: z.number(),
  title: z.string(),
  discoveredAt: timestamp,
  /** The Board's report is due by then (72 hours after discovery). */
  boardDueAt: timestamp,
  boardReportedAt: timestamp.nullable(),
  families: z.number(),
  noticesSent: z.number(),
});
export type BreachSummary = z.output<typeof breachSummary>;

export const breachNotice = z.object({
  id: z.number(),
  studentId: z.number(),
  childName: z.string(),
  centre: z.string(),
  parentName: z.string(),
  mobile: z.string(),
  language: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: timestamp.nullable(),
});

export const breachDetail = breachSummary.extend({
  whatHappened: z.string(),
  likelyImpact: z.string(),
  actionsTaken: z.string(),
  contact: z.string(),
  windowFrom: timestamp,
  windowTo: timestamp,
  centres: z.array(z.string()),
  resources: z.array(z.string()),
  /** The tablets concerned, each with its class. */
  devices: z.array(z.string()),
  /** Per resource concerned, the rows held in the window and the children they name (shown before sending). */
  held: z.array(z.object({ resource: z.string(), label: z.string(), rows: z.number(), children: z.number() })),
  notices: z.array(breachNotice),
});
export type BreachDetail = z.output<typeof breachDetail>;

export const breachResources = defineEndpoint({
  method: 'GET',
  path: '/api/safeguards/breach-resources',
  module: M.BREACHES,
  tags: ['Safeguards'],
  summary:
    'The records holding children’s data a breach may concern (from the personal-data declarations), and the room ' +
    'tablets one may concern',
  response: z.object({
    resources: z.array(z.object({ name: z.string(), label: z.string() })),
    devices: z.array(z.object({ id: z.number(), label: z.string() })),
  }),
});

export const listBreaches = defineEndpoint({
  method: 'GET',
  path: '/api/safeguards/breaches',
  module: M.BREACHES,
  tags: ['Safeguards'],
  summary: 'Recorded breaches, newest first, with their 72-hour clocks',
  response: z.object({ rows: z.array(breachSummary) }),
});

export const recordBreach = defineEndpoint({
  method: 'POST',
  path: '/api/safeguards/breaches',
  module: M.BREACHES,
  tags: ['Safeguards'],
  summary: 'Records a breach, finds the affected families and drafts their notices in their languages',
  body: breachInput,
  response: breachDetail,
  status: 201,
});

export const getBreach = defineEndpoint({
  method: 'GET',
  path: '/api/safeguards/breaches/:id',
  module: M.BREACHES,
  tags: ['Safeguards'],
  summary: 'A breach: its affected families, their notices and the 72-hour clock',
  params: byId,
  response: breachDetail,
});

export const sendBreachNotices = defineEndpoint({
  method: 'POST',
  path: '/api/safeguards/breaches/:id/send',
  module: M.BREACHES,
  tags: ['Safeguards'],
  summary: 'Sends the notices not yet sent, by SMS and email',
  params: byId,
  response: breachDetail,
});

export const markBoardReported = defineEndpoint({
  method: 'POST',
  path: '/api/safeguards/breaches/:id/board-report',
  module: M.BREACHES,
  tags: ['Safeguards'],
  summary: 'Marks the report to the Data Protection Board as sent',
  params: byId,
  response: breachDetail,
});
