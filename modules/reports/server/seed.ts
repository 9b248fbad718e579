/** Each role's default dashboard, the day's demo activity its figures read, and the benchmark summaries. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { roles } from '@portal/mod-system/server';
import { studentAdmissions, studentAttendance } from '@portal/mod-students/server';
import { DEFAULT_PLACEMENTS } from '../shared/constants.ts';
import { refreshBenchmarkSummaries, scheduleNightlyRefresh } from './benchmarks.ts';
import { roleWidgets } from './schema.ts';

/** The demo centres whose owners' dashboards show the day's figures. */
const DEMO_CENTRES = ['BLR-001', 'PUN-001'];

/**
 * Today's attendance at the demo centres, so a centre owner's dashboard opens on real figures: every
 * active child is marked (one in six absent). It writes only what is missing, so running it again on
 * the same day changes nothing. Fees are never written here: money exists only as the fee engine
 * takes it, with its receipt and ledger posting.
 */
export async function seedTodayActivity(db: Executor, today: string): Promise<void> {
  const centres = await db
    .select({ id: franchisees.id, code: franchisees.code })
    .from(franchisees)
    .where(inArray(franchisees.code, DEMO_CENTRES))
    .orderBy(asc(franchisees.code));
  for (const centre of centres) {
    const pupils = await db
      .select({ id: studentAdmissions.id })
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.franchiseeId, centre.id), eq(studentAdmissions.status, 'Active')))
      .orderBy(asc(studentAdmissions.id));
    // A weekend is no working day: nobody is marked.
    if (pupils.length === 0 || [0, 6].includes(new Date(today).getUTCDay())) continue;
    await db
      .insert(studentAttendance)
      .values(
        pupils.map((p, i) => ({
          franchiseeId: centre.id,
          studentAdmissionId: p.id,
          date: today,
          status: i % 6 === 5 ? 'Absent' : 'Present',
        })),
      )
      .onConflictDoNothing();
  }
}

export async function seedReports(db: Executor, { today }: SeedContext): Promise<void> {
  const found = await db
    .select({ id: roles.id, role: roles.role })
    .from(roles)
    .where(inArray(roles.role, Object.keys(DEFAULT_PLACEMENTS)));
  const values = found.flatMap((r) =>
    (DEFAULT_PLACEMENTS[r.role] ?? []).map((widget, position) => ({ roleId: r.id, widget, position })),
  );
  if (values.length) await db.insert(roleWidgets).values(values).onConflictDoNothing();
  const day = today.toISOString().slice(0, 10);
  await seedTodayActivity(db, day);
  // The benchmark summaries from the seeded network, and the nightly refresh that keeps them current.
  await refreshBenchmarkSummaries(db, day);
  await scheduleNightlyRefresh(db);
}
