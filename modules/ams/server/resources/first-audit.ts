import { formatDate, todayInIndia } from '@portal/core';
import { eq } from 'drizzle-orm';
import {
  actingUser,
  assertFranchisee,
  commandOf,
  conflict,
  defineResource,
  fieldError,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
} from '@portal/kit';
import { FIRST_AUDIT_STEPS } from '../../shared/contracts.ts';
import { franchisees } from '@portal/mod-org/server';
import { amsFirstAuditShape } from '../../shared/resources.ts';
import { amsFirstAudits } from '../schema.ts';
import { assertWorkingDay, headOffice, managerById } from './people.service.ts';

type FirstAudit = RowOf<typeof amsFirstAudits>;

/**
 * The rules of a centre's first audit: one per centre (a second is refused and names the first), by an active
 * academic manager, on a working day that is not a holiday.
 */
async function checkFirstAudit(
  ctx: RequestContext,
  values: ValuesOf<typeof amsFirstAudits>,
  existing?: FirstAudit,
): Promise<Values> {
  const merged = { ...existing, ...values };
  const { franchiseeId, managerId, scheduledOn: day } = merged;
  if (franchiseeId === undefined) throw fieldError('franchiseeId', 'Choose the centre');
  if (managerId === undefined) throw fieldError('managerId', 'Choose the academic manager');
  if (day === undefined) throw fieldError('scheduledOn', 'Choose the day of the first audit');
  if (!existing) {
    // Another centre's first audit is not named to someone outside its fence.
    assertFranchisee(ctx, franchiseeId, 'Centre');
    const [first] = await ctx.db
      .select({
        centre: franchisees.companyName,
        scheduledOn: amsFirstAudits.scheduledOn,
        status: amsFirstAudits.status,
      })
      .from(amsFirstAudits)
      .innerJoin(franchisees, eq(franchisees.id, amsFirstAudits.franchiseeId))
      .where(eq(amsFirstAudits.franchiseeId, franchiseeId));
    if (first) {
      const when = first.status === 'DONE' ? 'was held' : `is scheduled for ${formatDate(first.scheduledOn)}`;
      const message = `${first.centre} already has its first audit (it ${when}); a centre has one first audit`;
      throw conflict(message, { franchiseeId: message });
    }
  }
  const manager = await managerById(ctx, managerId);
  if (!manager?.isActive || manager.kind !== 'AM') throw fieldError('managerId', 'Academic manager not found');
  await assertWorkingDay(ctx, 'scheduledOn', day);
  return values;
}

/** centerFirstAudit: a centre's first audit, scheduled with an academic manager, then recorded as held. */
export const amsFirstAuditResource = defineResource({
  ...amsFirstAuditShape,
  scope: 'franchisee',
  table: amsFirstAudits,
  titleField: 'scheduledOn',
  list: {
    columns: ['franchiseeId', 'managerId', 'auditType', 'scheduledOn', 'status', 'heldOn'],
    filters: ['franchiseeId', 'managerId', 'status'],
    defaultSort: { field: 'scheduledOn', dir: 'asc' },
  },
  example: { auditType: 'centre', scheduledOn: '2026-01-05' },
  remove: false,
  writeRule: headOffice,
  statusField: 'status',
  describe: (row) => `the first audit of ${row.scheduledOn}`,
  hooks: {
    beforeCreate: async (ctx, values) => ({ ...(await checkFirstAudit(ctx, values)), status: 'SCHEDULED' }),
    beforeUpdate: (ctx, values, existing) => {
      if (existing.status !== 'SCHEDULED') throw conflict('The first audit was held; it can no longer change');
      if (values.franchiseeId !== undefined && values.franchiseeId !== existing.franchiseeId)
        throw fieldError('franchiseeId', 'A first audit stays with its centre');
      return checkFirstAudit(ctx, values, existing);
    },
  },
  commands: {
    record: commandOf<FirstAudit>()({
      label: 'Record as held',
      fields: {
        heldOn: { kind: 'date', label: 'Held on', required: true },
        remark: { kind: 'text', label: 'Remark', max: 1000 },
      },
      from: ['SCHEDULED'],
      to: 'DONE',
      color: 'green',
      path: FIRST_AUDIT_STEPS.record.path,
      response: FIRST_AUDIT_STEPS.record.response,
      handler(ctx, row, body) {
        // The fields above are the body: validated by the framework before the handler runs.
        const input = body as { heldOn: string; remark?: string | null };
        if (input.heldOn > todayInIndia())
          throw fieldError('heldOn', 'The first audit cannot be recorded before the day it is held');
        return {
          set: { heldOn: input.heldOn, remark: input.remark ?? null, recordedBy: actingUser(ctx).id },
          answer: { id: row.id, status: 'DONE', heldOn: input.heldOn },
        };
      },
    }),
  },
});
