import { count } from 'drizzle-orm';
import { academicYearLabel, academicYearRange, academicYearStart } from '@portal/core';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { CITIES, CLASSES, FRANCHISEES } from './demo-network.ts';
import { academicYears, cities, classes, franchisees, pincodes } from './schema.ts';

/** The demo network: cities, centres with their PIN codes, three academic years around today, classes. */
export async function seedOrg(db: Executor, { today }: SeedContext): Promise<void> {
  const cityRows = await db.insert(cities).values(CITIES).returning();
  const cityId = (name: string) => cityRows.find((c) => c.name === name)!.id;

  const franchiseeRows = await db
    .insert(franchisees)
    .values(
      FRANCHISEES.map(({ city, pincodes: _p, ...f }) => ({ ...f, cityId: cityId(city), agreementDate: '2024-04-01' })),
    )
    .returning();
  await db.insert(pincodes).values(
    FRANCHISEES.flatMap((f, i) =>
      f.pincodes.map(([pincode, area]) => ({
        franchiseeId: franchiseeRows[i].id,
        pincode,
        area,
        cityId: cityId(f.city),
      })),
    ),
  );

  // The year before, this year and the next, around today.
  const start = academicYearStart(today);
  await db.insert(academicYears).values(
    [start - 1, start, start + 1].map((y) => {
      const label = academicYearLabel(y);
      const { from, to } = academicYearRange(label);
      return { academicYear: label, startDate: from, endDate: to };
    }),
  );

  await db.insert(classes).values(CLASSES.map((c, i) => ({ ...c, sort: (i + 1) * 10 })));
}

/** The demo network is there once a centre is: the portal seeds only a database without one. */
export async function orgSeeded(db: Executor): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(franchisees);
  return Number(n) > 0;
}
