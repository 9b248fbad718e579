/** Each role's default dashboard, the day's demo activity its figures read, and the benchmark summaries. */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { payments } from '@portal/mod-finance/server';
import { franchisees } from '@portal/mod-org/server';
import { roles } from '@portal/mod-system/server';
import { studentAdmissions, studentAttendance, students } from '@portal/mod-students/server';
import { DEFAULT_PLACEMENTS } from '../shared/constants.ts';
import { refreshBenchmarkSummaries, scheduleNightlyRefresh } from './benchmarks.ts';
import { roleWidgets } from './schema.ts';

/** The demo centres whose owners' dashboards show the day's figures. */
const DEMO_CENTRES = ['BLR-001', 'PUN-001'];

/**
 * Today's attendance and fee payments at the demo centres, so a centre owner's dashboard opens on real
 * figures: every active child is marked (one in six absent), and three fees are paid at the desk. Each
 * part writes only what is missing, so running it again on the same day changes nothing.
 */
export async function seedTodayActivity(db: Executor, today: string): Promise<void> {
  const centres = await db
    .select({ id: franchisees.id, code: franchisees.code })
    .from(franchisees)
    .where(inArray(franchisees.code, DEMO_CENTRES))
    .orderBy(asc(franchisees.code));
  for (const centre of centres) {
    const pupils = await db
      .select({
        id: studentAdmissions.id,
        first: students.firstName,
        last: students.lastName,
        father: students.fatherName,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .where(and(eq(studentAdmissions.franchiseeId, centre.id), eq(studentAdmissions.status, 'Active')))
      .orderBy(asc(studentAdmissions.id));
    if (pupils.length === 0) continue;
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
    const prefix = `DEMO-${centre.code}-${today}-`;
    const paid = await db
      .select({ id: payments.id })
      .from(payments)
      .where(like(payments.referenceId, `${prefix}%`));
    if (paid.length > 0) continue;
    const at = new Date(`${today}T10:30:00+05:30`);
    await db.insert(payments).values(
      pupils.slice(0, 3).map((p, i) => {
        const ref = `${prefix}${i + 1}`;
        return {
          franchiseeId: centre.id,
          referenceType: 'FEE',
          feeHead: 'TUITION',
          referenceId: ref,
          amountPaise: [1_250_000, 850_000, 600_000][i]!,
          mode: i === 1 ? 'UPI' : 'CASH',
          status: 'CONFIRMED',
          uniqueReceipt: ref,
          receiptNo: `R-${ref}`,
          receiptToken: randomBytes(18).toString('base64url'),
          payerName: p.father ?? `${p.first} ${p.last}`,
          confirmedAt: new Date(at.getTime() + i * 45 * 60_000),
        };
      }),
    );
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
