/**
 * Incident reports: what happened to a child at the centre, sent to the parents by the centre's head and
 * acknowledged by a parent; head office follows them per centre over time.
 */
import { z } from 'zod';
import { defineEndpoint, recordId, timestamp } from '@portal/core';
import { DAY_SAFETY_MODULES as S } from './constants.ts';

export const INCIDENT_KINDS = ['INJURY', 'ILLNESS', 'BEHAVIOUR', 'OTHER'] as const;
export const INCIDENT_STATUSES = ['DRAFT', 'SENT', 'ACKNOWLEDGED'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

export const INCIDENT_MESSAGES = {
  sentAlready: 'This incident report was sent to the parents: it can no longer be changed.',
  whenInFuture: 'The incident cannot be later than now.',
  typeName: 'Type your name to acknowledge the report',
  notSent: 'This incident report has not been sent to you.',
  alreadyAcknowledged: (name: string) => `This report was already acknowledged by ${name}.`,
} as const;

const tags = ['Day'];

/** The parent's acknowledgement: their name, typed. */
export const acknowledgeIncidentInput = z.strictObject({
  name: z
    .string({ error: INCIDENT_MESSAGES.typeName })
    .trim()
    .min(2, { error: INCIDENT_MESSAGES.typeName })
    .max(120, { error: 'Keep the name to 120 characters' }),
});

/** An incident as the child's parents read it once it is sent. */
export const parentIncident = z.object({
  id: z.number(),
  child: z.string(),
  kind: z.enum(INCIDENT_KINDS),
  occurredAt: timestamp,
  place: z.string(),
  whatHappened: z.string(),
  firstAid: z.string().nullable(),
  staffPresent: z.string(),
  serious: z.boolean(),
  status: z.enum(INCIDENT_STATUSES),
  sentAt: timestamp.nullable(),
  acknowledgedName: z.string().nullable(),
  acknowledgedAt: timestamp.nullable(),
});
export type ParentIncident = z.input<typeof parentIncident>;

export const myIncidents = defineEndpoint({
  method: 'GET',
  path: '/api/day/my-incidents',
  module: S.INCIDENT_NOTICE,
  tags,
  summary: 'The incident reports the centre sent about the parent’s children, newest first',
  response: z.object({ incidents: z.array(parentIncident) }),
});

export const acknowledgeIncident = defineEndpoint({
  method: 'POST',
  path: '/api/day/my-incidents/:id/acknowledge',
  module: S.INCIDENT_NOTICE,
  tags,
  summary: 'A parent of the child acknowledges a sent incident report with their typed name',
  params: z.object({ id: recordId }),
  body: acknowledgeIncidentInput,
  response: parentIncident,
});

/** Head office's filters: a centre, a kind, a month (YYYY-MM) and serious or not. */
export const networkIncidentsQuery = z.object({
  franchiseeID: recordId.optional(),
  kind: z.enum(INCIDENT_KINDS, { error: 'Choose injury, illness, behaviour or other' }).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Choose a month' })
    .optional(),
  serious: z.enum(['YES', 'NO'], { error: 'Choose serious or not' }).optional(),
});

export const networkIncident = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  child: z.string(),
  kind: z.enum(INCIDENT_KINDS),
  occurredAt: timestamp,
  place: z.string(),
  serious: z.boolean(),
  status: z.enum(INCIDENT_STATUSES),
});

/** One centre's incidents in one month. */
export const incidentMonth = z.object({
  franchiseeId: z.number(),
  centre: z.string(),
  month: z.string(),
  count: z.number(),
  serious: z.number(),
});

export const networkIncidents = defineEndpoint({
  method: 'GET',
  path: '/api/day/incidents/network',
  module: S.INCIDENT_NETWORK,
  tags,
  summary: 'Incidents of the centres the user reaches (the newest 500) and each centre’s count per month',
  query: networkIncidentsQuery,
  response: z.object({ incidents: z.array(networkIncident), months: z.array(incidentMonth) }),
});
