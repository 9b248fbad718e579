import { and, asc, count, eq } from 'drizzle-orm';
import { audit, insertValidated, type RequestContext } from '@portal/kit';
import { sections, studentAdmissions } from './schema.ts';
import { studentAdmissionResource, studentResource } from './resources.ts';
import { studentShape } from '../shared/resources.ts';

export interface AdmitInput {
  franchiseeId: number;
  academicYearId: number;
  classId: number;
  sectionId?: number | null;
  admissionDate: string;
  enquiryId?: number | null;
  student: {
    firstName: string;
    lastName?: string | null;
    dateOfBirth: string;
    gender: string;
    fatherName?: string | null;
    motherName?: string | null;
    parentMobile: string;
    parentEmail?: string | null;
    address?: string | null;
    pincode?: string | null;
    bloodGroup?: string | null;
  };
}

/** The first active section of the class with a free seat this year, if any. */
async function sectionWithRoom(
  ctx: RequestContext,
  franchiseeId: number,
  academicYearId: number,
  classId: number,
): Promise<number | null> {
  const candidates = await ctx.db
    .select({ id: sections.id, capacity: sections.capacity })
    .from(sections)
    .where(and(eq(sections.franchiseeId, franchiseeId), eq(sections.classId, classId), eq(sections.isActive, true)))
    .orderBy(asc(sections.name));
  for (const s of candidates) {
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(studentAdmissions)
      .where(
        and(
          eq(studentAdmissions.sectionId, s.id),
          eq(studentAdmissions.academicYearId, academicYearId),
          eq(studentAdmissions.status, 'Active'),
        ),
      );
    if (Number(n) < s.capacity) return s.id;
  }
  return null;
}

/**
 * Creates the student and their admission for the year and class, inside the caller's
 * transaction. The section is the one asked for, or the first with room.
 */
export async function admitStudent(ctx: RequestContext, input: AdmitInput) {
  const s = input.student;
  const student = await insertValidated(ctx, studentResource, {
    franchiseeId: input.franchiseeId,
    firstName: s.firstName,
    lastName: s.lastName ?? '',
    dateOfBirth: s.dateOfBirth,
    gender: s.gender,
    fatherName: s.fatherName ?? null,
    motherName: s.motherName ?? null,
    parentMobile: s.parentMobile,
    parentEmail: s.parentEmail ?? null,
    address: s.address ?? null,
    pincode: s.pincode ?? null,
    bloodGroup: s.bloodGroup ?? null,
    enquiryId: input.enquiryId ?? null,
    editStatus: 'completed',
  });
  const sectionId =
    input.sectionId ?? (await sectionWithRoom(ctx, input.franchiseeId, input.academicYearId, input.classId));
  const admission = await insertValidated(ctx, studentAdmissionResource, {
    franchiseeId: input.franchiseeId,
    studentId: student.id,
    academicYearId: input.academicYearId,
    classId: input.classId,
    sectionId,
    admissionDate: input.admissionDate,
  });
  await audit(ctx, {
    resource: studentShape,
    recordId: student.id,
    action: 'admit',
    franchiseeId: input.franchiseeId,
    changes: { admissionId: admission.id, enquiryId: input.enquiryId ?? null },
  });
  return { student, admission };
}
