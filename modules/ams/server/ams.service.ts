import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import { actingUser, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { amsCentreAllocations, amsCentreCategories, amsHolidays, amsManagers, amsVisits } from './schema.ts';
import { monthRange } from './views.ts';

/** myCenters: the centres allocated to the signed-in academic manager, with the last and next visit. */
export async function myCentres(ctx: RequestContext) {
  const [manager] = await ctx.db
    .select({ id: amsManagers.id, name: amsManagers.name })
    .from(amsManagers)
    .where(and(eq(amsManagers.userId, actingUser(ctx).id), eq(amsManagers.isActive, true)));
  if (!manager) return { manager: null, rows: [] };
  const today = todayInIndia();
  const rows = await ctx.db
    .select({
      franchiseeId: amsCentreAllocations.franchiseeId,
      centre: franchisees.companyName,
      category: amsCentreCategories.name,
      visitsPerCycle: amsCentreCategories.visitsPerCycle,
      lastVisit: sql<string | null>`(select max(v.visit_date)::text from ${amsVisits} v
        where v.franchisee_id = ${amsCentreAllocations.franchiseeId}
          and v.status = 'APPROVED' and v.visit_date <= ${today})`,
      nextVisit: sql<string | null>`(select min(v.visit_date)::text from ${amsVisits} v
        where v.franchisee_id = ${amsCentreAllocations.franchiseeId}
          and v.status <> 'REJECTED' and v.visit_date > ${today})`,
    })
    .from(amsCentreAllocations)
    .innerJoin(franchisees, eq(franchisees.id, amsCentreAllocations.franchiseeId))
    .leftJoin(amsCentreCategories, eq(amsCentreCategories.id, amsCentreAllocations.categoryId))
    .where(and(eq(amsCentreAllocations.managerId, manager.id), eq(amsCentreAllocations.isActive, true)))
    .orderBy(asc(franchisees.companyName));
  return { manager: manager.name, rows };
}

/** amsCalender (public): approved visits and holidays of a month. */
export async function calendar(ctx: RequestContext, month: string) {
  const [from, to] = monthRange(month);
  const visits = await ctx.db
    .select({
      visitDate: amsVisits.visitDate,
      centre: franchisees.companyName,
      manager: amsManagers.name,
      auditType: amsVisits.auditType,
    })
    .from(amsVisits)
    .innerJoin(franchisees, eq(franchisees.id, amsVisits.franchiseeId))
    .innerJoin(amsManagers, eq(amsManagers.id, amsVisits.managerId))
    .where(and(eq(amsVisits.status, 'APPROVED'), gte(amsVisits.visitDate, from), lt(amsVisits.visitDate, to)))
    .orderBy(asc(amsVisits.visitDate), asc(franchisees.companyName));
  const holidays = await ctx.db
    .select({ holidayDate: amsHolidays.holidayDate, name: amsHolidays.name })
    .from(amsHolidays)
    .where(and(gte(amsHolidays.holidayDate, from), lt(amsHolidays.holidayDate, to)))
    .orderBy(asc(amsHolidays.holidayDate));
  return { month, visits, holidays };
}
