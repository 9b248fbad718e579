/**
 * The centres and academic years every signed-in user picks from (the shell's selectors), as contracts.
 * The server serves them (server/routes.ts); the shell and the screens call them.
 */
import { defineEndpoint } from '@portal/core';
import { z } from 'zod';

export const activeFranchisees = defineEndpoint({
  method: 'GET',
  path: '/api/franchisee/active',
  tags: ['Franchisees'],
  summary: 'Active centres the user may work in',
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number(),
        companyName: z.string(),
        /** A centre joined by invitation: choosing it (or leaving it) changes the roles the account acts with. */
        otherRoles: z.boolean(),
      }),
    ),
  }),
});

export const academicYears = defineEndpoint({
  method: 'GET',
  path: '/api/franchiseeAcademicYears',
  tags: ['Academic years'],
  summary: 'Active academic years, newest first',
  query: z.object({ isCurrentAcademicYear: z.enum(['true', 'false']).optional() }),
  response: z.object({ rows: z.array(z.object({ id: z.number(), academicYear: z.string() })) }),
});
