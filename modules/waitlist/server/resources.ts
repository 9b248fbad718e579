import { secretField } from '@portal/core';
import { defineResource } from '@portal/kit';
import { WAITLIST_MODULES as M } from '../shared/constants.ts';
import { waitlistEntries } from './schema.ts';

/**
 * A family's place on a waitlist, as the kit knows it: loaded inside the user's fence (another centre's place is
 * not found) and locked for a change. Its screens and steps are the module's own contracts.
 */
export const waitlistEntryResource = defineResource({
  name: 'waitlist-entries',
  label: 'Waitlist entry',
  module: M.WAITLIST,
  scope: 'franchisee',
  table: waitlistEntries,
  titleField: 'childName',
  fields: { offerTokenHash: secretField('Seat offer token') },
  list: { columns: [] },
});
