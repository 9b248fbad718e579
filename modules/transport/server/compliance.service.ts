import { formatDate, resultRows, todayInIndia } from '@portal/core';
import { eq, max, sql } from 'drizzle-orm';
import { badRequest, franchiseeFenceSql, type RequestContext } from '@portal/kit';
import { BLOCKING_PAPERS, EXPIRY_WINDOW_DAYS, PAPER_LABELS, type PaperKind } from '../shared/constants.ts';
import { complianceRow as answeredComplianceRow } from '../shared/contracts/routes.ts';
import { vehicleFitness, vehicleInsurance, vehiclePollution, vehicleRoadTax, vehicleStaff } from './schema.ts';
import { z } from 'zod';

/** The tables holding a vehicle's dated papers. */
const PAPER_TABLES = {
  INSURANCE: vehicleInsurance,
  FITNESS: vehicleFitness,
  POLLUTION: vehiclePollution,
  ROAD_TAX: vehicleRoadTax,
} as const;

/** Why a vehicle may not run a route today, or null: its latest insurance, fitness or pollution paper. */
export async function vehicleBlock(ctx: RequestContext, vehicleId: number, today = todayInIndia()) {
  for (const kind of BLOCKING_PAPERS) {
    const table = PAPER_TABLES[kind as keyof typeof PAPER_TABLES];
    const [{ latest }] = await ctx.db
      .select({ latest: max(table.expiryDate) })
      .from(table)
      .where(eq(table.vehicleId, vehicleId));
    if (!latest) return { paper: kind, expiredOn: null, reason: `The vehicle has no ${PAPER_LABELS[kind]} on record` };
    if (latest < today)
      return {
        paper: kind,
        expiredOn: latest,
        reason: `The vehicle's ${PAPER_LABELS[kind]} expired on ${formatDate(latest)}; renew it first`,
      };
  }
  return null;
}

/** Why a driver may not run a route today, or null. */
export async function driverBlock(ctx: RequestContext, staffId: number, today = todayInIndia()) {
  const [staff] = await ctx.db
    .select({ name: vehicleStaff.name, role: vehicleStaff.staffRole, expiry: vehicleStaff.licenceExpiry })
    .from(vehicleStaff)
    .where(eq(vehicleStaff.id, staffId));
  if (!staff) return { paper: 'LICENCE' as PaperKind, expiredOn: null, reason: 'Driver not found' };
  if (staff.role !== 'DRIVER')
    return { paper: 'LICENCE' as PaperKind, expiredOn: null, reason: `${staff.name} is not a driver` };
  if (!staff.expiry)
    return { paper: 'LICENCE' as PaperKind, expiredOn: null, reason: `${staff.name} has no driving licence on record` };
  if (staff.expiry < today)
    return {
      paper: 'LICENCE' as PaperKind,
      expiredOn: staff.expiry,
      reason: `${staff.name}'s driving licence expired on ${formatDate(staff.expiry)}; renew it first`,
    };
  return null;
}

/** Refuses a non-compliant vehicle or driver on a route, naming the paper and its date; nothing is written. */
export async function assertRoadworthy(ctx: RequestContext, vehicleId: number, driverId?: number | null) {
  const vehicle = await vehicleBlock(ctx, vehicleId);
  if (vehicle) throw badRequest(vehicle.reason, { vehicleId: vehicle.reason });
  if (driverId) {
    const driver = await driverBlock(ctx, driverId);
    if (driver) throw badRequest(driver.reason, { driverId: driver.reason });
  }
}

/** A paper of the compliance view as its statement gives it: the answer's row, days left also as a bigint's text. */
const complianceRow = answeredComplianceRow.extend({ daysLeft: z.coerce.number().nullable() });

export type ComplianceRow = z.output<typeof complianceRow>;

/**
 * The compliance view: every vehicle's latest insurance, fitness, pollution and road-tax paper and every
 * active driver's licence that is missing, expired, or expires within the window — one statement.
 */
export async function complianceRows(
  ctx: RequestContext,
  query: { franchiseeID?: number; days?: number },
  today = todayInIndia(),
): Promise<ComplianceRow[]> {
  const days = query.days ?? EXPIRY_WINDOW_DAYS;
  const fence = franchiseeFenceSql(ctx, sql`v.franchisee_id`, query.franchiseeID);
  const staffFence = franchiseeFenceSql(ctx, sql`s.franchisee_id`, query.franchiseeID);
  const latest = (table: string, paper: string) => sql`
    select v.franchisee_id, v.registration_number as subject, v.id as vehicle_id, null::int as staff_id,
           ${paper}::text as paper,
           (select max(p.expiry_date) from ${sql.raw(table)} p where p.vehicle_id = v.id) as expiry
      from vehicles v where v.is_active and ${fence}`;
  const result = await ctx.db.execute(sql`
    with papers as (
      ${latest('vehicle_insurance', 'INSURANCE')}
      union all ${latest('vehicle_fitness', 'FITNESS')}
      union all ${latest('vehicle_pollution', 'POLLUTION')}
      union all ${latest('vehicle_road_tax', 'ROAD_TAX')}
      union all
      select s.franchisee_id, s.name, s.vehicle_id, s.id, 'LICENCE', s.licence_expiry
        from vehicle_staff s where s.is_active and s.staff_role = 'DRIVER' and ${staffFence}
    )
    select p.franchisee_id as "franchiseeId", f.company_name as centre, p.subject, p.vehicle_id as "vehicleId",
           p.staff_id as "staffId", p.paper, to_char(p.expiry, 'YYYY-MM-DD') as "expiryDate",
           case when p.expiry is null then 'MISSING'
                when p.expiry < ${today}::date then 'EXPIRED' else 'EXPIRING' end as state,
           (p.expiry - ${today}::date) as "daysLeft"
      from papers p join franchisees f on f.id = p.franchisee_id
     where p.expiry is null or p.expiry <= ${today}::date + ${days}::int
     order by p.expiry nulls first, p.subject, p.paper`);
  return z.array(complianceRow).parse(resultRows(result));
}

/** Papers expiring in exactly `days` days (the reminder's day) across every centre. */
export async function papersDueFor(ctx: RequestContext, day: string) {
  const rows = await complianceRows(ctx, {}, day);
  return rows.filter((r) => r.state === 'EXPIRING');
}
