import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { sections, studentAdmissions, students } from './schema.ts';

/** A centre's active sections with their class, in class order: what seats are declared for. */
export async function centreSections(ctx: RequestContext, franchiseeId: number) {
  return ctx.db
    .select({ sectionId: sections.id, classId: sections.classId, className: classes.name, sectionName: sections.name })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(franchiseeFence(ctx, sections.franchiseeId, franchiseeId), eq(sections.isActive, true)))
    .orderBy(asc(classes.sort), asc(classes.name), asc(sections.name));
}

/** Seats taken per class of a centre's year: its Active admissions (the class roster's count). */
export async function seatsTaken(
  ctx: RequestContext,
  q: { franchiseeId: number; academicYearId: number },
): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ classId: studentAdmissions.classId, taken: count() })
    .from(studentAdmissions)
    .where(
      and(
        franchiseeFence(ctx, studentAdmissions.franchiseeId, q.franchiseeId),
        eq(studentAdmissions.academicYearId, q.academicYearId),
        eq(studentAdmissions.status, 'Active'),
      ),
    )
    .groupBy(studentAdmissions.classId);
  return new Map(rows.map((r) => [r.classId, Number(r.taken)]));
}

/** Which of these enquiries became a child admitted (Active) for the year. */
export async function admittedEnquiries(
  ctx: RequestContext,
  q: { academicYearId: number; enquiryIds: readonly number[] },
): Promise<Set<number>> {
  if (!q.enquiryIds.length) return new Set();
  const rows = await ctx.db
    .select({ enquiryId: sql<number>`${students.enquiryId}` })
    .from(students)
    .innerJoin(studentAdmissions, eq(studentAdmissions.studentId, students.id))
    .where(
      and(
        franchiseeFence(ctx, studentAdmissions.franchiseeId),
        inArray(students.enquiryId, [...q.enquiryIds]),
        eq(studentAdmissions.academicYearId, q.academicYearId),
        eq(studentAdmissions.status, 'Active'),
      ),
    );
  return new Set(rows.map((r) => Number(r.enquiryId)));
}
