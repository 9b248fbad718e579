import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { franchiseeFence, prepared, QueryValues, readOnce, type RequestContext } from '@portal/kit';
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

/**
 * The Active children inside the user's fence, narrowed to a centre, classes or admissions, by class and name.
 * Every page of the day asks it (the roster, a check-in, a child's day, the homes): built once per shape.
 */
export async function activeChildren(ctx: RequestContext, q: ChildrenQuery): Promise<ChildSummary[]> {
  const v = new QueryValues('students:children');
  const parts: (SQL | undefined)[] = [
    franchiseeFence(ctx, studentAdmissions.franchiseeId, q.franchiseeId, v),
    eq(studentAdmissions.status, 'Active'),
  ];
  if (q.classIds) {
    v.note('classes');
    parts.push(v.anyOf(studentAdmissions.classId, q.classIds));
  }
  if (q.studentAdmissionIds) {
    v.note('admissions');
    parts.push(v.anyOf(studentAdmissions.id, q.studentAdmissionIds));
  }
  return readOnce(ctx, `students:children:${JSON.stringify(q)}`, () =>
    prepared(ctx.db, v, () =>
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
    ),
  );
}

/**
 * The Active children of a centre as ids by class, inside the user's fence: what a count per class needs (the
 * ratios after each arrival), without the names, sections and order `activeChildren` reads for a list.
 */
export async function activeChildIdsByClass(ctx: RequestContext, franchiseeId: number): Promise<Map<number, number[]>> {
  const v = new QueryValues('students:children-by-class');
  const where = and(
    franchiseeFence(ctx, studentAdmissions.franchiseeId, franchiseeId, v),
    eq(studentAdmissions.status, 'Active'),
  );
  const rows = await prepared(ctx.db, v, () =>
    ctx.db
      .select({ id: studentAdmissions.id, classId: studentAdmissions.classId })
      .from(studentAdmissions)
      .where(where),
  );
  const byClass = new Map<number, number[]>();
  for (const r of rows) {
    const ids = byClass.get(r.classId);
    if (ids) ids.push(r.id);
    else byClass.set(r.classId, [r.id]);
  }
  return byClass;
}
