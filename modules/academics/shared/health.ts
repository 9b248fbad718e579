/** Health remarks (health-remark/view): allergies, conditions, medication and immunisations per child. */
import { calendarDay, defineEndpoint } from '@portal/core';
import { z } from 'zod';

export const HEALTH_MODULE = 'StudentHealthRemark';

export const HEALTH_KINDS = ['ALLERGY', 'CONDITION', 'MEDICATION', 'IMMUNISATION'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

/** Immunisations due within this many days show on the centre dashboard and are sent to the parent. */
export const IMMUNISATION_WINDOW_DAYS = 30;

export const HEALTH_MESSAGES = {
  dueDateNeeded: 'An immunisation needs the date it is due',
  givenInFuture: 'The date given cannot be in the future',
  childMoves: 'A health remark stays with its child',
  childNeeded: 'Choose the child',
} as const;

/** The ids of a class list, for its allergy badges (at most a page of children). */
export const allergyQuery = z.object({
  ids: z
    .string()
    .max(4000)
    .regex(/^\d+(,\d+)*$/, { error: 'Give the children’s ids separated by commas' }),
});

/** The allergies of the children on a class list, for the badge beside each name. */
export const allergies = defineEndpoint({
  method: 'GET',
  path: '/api/health-remark/allergies',
  module: HEALTH_MODULE,
  tags: ['Health remarks'],
  summary: 'Allergies of the children of a class list',
  query: allergyQuery,
  response: z.object({
    rows: z.array(z.object({ studentAdmissionId: z.number(), allergies: z.array(z.string()) })),
  }),
});

/** Immunisations due in the coming days at the centres the user sees (the dashboard's list). */
export const immunisationsDue = defineEndpoint({
  method: 'GET',
  path: '/api/health-remark/immunisations-due',
  module: HEALTH_MODULE,
  tags: ['Health remarks'],
  summary: `Immunisations due in the next ${IMMUNISATION_WINDOW_DAYS} days`,
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number(),
        studentAdmissionId: z.number(),
        child: z.string(),
        title: z.string(),
        dueDate: calendarDay,
      }),
    ),
  }),
});
