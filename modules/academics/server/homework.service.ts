import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { loadRecord, notFound, recordCondition, requireUser, type RequestContext } from '@portal/kit';
import {
  studentAdmissionResource,
  studentAdmissions,
  students,
  yearsOfChild,
  type YearOfChild,
} from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { classSpans, inClassSpans } from './child-years.ts';
import { homeworkResource } from './resources.ts';
import { homework, homeworkSubmissions } from './schema.ts';

/** The admission a parent account is linked to (loaded through the fence). */
export async function linkedAdmission(ctx: RequestContext) {
  requireUser(ctx);
  const [me] = await ctx.db
    .select({ id: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(eq(adminUsers.id, ctx.user.id));
  if (!me?.id) throw notFound('Linked student');
  return loadRecord(ctx, studentAdmissionResource, me.id);
}

const childName = sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`;

const submissionColumns = {
  id: homeworkSubmissions.id,
  status: homeworkSubmissions.status,
  remark: homeworkSubmissions.remark,
  fileId: homeworkSubmissions.fileId,
  note: homeworkSubmissions.note,
};

type Admission = Awaited<ReturnType<typeof linkedAdmission>>;

/**
 * The homework of a child's class in each of its years at the centre: the whole class's and, for a child in a
 * section, that section's, set within that year. Classes outlive a year: the same class's homework of another year
 * was set for other children (a family new to Nursery saw every earlier year's as still to do), and a promoted child's
 * last year's is its old class's.
 */
const forChildsYears = (years: readonly YearOfChild[]) =>
  years.length === 0
    ? sql`false`
    : and(
        // A child's years are at one centre (`yearsOfChild`).
        eq(homework.franchiseeId, years[0].franchiseeId),
        inClassSpans(
          { classId: homework.classId, sectionId: homework.sectionId, on: homework.setDate },
          classSpans(years),
        ),
      );

/** The parent's child's homework (their class, their section or the whole class), newest due first. */
export async function myHomework(ctx: RequestContext) {
  const admission = await linkedAdmission(ctx);
  const { name, rows } = await homeworkOfChild(ctx, admission);
  return { studentAdmissionId: admission.id, child: name, rows };
}

/**
 * A child's homework of one subject, each with the child's submission: the teacher's review of one child's work
 * in a subject. The subject matches whatever its case and spacing; the homework the reader may not see (a
 * teacher's other classes) stays out.
 */
export async function childSubjectHomework(ctx: RequestContext, studentAdmissionId: number, subject: string) {
  const admission = await loadRecord(ctx, studentAdmissionResource, studentAdmissionId);
  const wanted = subject.trim().replace(/\s+/g, ' ').toLowerCase();
  const sameSubject = sql`lower(regexp_replace(trim(${homework.subject}), ${'\\s+'}, ' ', 'g')) = ${wanted}`;
  const { name, rows } = await homeworkOfChild(
    ctx,
    admission,
    and(sameSubject, recordCondition(ctx, homeworkResource)),
  );
  return {
    child: { studentAdmissionId: admission.id, name },
    subject: rows[0]?.subject ?? subject.trim(),
    rows,
  };
}

/** The homework of a child's class (narrowed by `where`), newest due first, each with the child's submission. */
async function homeworkOfChild(ctx: RequestContext, admission: Admission, where?: SQL) {
  const [child] = await ctx.db.select({ name: childName }).from(students).where(eq(students.id, admission.studentId));
  const years = await yearsOfChild(ctx, admission.id);
  const rows = await ctx.db
    .select({
      id: homework.id,
      subject: homework.subject,
      title: homework.title,
      description: homework.description,
      setDate: homework.setDate,
      dueDate: homework.dueDate,
      fileId: homework.fileId,
    })
    .from(homework)
    .where(and(forChildsYears(years), where))
    .orderBy(desc(homework.dueDate), desc(homework.id));
  const subs = rows.length
    ? await ctx.db
        .select({ ...submissionColumns, homeworkId: homeworkSubmissions.homeworkId })
        .from(homeworkSubmissions)
        .where(
          and(
            inArray(
              homeworkSubmissions.studentAdmissionId,
              years.map((y) => y.studentAdmissionId),
            ),
            inArray(
              homeworkSubmissions.homeworkId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  return {
    name: child?.name ?? '',
    rows: rows.map((r) => {
      const sub = subs.find((s) => s.homeworkId === r.id);
      return { ...r, submission: sub ? { ...sub, homeworkId: undefined } : null };
    }),
  };
}

/** A homework's class (and section), each child with their submission: the teacher's review desk. */
export async function homeworkReview(ctx: RequestContext, homeworkId: number) {
  const hw = await loadRecord(ctx, homeworkResource, homeworkId);
  const [year] = await ctx.db
    .select({ academicYearId: studentAdmissions.academicYearId })
    .from(studentAdmissions)
    .where(and(eq(studentAdmissions.franchiseeId, hw.franchiseeId), eq(studentAdmissions.classId, hw.classId)))
    .orderBy(desc(studentAdmissions.academicYearId))
    .limit(1);
  const children = year
    ? await ctx.db
        .select({ studentAdmissionId: studentAdmissions.id, name: childName })
        .from(studentAdmissions)
        .innerJoin(students, eq(students.id, studentAdmissions.studentId))
        .where(
          and(
            eq(studentAdmissions.franchiseeId, hw.franchiseeId),
            eq(studentAdmissions.classId, hw.classId),
            eq(studentAdmissions.academicYearId, year.academicYearId),
            hw.sectionId ? eq(studentAdmissions.sectionId, hw.sectionId) : undefined,
          ),
        )
        .orderBy(asc(students.firstName))
    : [];
  const subs = await ctx.db
    .select({ ...submissionColumns, studentAdmissionId: homeworkSubmissions.studentAdmissionId })
    .from(homeworkSubmissions)
    .where(eq(homeworkSubmissions.homeworkId, hw.id));
  return {
    homework: { id: hw.id, title: hw.title, subject: hw.subject, dueDate: hw.dueDate },
    rows: children.map((c) => {
      const sub = subs.find((s) => s.studentAdmissionId === c.studentAdmissionId);
      return { ...c, submission: sub ? { ...sub, studentAdmissionId: undefined } : null };
    }),
  };
}
