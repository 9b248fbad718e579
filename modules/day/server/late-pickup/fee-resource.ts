import { defineResource } from '@portal/kit';
import { dayLateFees } from '../schema.ts';
import { latePickupFeeShape } from '../../shared/resources.ts';

/**
 * The late-pickup fees billed at a centre, declared so that a fee is loaded inside the fence (a waiver naming
 * another centre's fee is a 404). Not served as a list: a check-out bills them and the roster shows them.
 */
export const latePickupFeeResource = defineResource({
  ...latePickupFeeShape,
  labelPlural: 'Late pickup fees billed',
  scope: 'franchisee',
  table: dayLateFees,
  titleField: 'day',
  list: {
    columns: ['day', 'studentAdmissionId', 'minutesLate', 'feePaise', 'status'],
    search: [],
    filters: ['franchiseeId', 'studentAdmissionId', 'day', 'status'],
    defaultSort: { field: 'day', dir: 'desc' },
  },
  remove: false,
});
