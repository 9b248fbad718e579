import { defineResource, fieldError, headOfficeWrites, loadRecord, type RequestContext } from '@portal/kit';
import { feeHeadResource } from '@portal/mod-ledger/server';
import { dayLatePickupSettings } from '../schema.ts';
import { latePickupSettingsShape } from '../../shared/resources.ts';

type Values = Partial<typeof dayLatePickupSettings.$inferInsert>;

/** Whole minutes, and a fee head that is active (the fee must land somewhere a centre's books know). */
async function checkRule(ctx: RequestContext, values: Values): Promise<Values> {
  for (const field of ['graceMinutes', 'intervalMinutes'] as const)
    if (values[field] !== undefined && !Number.isInteger(values[field])) throw fieldError(field, 'Give whole minutes');
  if (values.feeHeadId !== undefined) {
    const head = await loadRecord(ctx, feeHeadResource, values.feeHeadId).catch(() => null);
    if (!head?.isActive) throw fieldError('feeHeadId', 'Choose an active fee head');
  }
  return values;
}

/**
 * A centre's late-pickup rule, kept by head office: a child collected after closing plus the grace period is
 * billed the fee for every started interval beyond it, on the fee head chosen (Late pickup by default).
 */
export const latePickupSettingsResource = defineResource({
  ...latePickupSettingsShape,
  labelPlural: 'Late pickup fees',
  scope: 'franchisee',
  table: dayLatePickupSettings,
  titleField: 'closingTime',
  list: {
    columns: ['franchiseeId', 'closingTime', 'graceMinutes', 'intervalMinutes', 'feePaise', 'feeHeadId'],
    search: [],
    filters: ['franchiseeId'],
    defaultSort: { field: 'franchiseeId', dir: 'asc' },
  },
  remove: 'delete',
  writeRule: headOfficeWrites('Only head office can change the late pickup fees'),
  example: { closingTime: '18:00', graceMinutes: 10, intervalMinutes: 15, feePaise: 10000 },
  hooks: {
    beforeCreate: (ctx, values) => checkRule(ctx, values),
    beforeUpdate: (ctx, values) => checkRule(ctx, values),
  },
});
