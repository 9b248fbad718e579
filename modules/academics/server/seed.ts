import { and, desc, eq } from 'drizzle-orm';
import { academicYearLabel, academicYearStart, CLASS_CATEGORIES, addDays } from '@portal/core';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { academicYears, classes, franchisees } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { DEFAULT_SCALE } from '../shared/constants.ts';
import {
  gradeEntries,
  gradeLevels,
  gradeScales,
  homework,
  reportPublishSettings,
  skillAssignments,
  skillParameters,
  skills,
  subSkills,
  teacherRemarks,
  terms,
} from './schema.ts';
import { seedDiaries } from './diary/seed.ts';

/** The demo curriculum: skill → sub-skills → parameters, graded on Emerging / Developing / Achieved. */
const CURRICULUM = [
  {
    skill: 'Language and literacy',
    subSkills: [
      {
        name: 'Listening and speaking',
        parameters: ['Listens to a story and answers questions', 'Speaks in full sentences'],
      },
      { name: 'Early reading', parameters: ['Recognises letters of the alphabet', 'Holds a book and turns pages'] },
    ],
  },
  {
    skill: 'Numeracy',
    subSkills: [
      { name: 'Numbers', parameters: ['Counts objects up to 10', 'Recognises numerals 1 to 10'] },
      { name: 'Shapes and patterns', parameters: ['Names basic shapes', 'Continues a simple pattern'] },
    ],
  },
  {
    skill: 'Personal and social development',
    subSkills: [
      { name: 'Self-care', parameters: ['Washes hands on their own', 'Puts on shoes'] },
      { name: 'Getting along', parameters: ['Shares and takes turns', 'Follows class routines'] },
    ],
  },
];

export async function seedAcademics(db: Executor, { today }: SeedContext): Promise<void> {
  const todayIso = today.toISOString().slice(0, 10);
  const label = academicYearLabel(academicYearStart(today));
  const [year] = await db.select().from(academicYears).where(eq(academicYears.academicYear, label));
  if (!year) return;
  const classRows = await db.select().from(classes);
  const centres = await db.select().from(franchisees).orderBy(franchisees.id);
  const centreA = centres[1].id;

  // Two terms per class category: April to September, October to March.
  const mid = `${year.startDate.slice(0, 4)}-10-01`;
  const termRows = await db
    .insert(terms)
    .values(
      CLASS_CATEGORIES.flatMap((classCategory) => [
        {
          academicYearId: year.id,
          classCategory,
          name: 'Term 1',
          startDate: year.startDate,
          endDate: addDays(mid, -1),
        },
        { academicYearId: year.id, classCategory, name: 'Term 2', startDate: mid, endDate: year.endDate },
      ]),
    )
    .returning();
  const hybrid = termRows.filter((t) => t.classCategory === 'Hybrid');
  const [term1, term2] = hybrid;

  const [scale] = await db.insert(gradeScales).values({ name: 'Pre-school three-step' }).returning();
  await db.insert(gradeLevels).values(DEFAULT_SCALE.map((l, sort) => ({ ...l, scaleId: scale.id, sort })));

  const parameterIds: number[] = [];
  for (const [i, c] of CURRICULUM.entries()) {
    const [skill] = await db
      .insert(skills)
      .values({ classCategory: 'Hybrid', name: c.skill, sort: i + 1 })
      .returning();
    for (const [j, s] of c.subSkills.entries()) {
      const [sub] = await db
        .insert(subSkills)
        .values({ skillId: skill.id, name: s.name, sort: j + 1 })
        .returning();
      const params = await db
        .insert(skillParameters)
        .values(
          s.parameters.map((name, k) => ({
            skillId: skill.id,
            subSkillId: sub.id,
            name,
            scaleId: scale.id,
            sort: k + 1,
          })),
        )
        .returning();
      parameterIds.push(...params.map((p) => p.id));
    }
    // Every Hybrid class learns every skill in both terms.
    await db
      .insert(skillAssignments)
      .values(
        classRows
          .filter((cl) => cl.classCategory === 'Hybrid')
          .flatMap((cl) => [term1, term2].map((t) => ({ skillId: skill.id, classId: cl.id, termId: t.id }))),
      );
  }

  // Term 1 of centre 002 is graded, remarked and published; Term 2 is for the teachers to fill.
  const [teacher] = await db.select().from(adminUsers).where(eq(adminUsers.email, 'teacher@demo.school'));
  const nursery = classRows.find((c) => c.name === 'Nursery')!;
  const children = await db
    .select()
    .from(studentAdmissions)
    .where(
      and(
        eq(studentAdmissions.franchiseeId, centreA),
        eq(studentAdmissions.classId, nursery.id),
        eq(studentAdmissions.academicYearId, year.id),
      ),
    );
  const grades = ['A', 'D', 'A', 'E', 'D', 'A'];
  await db.insert(gradeEntries).values(
    children.flatMap((child, i) =>
      parameterIds.map((parameterId, k) => ({
        franchiseeId: centreA,
        studentAdmissionId: child.id,
        termId: term1.id,
        parameterId,
        grade: grades[(i + k) % grades.length],
        updatedBy: teacher?.id ?? null,
      })),
    ),
  );
  if (children.length)
    await db.insert(teacherRemarks).values(
      children.map((child) => ({
        franchiseeId: centreA,
        studentAdmissionId: child.id,
        termId: term1.id,
        remark: 'A cheerful, curious learner who settled in well this term.',
        updatedBy: teacher?.id ?? null,
      })),
    );
  await db
    .insert(reportPublishSettings)
    .values({ franchiseeId: centreA, termId: term1.id, publishFrom: addDays(todayIso, -7), audience: 'PARENTS' });

  // Each centre's newest admission has homework due latest (whole class), so a submission can always be made.
  for (const centre of [centreA, centres[2].id]) {
    const [latest] = await db
      .select()
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.franchiseeId, centre), eq(studentAdmissions.academicYearId, year.id)))
      .orderBy(desc(studentAdmissions.id))
      .limit(1);
    if (latest)
      await db.insert(homework).values({
        franchiseeId: centre,
        classId: latest.classId,
        subject: 'General',
        title: 'Bring a photo of your family',
        description: 'For our "My family" circle time.',
        setDate: todayIso,
        dueDate: addDays(todayIso, 7),
        setBy: teacher?.id ?? null,
      });
  }

  const [section] = children.length ? [children[0].sectionId] : [null];
  await db.insert(homework).values([
    {
      franchiseeId: centreA,
      classId: nursery.id,
      sectionId: section,
      subject: 'English',
      title: 'Draw and colour three things that start with B',
      description: 'Use crayons; write the letter B beside each drawing.',
      setDate: todayIso,
      dueDate: addDays(todayIso, 3),
      setBy: teacher?.id ?? null,
    },
    {
      franchiseeId: centreA,
      classId: nursery.id,
      sectionId: null,
      subject: 'Numbers',
      title: 'Count the spoons in your kitchen',
      description: 'Write the number you counted and bring a photo.',
      setDate: addDays(todayIso, -2),
      dueDate: addDays(todayIso, 1),
      setBy: teacher?.id ?? null,
    },
  ]);
  await seedDiaries(db, today);
}
