import { defineResource } from '@portal/kit';
import { waitlistEntries } from './schema.ts';
import { waitlistEntryShape } from '../shared/resources.ts';

/**
 * A family's place on a waitlist, as the kit knows it: loaded inside the user's fence (another centre's place is
 * not found) and locked for a change. Its screens and steps are the module's own contracts.
 */
export const waitlistEntryResource = defineResource({
  ...waitlistEntryShape,
  scope: 'franchisee',
  table: waitlistEntries,
  titleField: 'childName',
  list: { columns: [] },
});
