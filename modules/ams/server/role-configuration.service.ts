import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import type { roleConfigurationAnswer } from '../shared/contracts.ts';
import { amsCentreAllocations, amsCentreCategories, amsManagers, amsZones } from './schema.ts';

type RoleConfiguration = z.output<typeof roleConfigurationAnswer>;

/**
 * roleConfiguration: who audits what. Each zone with its zonal managers and academic managers, each academic
 * manager with the centres allocated to them (of the centres the user sees), and the centres nobody audits yet.
 * Changes go through the managers' and allocations' own resources, which hold the rules.
 */
export async function roleConfiguration(ctx: RequestContext): Promise<RoleConfiguration> {
  const zones = await ctx.db.select().from(amsZones).orderBy(asc(amsZones.name));
  const managers = await ctx.db.select().from(amsManagers).orderBy(asc(amsManagers.name));
  const allocations = await ctx.db
    .select({
      allocationId: amsCentreAllocations.id,
      managerId: amsCentreAllocations.managerId,
      franchiseeId: amsCentreAllocations.franchiseeId,
      centre: franchisees.companyName,
      categoryId: amsCentreAllocations.categoryId,
      category: amsCentreCategories.name,
    })
    .from(amsCentreAllocations)
    .innerJoin(franchisees, eq(franchisees.id, amsCentreAllocations.franchiseeId))
    .leftJoin(amsCentreCategories, eq(amsCentreCategories.id, amsCentreAllocations.categoryId))
    .where(and(franchiseeFence(ctx, amsCentreAllocations.franchiseeId), eq(amsCentreAllocations.isActive, true)))
    .orderBy(asc(franchisees.companyName));
  const unallocated = await ctx.db
    .select({ franchiseeId: franchisees.id, centre: franchisees.companyName })
    .from(franchisees)
    .leftJoin(
      amsCentreAllocations,
      and(eq(amsCentreAllocations.franchiseeId, franchisees.id), eq(amsCentreAllocations.isActive, true)),
    )
    .where(and(franchiseeFence(ctx, franchisees.id), eq(franchisees.isActive, true), isNull(amsCentreAllocations.id)))
    .orderBy(asc(franchisees.companyName));
  return {
    zones: zones.map((z) => ({
      id: z.id,
      name: z.name,
      isActive: z.isActive,
      zonalManagers: managers
        .filter((m) => m.zoneId === z.id && m.kind === 'ZM')
        .map((m) => ({ id: m.id, name: m.name, isActive: m.isActive })),
      academicManagers: managers
        .filter((m) => m.zoneId === z.id && m.kind === 'AM')
        .map((m) => ({
          id: m.id,
          name: m.name,
          isActive: m.isActive,
          reportsToId: m.reportsToId,
          centres: allocations.filter((a) => a.managerId === m.id).map(({ managerId: _m, ...centre }) => centre),
        })),
    })),
    unallocated,
  };
}
