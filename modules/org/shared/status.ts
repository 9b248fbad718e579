/**
 * A centre's status in its franchise and what each allows. Import-free but for zod and the contract helper, so the
 * screens and the other modules read the same rule.
 */
import { defineEndpoint, recordId } from '@portal/core';
import { z } from 'zod';

export const CENTRE_STATUSES = ['IN_DEVELOPMENT', 'OPEN', 'SUSPENDED', 'TERMINATED'] as const;
export type CentreStatus = (typeof CENTRE_STATUSES)[number];
export const CENTRE_STATUS_LABELS: Record<CentreStatus, string> = {
  IN_DEVELOPMENT: 'In development',
  OPEN: 'Open',
  SUSPENDED: 'Suspended',
  TERMINATED: 'Terminated',
};

/** What a centre may do: take new admissions, order kits, and let its staff sign in. */
export type CentreAction = 'admissions' | 'kitOrders' | 'signIn';
export const CENTRE_STATUS_ALLOWS: Record<CentreStatus, Record<CentreAction, boolean>> = {
  IN_DEVELOPMENT: { admissions: true, kitOrders: true, signIn: true },
  OPEN: { admissions: true, kitOrders: true, signIn: true },
  SUSPENDED: { admissions: false, kitOrders: false, signIn: true },
  TERMINATED: { admissions: false, kitOrders: false, signIn: false },
};

/** The moves head office may make; a terminated centre stays terminated. */
export const CENTRE_STATUS_MOVES: Record<CentreStatus, readonly CentreStatus[]> = {
  IN_DEVELOPMENT: ['OPEN', 'TERMINATED'],
  OPEN: ['SUSPENDED', 'TERMINATED'],
  SUSPENDED: ['OPEN', 'TERMINATED'],
  TERMINATED: [],
};

export const centreStatusInput = z.strictObject({
  status: z.enum(CENTRE_STATUSES, { error: 'Choose a status' }),
  reason: z
    .string({ error: 'Say why' })
    .trim()
    .min(3, { error: 'Say why, in a few words' })
    .max(300, { error: 'At most 300 characters' }),
});
export type CentreStatusInput = z.infer<typeof centreStatusInput>;

/** Head office moves a centre to another status (the Franchisee module's write right). */
export const setCentreStatus = defineEndpoint({
  method: 'POST',
  path: '/api/franchisee/:id/status',
  module: 'Franchisee',
  tags: ['Franchisees'],
  summary: "Change a centre's status: open, suspend or terminate it",
  params: z.object({ id: recordId }),
  body: centreStatusInput,
  response: z.object({ id: z.number(), status: z.string(), previous: z.string() }),
});
