import { resourceShape, secretField } from '@portal/core';
import { WAITLIST_MODULES as M } from './constants.ts';

/**
 * A family's place on a waitlist, as the kit knows it: loaded inside the user's fence (another centre's place is
 * not found) and locked for a change. Its screens and steps are the module's own contracts.
 */
export const waitlistEntryShape = resourceShape({
  name: 'waitlist-entries',
  label: 'Waitlist entry',
  module: M.WAITLIST,
  fields: { offerTokenHash: secretField('Seat offer token') },
});
