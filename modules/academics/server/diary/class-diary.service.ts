import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { addDays, todayInIndia } from '@portal/core';
import { assertReachesAny, fieldError, loadRecord, notFound, requireUser, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { sections, studentAdmissionResource, students, yearsOfChild } from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';
import { DIARY_MESSAGES, DIARY_MODULES as D, type ClassDiaryAnswer } from '../../shared/diary.ts';
import { classWorks, generalDiaries, subjectDiaries } from './schema.ts';
import { classSpans, inClassSpans, ofChildsSection } from '../child-years.ts';
import { teacherOfClassRule } from './teacher-rule.ts';

/**
 * A child's class diary (spec class-diary/view/{studentAdmissionId}): the general diary of the child's
 * class (whole class or the child's section), the child's own subject diary and the class work, newest
 * first; over a range reaching into an earlier year, that year's class's and admission's. A parent reaches
 * only their own child (another id answers 404); a teacher only a child of a class they teach.
 */
export async function classDiary(
  ctx: RequestContext,
  studentAdmissionId: number,
  q: { from?: string; to?: string },
): Promise<ClassDiaryAnswer> {
  requireUser(ctx);
  const right = { module: D.CLASS_DIARY, method: 'GET' };
  const admission = await loadRecord(ctx, studentAdmissionResource, studentAdmissionId);
  const classId = admission.classId;
  // A parent reaches their child, a teacher the children of the classes they teach, each through their own role.
  await assertReachesAny(
    ctx,
    right,
    [
      { rule: ownChildRule, value: studentAdmissionId },
      { rule: teacherOfClassRule, value: classId },
    ],
    () => notFound('Student admission'),
  );
  const to = q.to ?? todayInIndia();
  const from = q.from ?? addDays(to, -30);
  if (from > to) throw fieldError('to', DIARY_MESSAGES.rangeBackwards);

  const [child] = await ctx.db.select().from(students).where(eq(students.id, admission.studentId));
  const centre = admission.franchiseeId;
  // The range is read year by year: a class's diary is its children's of that year (classes outlive a year), and a
  // promoted child's last year is its old class's and admission's.
  const years = await yearsOfChild(ctx, studentAdmissionId);
  const spans = classSpans(years, from, to);

  const general = await ctx.db
    .select({
      id: generalDiaries.id,
      diaryDate: generalDiaries.diaryDate,
      title: generalDiaries.title,
      description: generalDiaries.description,
      section: sections.name,
    })
    .from(generalDiaries)
    .leftJoin(sections, eq(sections.id, generalDiaries.sectionId))
    .where(
      and(
        eq(generalDiaries.franchiseeId, centre),
        inClassSpans(
          { classId: generalDiaries.classId, sectionId: generalDiaries.sectionId, on: generalDiaries.diaryDate },
          spans,
        ),
      ),
    )
    .orderBy(desc(generalDiaries.diaryDate), asc(generalDiaries.id))
    .limit(200);
  const subject = await ctx.db
    .select({
      id: subjectDiaries.id,
      diaryDate: subjectDiaries.diaryDate,
      subject: subjectDiaries.subject,
      note: subjectDiaries.note,
    })
    .from(subjectDiaries)
    .where(
      and(
        inArray(subjectDiaries.studentAdmissionId, [studentAdmissionId, ...years.map((y) => y.studentAdmissionId)]),
        gte(subjectDiaries.diaryDate, from),
        lte(subjectDiaries.diaryDate, to),
      ),
    )
    .orderBy(desc(subjectDiaries.diaryDate), asc(subjectDiaries.id))
    .limit(200);
  const classWork = await ctx.db
    .select({
      id: classWorks.id,
      workDate: classWorks.workDate,
      subject: classWorks.subject,
      title: classWorks.title,
      description: classWorks.description,
      fileId: classWorks.fileId,
    })
    .from(classWorks)
    .where(
      and(
        eq(classWorks.franchiseeId, centre),
        inClassSpans({ classId: classWorks.classId, sectionId: classWorks.sectionId, on: classWorks.workDate }, spans),
      ),
    )
    .orderBy(desc(classWorks.workDate), asc(classWorks.id))
    .limit(200);
  return {
    studentAdmissionId,
    child: child ? `${child.firstName} ${child.lastName}`.trim() : '',
    className: await classNames(ctx, spans.length ? spans.map((y) => y.classId) : [classId]),
    from,
    to,
    general,
    subject,
    classWork,
  };
}

/** The classes of a child's diary over its range, oldest year first ("Nursery, LKG" across a promotion). */
async function classNames(ctx: RequestContext, classIds: readonly number[]): Promise<string> {
  const rows = await ctx.db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(inArray(classes.id, [...classIds]));
  const names = classIds.map((id) => rows.find((r) => r.id === id)?.name ?? '');
  return [...new Set(names)].filter(Boolean).join(', ');
}

/**
 * What a child's day looked like, for the parent's dashboard: the general diary of the child's class on
 * the day (whole class or the child's section) and the child's own subject notes of the day.
 */
export async function diaryOfTheDay(
  ctx: RequestContext,
  child: { id: number; franchiseeId: number; classId: number; sectionId: number | null },
  day: string,
): Promise<{ title: string; body: string }[]> {
  const general = await ctx.db
    .select({ title: generalDiaries.title, body: generalDiaries.description })
    .from(generalDiaries)
    .where(
      and(
        eq(generalDiaries.franchiseeId, child.franchiseeId),
        eq(generalDiaries.classId, child.classId),
        ofChildsSection(generalDiaries.sectionId, child.sectionId),
        eq(generalDiaries.diaryDate, day),
      ),
    )
    .orderBy(asc(generalDiaries.id));
  const notes = await ctx.db
    .select({ title: subjectDiaries.subject, body: subjectDiaries.note })
    .from(subjectDiaries)
    .where(and(eq(subjectDiaries.studentAdmissionId, child.id), eq(subjectDiaries.diaryDate, day)))
    .orderBy(asc(subjectDiaries.id));
  return [...general, ...notes];
}
