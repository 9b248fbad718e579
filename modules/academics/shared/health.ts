/** Health remarks (health-remark/view): allergies, conditions, medication and immunisations per child. */
import { calendarDay, defineEndpoint } from '@portal/core';
import { z } from 'zod';

import { HEALTH_MODULE } from '@portal/mod-students/shared/allergies';

export { allergies, allergyQuery, HEALTH_MODULE } from '@portal/mod-students/shared/allergies';

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
