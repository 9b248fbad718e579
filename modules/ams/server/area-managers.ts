import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '@portal/core';
import type { Executor } from '@portal/db';
import { adminUsers } from '@portal/mod-users/server';
import { amsCentreAllocations, amsManagers } from './schema.ts';

/** The area manager a centre is allocated to, as someone to tell: their account and where to reach them. */
export interface AreaManager {
  franchiseeId: number;
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  language: Language | null;
}

/**
 * The area managers of the given centres (the active allocation to an active manager with an active account);
 * a centre without one is left out.
 */
export async function areaManagersOf(db: Executor, franchiseeIds: readonly number[]): Promise<AreaManager[]> {
  if (franchiseeIds.length === 0) return [];
  return db
    .select({
      franchiseeId: amsCentreAllocations.franchiseeId,
      id: adminUsers.id,
      name: amsManagers.name,
      email: adminUsers.email,
      mobile: adminUsers.mobile,
      language: adminUsers.language,
    })
    .from(amsCentreAllocations)
    .innerJoin(amsManagers, eq(amsManagers.id, amsCentreAllocations.managerId))
    .innerJoin(adminUsers, eq(adminUsers.id, amsManagers.userId))
    .where(
      and(
        // fence-usage: the centres the caller has already fenced, not a fence
        inArray(amsCentreAllocations.franchiseeId, [...franchiseeIds]),
        eq(amsCentreAllocations.isActive, true),
        eq(amsManagers.isActive, true),
        eq(adminUsers.isActive, true),
      ),
    );
}
