import { and, eq } from 'drizzle-orm';
import {
  audit,
  conflict,
  fieldError,
  inTransaction,
  insertValidated,
  loadRecord,
  notFound,
  type RequestContext,
} from '@portal/kit';
import { academicYears, classes } from '@portal/mod-org/server';
import { MOTHER_TODDLER_CATEGORIES } from '../shared/index.ts';
import { studentAdmissionResource, studentResource } from './resources.ts';
import { sections, studentAdmissions } from './schema.ts';
import { studentList, type StudentListQuery } from './student-list.service.ts';

/** Children onboarded in the mother-toddler programme (its class categories). */
export function onboardedStudents(ctx: RequestContext, query: Omit<StudentListQuery, 'classCategories'>) {
  return studentList(ctx, { ...query, classCategories: MOTHER_TODDLER_CATEGORIES });
}

/** A student's programme classes, year by year. */
export async function studentProgrammeClasses(ctx: RequestContext, studentId: number) {
  await loadRecord(ctx, studentResource, studentId);
  return studentList(ctx, { page: 1, pageSize: 50, studentId });
}

export interface AssignClassInput {
  studentId: number;
  academicYearId: number;
  classId: number;
  sectionId?: number | null;
}

async function checkProgrammeClass(
  ctx: RequestContext,
  classId: number,
  sectionId: number | null | undefined,
  franchiseeId: number,
) {
  const [cls] = await ctx.db.select().from(classes).where(eq(classes.id, classId));
  if (!cls || !cls.isActive) throw fieldError('classId', 'Class not found');
  if (!(MOTHER_TODDLER_CATEGORIES as readonly string[]).includes(cls.classCategory))
    throw fieldError('classId', `${cls.name} is not a mother-toddler programme class`);
  if (sectionId) {
    const [section] = await ctx.db
      .select()
      .from(sections)
      .where(and(eq(sections.id, sectionId), eq(sections.franchiseeId, franchiseeId)));
    if (!section || section.classId !== classId)
      throw fieldError('sectionId', 'The section is not a section of this class');
  }
}

/**
 * Assigns (or changes) a student's programme class for a year: the year's admission is
 * created when there is none, or moved to the new class.
 */
export async function assignProgrammeClass(ctx: RequestContext, input: AssignClassInput) {
  return inTransaction(ctx, async (ctx) => {
    const student = await loadRecord(ctx, studentResource, input.studentId);
    const franchiseeId = student.franchiseeId;
    await checkProgrammeClass(ctx, input.classId, input.sectionId, franchiseeId);
    const [year] = await ctx.db.select().from(academicYears).where(eq(academicYears.id, input.academicYearId));
    if (!year) throw fieldError('academicYearId', 'Academic year not found');
    const [existing] = await ctx.db
      .select()
      .from(studentAdmissions)
      .where(
        and(
          eq(studentAdmissions.studentId, input.studentId),
          eq(studentAdmissions.academicYearId, input.academicYearId),
        ),
      )
      .for('update');
    if (!existing) {
      const row = await insertValidated(ctx, studentAdmissionResource, {
        franchiseeId,
        studentId: input.studentId,
        academicYearId: input.academicYearId,
        classId: input.classId,
        sectionId: input.sectionId ?? null,
        admissionDate: year.startDate,
      });
      return { admissionId: row.id, created: true };
    }
    if (existing.status !== 'Active') throw conflict(`Cannot change the class: the admission is ${existing.status}`);
    const [cls] = await ctx.db.select().from(classes).where(eq(classes.id, existing.classId));
    if (!cls || !(MOTHER_TODDLER_CATEGORIES as readonly string[]).includes(cls.classCategory))
      throw notFound('Mother-toddler admission');
    await ctx.db
      .update(studentAdmissions)
      .set({ classId: input.classId, sectionId: input.sectionId ?? null, updatedAt: new Date() })
      .where(eq(studentAdmissions.id, existing.id));
    await audit(ctx, {
      resource: studentAdmissionResource,
      recordId: existing.id,
      action: 'assign-class',
      franchiseeId,
      changes: { classId: [existing.classId, input.classId], sectionId: [existing.sectionId, input.sectionId ?? null] },
    });
    return { admissionId: existing.id, created: false };
  });
}
