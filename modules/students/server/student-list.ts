import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { canSeeFranchisee, notFound, scopeCondition, type RequestContext } from '@portal/kit';
import { academicYears, classes } from '@portal/mod-org/server';
import { studentAdmissionResource } from './resources.ts';
import { sections, studentAdmissions, students } from './schema.ts';

export interface StudentListQuery {
  page: number;
  pageSize: number;
  franchiseeID?: number;
  academicYearID?: number;
  classId?: number;
  sectionId?: number;
  status?: string;
  q?: string;
  /** Only these class categories (the mother-toddler programme). */
  classCategories?: readonly string[];
  admissionId?: number;
  studentId?: number;
}

export const studentRowColumns = {
  admissionId: studentAdmissions.id,
  studentId: students.id,
  franchiseeId: studentAdmissions.franchiseeId,
  admissionNumber: students.admissionNumber,
  firstName: students.firstName,
  lastName: students.lastName,
  dateOfBirth: students.dateOfBirth,
  gender: students.gender,
  parentMobile: students.parentMobile,
  fatherName: students.fatherName,
  motherName: students.motherName,
  editStatus: students.editStatus,
  academicYearId: studentAdmissions.academicYearId,
  academicYear: academicYears.academicYear,
  classId: studentAdmissions.classId,
  className: classes.name,
  classCategory: classes.classCategory,
  classSort: classes.sort,
  sectionId: studentAdmissions.sectionId,
  sectionName: sections.name,
  admissionDate: studentAdmissions.admissionDate,
  status: studentAdmissions.status,
};

/** Students by class, section and centre for a year: admissions joined with their student, fenced. */
export async function studentList(ctx: RequestContext, query: StudentListQuery) {
  const parts: (SQL | undefined)[] = [scopeCondition(ctx, studentAdmissionResource)];
  if (query.franchiseeID !== undefined) {
    if (!canSeeFranchisee(ctx, query.franchiseeID)) throw notFound('Franchisee');
    parts.push(eq(studentAdmissions.franchiseeId, query.franchiseeID));
  }
  if (query.academicYearID !== undefined) parts.push(eq(studentAdmissions.academicYearId, query.academicYearID));
  if (query.classId !== undefined) parts.push(eq(studentAdmissions.classId, query.classId));
  if (query.sectionId !== undefined) parts.push(eq(studentAdmissions.sectionId, query.sectionId));
  if (query.admissionId !== undefined) parts.push(eq(studentAdmissions.id, query.admissionId));
  if (query.studentId !== undefined) parts.push(eq(studentAdmissions.studentId, query.studentId));
  if (query.status) parts.push(eq(studentAdmissions.status, query.status));
  if (query.classCategories) parts.push(inArray(classes.classCategory, [...query.classCategories]));
  const q = query.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(students.firstName, like),
        ilike(students.lastName, like),
        ilike(students.admissionNumber, like),
        ilike(students.parentMobile, like),
      ),
    );
  }
  const where = and(...parts);
  const base = () =>
    ctx.db
      .select(studentRowColumns)
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
      .innerJoin(academicYears, eq(academicYears.id, studentAdmissions.academicYearId))
      .leftJoin(sections, eq(sections.id, studentAdmissions.sectionId));
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(asc(classes.sort), asc(sections.name), asc(students.firstName), asc(studentAdmissions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, count: Number(total), page: query.page, pageSize: query.pageSize };
}
