/**
 * Demo observations: a term's evidence for the Nursery class of the centre whose teacher@ teaches it, so the class's
 * coverage map shows goals with evidence, goals only recorded as not yet observed and goals with nothing, and each
 * child's portfolio holds a term of observations.
 */
import { and, eq } from 'drizzle-orm';
import { addDays, academicYearRange, currentAcademicYear } from '@portal/core';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { classTeachers } from '@portal/mod-academics/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { ageBandOf } from '../shared/band.ts';
import { competenciesOfBand, type Level } from '../shared/framework.ts';
import { observations } from './schema.ts';

const NOTES = [
  'Did it during free play without being asked.',
  'Needed a reminder halfway, then finished.',
  'Watched a friend first, then tried.',
  'Talked us through it in Kannada and English.',
];
/** Two goals left with nothing and one only "not yet observed", so every state of the map shows. */
const LEFT_EMPTY = new Set(['CG-11', 'CG-6']);
const NOT_YET = 'CG-5';

export async function seedObservations(db: Executor, { today }: SeedContext): Promise<void> {
  const day = today.toISOString().slice(0, 10);
  const [teacher] = await db
    .select({ userId: adminUsers.id, classId: classTeachers.classId, franchiseeId: classTeachers.franchiseeId })
    .from(classTeachers)
    .innerJoin(adminUsers, eq(adminUsers.id, classTeachers.userId))
    .where(eq(adminUsers.email, 'teacher@demo.school'));
  if (!teacher) return;
  const children = await db
    .select({ id: studentAdmissions.id, dateOfBirth: students.dateOfBirth })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(
      and(
        eq(studentAdmissions.franchiseeId, teacher.franchiseeId),
        eq(studentAdmissions.classId, teacher.classId),
        eq(studentAdmissions.status, 'Active'),
      ),
    );
  const yearFrom = academicYearRange(currentAcademicYear(today)).from;
  const levels: Level[] = ['progressing', 'beginner', 'progressing', 'proficient'];
  const rows: (typeof observations.$inferInsert)[] = children.flatMap((child, c) =>
    competenciesOfBand(ageBandOf(String(child.dateOfBirth), day))
      .filter((k) => !LEFT_EMPTY.has(k.goal))
      .flatMap((k, i) => {
        const notYet = k.goal === NOT_YET;
        // A term: two observations of each competency some weeks apart, the later one showing more independence.
        return [0, 1].map((n) => ({
          franchiseeId: teacher.franchiseeId,
          studentAdmissionId: child.id,
          classId: teacher.classId,
          competency: k.code,
          goal: k.goal,
          level: notYet ? 'notYetObserved' : n === 0 ? levels[(i + c) % 4] : levels[(i + c + n + 2) % 4],
          note: notYet ? null : NOTES[(i + n + c) % NOTES.length],
          observedOn: addDays(day, -(70 - n * 35 - ((i * 3 + c) % 30))),
          recordedBy: teacher.userId,
        }));
      })
      .filter((r) => r.observedOn >= yearFrom && r.observedOn <= day),
  );
  // Every other Active child of the network has one observation, so each centre's coverage has a start.
  const observed = new Set(children.map((c) => c.id));
  const others = await db
    .select({
      id: studentAdmissions.id,
      franchiseeId: studentAdmissions.franchiseeId,
      classId: studentAdmissions.classId,
      dateOfBirth: students.dateOfBirth,
    })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(eq(studentAdmissions.status, 'Active'));
  const firstDay = addDays(day, -14) < yearFrom ? day : addDays(day, -14);
  for (const child of others.filter((o) => !observed.has(o.id))) {
    const [first] = competenciesOfBand(ageBandOf(String(child.dateOfBirth), day));
    rows.push({
      franchiseeId: child.franchiseeId,
      studentAdmissionId: child.id,
      classId: child.classId,
      competency: first.code,
      goal: first.goal,
      level: 'progressing',
      note: null,
      observedOn: firstDay,
      recordedBy: null,
    });
  }
  if (rows.length) await db.insert(observations).values(rows);
}
