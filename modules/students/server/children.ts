import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { franchiseeFence, readOnce, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { sections, studentAdmissions, students } from './schema.ts';

/** A child as other modules show it in a day's lists: the admission, its class and the child's name. */
export interface ChildSummary {
  studentAdmissionId: number;
  franchiseeId: number;
  classId: number;
  className: string;
  sectionName: string | null;
  name: string;
}

export interface ChildrenQuery {
  franchiseeId?: number;
  classIds?: readonly number[];
  studentAdmissionIds?: readonly number[];
}

/** The Active children inside the user's fence, narrowed to a centre, classes or admissions, by class and name. */
export async function activeChildren(ctx: RequestContext, q: ChildrenQuery): Promise<ChildSummary[]> {
  const parts: (SQL | undefined)[] = [
    franchiseeFence(ctx, studentAdmissions.franchiseeId, q.franchiseeId),
    eq(studentAdmissions.status, 'Active'),
  ];
  if (q.classIds) parts.push(q.classIds.length ? inArray(studentAdmissions.classId, [...q.classIds]) : sql`false`);
  if (q.studentAdmissionIds)
    parts.push(q.studentAdmissionIds.length ? inArray(studentAdmissions.id, [...q.studentAdmissionIds]) : sql`false`);
  return readOnce(ctx, `students:children:${JSON.stringify(q)}`, () =>
    ctx.db
      .select({
        studentAdmissionId: studentAdmissions.id,
        franchiseeId: studentAdmissions.franchiseeId,
        classId: studentAdmissions.classId,
        className: classes.name,
        sectionName: sections.name,
        name: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
      .leftJoin(sections, eq(sections.id, studentAdmissions.sectionId))
      .where(and(...parts))
      .orderBy(asc(classes.sort), asc(students.firstName), asc(studentAdmissions.id)),
  );
}
