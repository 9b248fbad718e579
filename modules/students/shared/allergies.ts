/**
 * The allergy badges of a class list. Health remarks live in academics, which serves this endpoint; it is
 * declared here, below academics, because this module's own student list shows the badges too.
 */
import { defineEndpoint } from '@portal/core';
import { z } from 'zod';

export const HEALTH_MODULE = 'StudentHealthRemark';

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
