import { and, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, viewFilter } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { visitRow } from '../shared/contracts.ts';
import { VISIT_STATUS } from '../shared/constants.ts';
import { amsManagers, amsVisits, amsZones } from './schema.ts';
import { amsVisitListViewShape } from '../shared/views.ts';

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .positive({ error: `${label} must be positive` })
    .max(2_147_483_647, { error: `${label} is too large` });

const month = z
  .string({ error: 'Month must be YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must be YYYY-MM' });

function monthRange(m: string): [string, string] {
  const [y, mm] = m.split('-').map(Number);
  const next = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
  return [`${m}-01`, `${next}-01`];
}

/**
 * The schedule: visits of the centres the user sees, by day,
 * (viewSchedule, viewApprovedSchedule, ams-visit-schedule).
 */
export const visitListView = defineView({
  ...amsVisitListViewShape,
  from: amsVisits,
  joins: [
    { table: franchisees, on: eq(franchisees.id, amsVisits.franchiseeId) },
    { table: amsManagers, on: eq(amsManagers.id, amsVisits.managerId) },
    { table: amsZones, on: eq(amsZones.id, amsManagers.zoneId) },
  ],
  columns: {
    id: amsVisits.id,
    franchiseeId: amsVisits.franchiseeId,
    centre: { column: franchisees.companyName, label: 'Centre', schema: visitRow.shape.centre },
    managerId: amsVisits.managerId,
    manager: { column: amsManagers.name, label: 'Academic manager', schema: visitRow.shape.manager },
    zone: { column: amsZones.name, label: 'Zone', schema: visitRow.shape.zone },
    visitDate: { column: amsVisits.visitDate, label: 'Visit date', schema: visitRow.shape.visitDate },
    auditType: { column: amsVisits.auditType, label: 'Audit', schema: visitRow.shape.auditType },
    status: { column: amsVisits.status, label: 'Status', schema: visitRow.shape.status },
    remark: { column: amsVisits.remark, label: 'Remark', schema: visitRow.shape.remark },
  },
  franchiseeColumn: amsVisits.franchiseeId,
  filters: {
    status: viewFilter(z.enum(VISIT_STATUS, { error: 'Status must be PENDING, APPROVED or REJECTED' }), (v) =>
      eq(amsVisits.status, v),
    ),
    managerId: viewFilter(id('Manager'), (v) => eq(amsVisits.managerId, v)),
    mine: viewFilter(z.enum(['true', 'false'], { error: "Mine must be 'true' or 'false'" }), (v, ctx) =>
      v === 'true' ? eq(amsManagers.userId, ctx.user?.id ?? -1) : undefined,
    ),
    month: viewFilter(month, (v) => {
      const [from, to] = monthRange(v);
      return and(gte(amsVisits.visitDate, from), lt(amsVisits.visitDate, to));
    }),
  },
  search: { columns: [franchisees.companyName, amsManagers.name] },
  defaultSort: [
    { column: amsVisits.visitDate, dir: 'asc' },
    { column: amsVisits.id, dir: 'asc' },
  ],
});

export { monthRange };
