import { addDays } from '@portal/core';
/** Demo AMS: two zones, a zonal and an academic manager (trainer@), centres BLR-001 and BLR-002, a schedule. */
import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import {
  amsCentreAllocations,
  amsCentreCategories,
  amsCycles,
  amsHolidays,
  amsManagers,
  amsVisits,
  amsZones,
} from './schema.ts';

/** The next weekday (Monday to Saturday) on or after the day. */
function workingDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay() === 0 ? addDays(isoDate, 1) : isoDate;
}

export async function seedAms(db: Executor, { today }: SeedContext): Promise<void> {
  const todayIso = today.toISOString().slice(0, 10);
  const centres = await db.select({ id: franchisees.id, code: franchisees.code }).from(franchisees);
  const centre = (code: string) => centres.find((c) => c.code === code)?.id;
  const [trainer] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'trainer@demo.school'));

  const [south, west] = await db
    .insert(amsZones)
    .values([{ name: 'South' }, { name: 'West' }])
    .returning({ id: amsZones.id });
  // The academic manager first, then their zonal manager.
  const [am] = await db
    .insert(amsManagers)
    .values({ kind: 'AM', name: 'Anita Desai', userId: trainer?.id, mobile: '9800000003', zoneId: south.id })
    .returning({ id: amsManagers.id });
  const [zm] = await db
    .insert(amsManagers)
    .values({ kind: 'ZM', name: 'Meera Rao', mobile: '9800000001', zoneId: south.id })
    .returning({ id: amsManagers.id });
  await db.insert(amsManagers).values({ kind: 'ZM', name: 'Rohan Kulkarni', mobile: '9800000002', zoneId: west.id });
  await db.update(amsManagers).set({ reportsToId: zm.id }).where(eq(amsManagers.id, am.id));
  const [a, b] = await db
    .insert(amsCentreCategories)
    .values([
      { name: 'A', visitsPerCycle: 3 },
      { name: 'B', visitsPerCycle: 2 },
    ])
    .returning({ id: amsCentreCategories.id });
  const year = Number(todayIso.slice(0, 4));
  // This year's cycle and next year's: a visit is planned weeks ahead, and must lie in a cycle.
  const [cycle] = await db
    .insert(amsCycles)
    .values(
      [year, year + 1].map((y) => ({
        name: `Cycle ${y}`,
        startDate: `${y}-01-01`,
        endDate: `${y}-12-31`,
        centreWeight: 60,
        academicWeight: 40,
      })),
    )
    .returning({ id: amsCycles.id });
  const holiday = workingDay(addDays(todayIso, 10));
  await db.insert(amsHolidays).values([
    { holidayDate: `${year}-08-15`, name: 'Independence Day' },
    { holidayDate: `${year}-10-02`, name: 'Gandhi Jayanti' },
    { holidayDate: holiday, name: 'Founders’ Day' },
  ]);
  const indiranagar = centre('BLR-001');
  const whitefield = centre('BLR-002');
  if (!indiranagar || !whitefield) return;
  await db.insert(amsCentreAllocations).values([
    { franchiseeId: indiranagar, managerId: am.id, categoryId: a.id },
    { franchiseeId: whitefield, managerId: am.id, categoryId: b.id },
  ]);
  const free = (d: string) => {
    let day = workingDay(d);
    while (day === holiday || day.endsWith('-08-15') || day.endsWith('-10-02')) day = workingDay(addDays(day, 1));
    return day;
  };
  const first = free(addDays(todayIso, 3));
  const second = free(addDays(first, 1));
  await db.insert(amsVisits).values([
    {
      franchiseeId: indiranagar,
      managerId: am.id,
      cycleId: cycle.id,
      visitDate: first,
      auditType: 'centre',
      status: 'APPROVED',
      decidedAt: today,
    },
    { franchiseeId: whitefield, managerId: am.id, cycleId: cycle.id, visitDate: second, auditType: 'academic' },
  ]);
}
