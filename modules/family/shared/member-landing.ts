/**
 * What a member of a child's family circle asks first on signing in, in a file of its own: the shell starts it at
 * boot (web/index.ts), so this file is part of every first download, where the module's other contracts are not.
 */
import { defineEndpoint } from '@portal/core';
import { z } from 'zod';
import { FAMILY_MODULES as M } from './constants.ts';

export const familyTags = ['Family circle'];

/** A child as the family circle names them. */
export const childLine = z.object({ studentAdmissionId: z.number(), name: z.string(), className: z.string() });

export const myCircleChildren = defineEndpoint({
  method: 'GET',
  path: '/api/family/my-children',
  module: M.VIEW,
  tags: familyTags,
  summary: 'The children whose family circle the member is in',
  response: z.object({ children: z.array(childLine) }),
});
