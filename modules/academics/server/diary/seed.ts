import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '@portal/core';
import type { Executor } from '@portal/db';
import { classes } from '@portal/mod-org/server';
import { staff } from '@portal/mod-staff/server';
import { adminUsers } from '@portal/mod-users/server';
import { schedulePastCovers } from './cover-sweep.service.ts';
import { classTeachers, generalDiaries } from './schema.ts';

/** The demo's class teachers (teacher@ and teacher2@ teach Nursery at their centre) and yesterday's diary. */
export async function seedDiaries(db: Executor, today: Date): Promise<void> {
  await schedulePastCovers(db);
  const [nursery] = await db.select().from(classes).where(eq(classes.name, 'Nursery'));
  if (!nursery) return;
  const teachers = await db
    .select({ staffId: staff.id, userId: staff.userId, franchiseeId: staff.franchiseeId })
    .from(staff)
    .innerJoin(adminUsers, eq(adminUsers.id, staff.userId))
    .where(inArray(adminUsers.email, ['teacher@demo.school', 'teacher2@demo.school']));
  if (teachers.length === 0) return;
  await db.insert(classTeachers).values(teachers.map((t) => ({ ...t, classId: nursery.id })));
  const [first] = teachers;
  const [already] = await db
    .select()
    .from(generalDiaries)
    .where(and(eq(generalDiaries.franchiseeId, first.franchiseeId), eq(generalDiaries.classId, nursery.id)))
    .limit(1);
  if (already) return;
  await db.insert(generalDiaries).values({
    franchiseeId: first.franchiseeId,
    classId: nursery.id,
    diaryDate: addDays(today.toISOString().slice(0, 10), -1),
    title: 'Leaf collection walk',
    description: 'We walked round the garden, collected leaves of three shapes and sorted them by size.',
    writtenBy: first.userId,
  });
}
