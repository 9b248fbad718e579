import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import {
  fenceKey,
  franchiseeFence,
  keptMap,
  keptRead,
  prepared,
  QueryValues,
  readOnce,
  type RequestContext,
} from '@portal/kit';
import { academicYears, classes } from '@portal/mod-org/server';
import { admittedBy, onTheRoll } from './on-roll.ts';
import { sections, studentAdmissions, students } from './schema.ts';

/** A child as other modules show it in a day's lists: the admission, its class and the child's name. */
export interface ChildSummary {
  studentAdmissionId: number;
  franchiseeId: number;
  classId: number;
  className: string;
  sectionName: string | null;
  name: string;
  /** The day the child is on the roll from (YYYY-MM-DD). */
  admissionDate: string;
}

export interface ChildrenQuery {
  franchiseeId?: number;
  classIds?: readonly number[];
  studentAdmissionIds?: readonly number[];
  /** Only the children on the roll that day: admitted by then (one admitted for next April is not, in December). */
  onRollOn?: string;
  /** The admissions asked whether on the roll or not: a promoted child's earlier years, read by their admission. */
  everyYear?: boolean;
}

/**
 * The children on the roll (`onTheRoll`: Active, or promoted out of a year still running) inside the user's fence,
 * narrowed to a centre, classes or admissions, by class and name; with `onRollOn`, on that day's roll, else today's
 * (admitted for a later day included). Every page of the day asks it (the roster, a check-in, a child's day, the
 * homes): built once per shape.
 */
export async function activeChildren(ctx: RequestContext, q: ChildrenQuery): Promise<ChildSummary[]> {
  const byId =
    q.studentAdmissionIds && !q.classIds && !q.onRollOn && !q.everyYear
      ? keptMap<number, ChildSummary[]>(ctx, 'students:children')
      : null;
  const known = byId && alreadyRead(byId, q);

  if (known) return known;
  const children = await readChildren(ctx, q);
  if (byId) for (const child of children) byId.set(child.studentAdmissionId, children);
  return children;
}

/**
 * The children asked for, when one answer this page read already holds them all (the parent's home reads the
 * family, then each part asks for the child shown): that answer narrowed, in its order. Null when it does not.
 */
function alreadyRead(byId: Map<number, ChildSummary[]>, q: ChildrenQuery): ChildSummary[] | null {
  const ids = q.studentAdmissionIds!;
  const answers = new Set(ids.map((id) => byId.get(id)));
  const [answer] = answers;
  if (answers.size !== 1 || !answer) return null;
  const asked = answer.filter((c) => ids.includes(c.studentAdmissionId));
  return asked.every((c) => q.franchiseeId === undefined || c.franchiseeId === q.franchiseeId) ? asked : null;
}

async function readChildren(ctx: RequestContext, q: ChildrenQuery): Promise<ChildSummary[]> {
  const v = new QueryValues('students:children');
  const day = q.onRollOn ?? todayInIndia();
  const parts: (SQL | undefined)[] = [franchiseeFence(ctx, studentAdmissions.franchiseeId, q.franchiseeId, v)];
  if (q.everyYear) v.note('every-year');
  else parts.push(onTheRoll(v.bind(day)));
  if (q.classIds) {
    v.note('classes');
    parts.push(v.anyOf(studentAdmissions.classId, q.classIds));
  }
  if (q.studentAdmissionIds) {
    v.note('admissions');
    parts.push(v.anyOf(studentAdmissions.id, q.studentAdmissionIds));
  }
  if (q.onRollOn) {
    v.note('on-roll');
    parts.push(admittedBy(v.bind(q.onRollOn)));
  }
  // The day is in the key: a promoted child leaves the roll when their year ends, with nothing written that day.
  const key = `students:children:${JSON.stringify(q)}:${day}`;
  // Kept on the node until a child's admission, record, class, section or year changes (per fence: who sees the same).
  return readOnce(ctx, key, () =>
    keptRead(ctx.db, `${key}:${fenceKey(ctx)}`, [studentAdmissions, students, classes, sections, academicYears], () =>
      prepared(ctx.db, v, () =>
        ctx.db
          .select({
            studentAdmissionId: studentAdmissions.id,
            franchiseeId: studentAdmissions.franchiseeId,
            classId: studentAdmissions.classId,
            className: classes.name,
            sectionName: sections.name,
            name: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
            admissionDate: studentAdmissions.admissionDate,
          })
          .from(studentAdmissions)
          .innerJoin(students, eq(students.id, studentAdmissions.studentId))
          .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
          .innerJoin(academicYears, eq(academicYears.id, studentAdmissions.academicYearId))
          .leftJoin(sections, eq(sections.id, studentAdmissions.sectionId))
          .where(and(...parts))
          .orderBy(asc(classes.sort), asc(students.firstName), asc(studentAdmissions.id)),
      ),
    ),
  );
}

/**
 * The children on a centre's roll as ids by class, inside the user's fence: what a count per class needs (the
 * ratios after each arrival, a rota's children per room), without the names, sections and order `activeChildren`
 * reads for a list. With `onRollOn`, on that day's roll, else today's (admitted for a later day included).
 */
export async function activeChildIdsByClass(
  ctx: RequestContext,
  franchiseeId: number,
  onRollOn?: string,
): Promise<Map<number, number[]>> {
  const v = new QueryValues('students:children-by-class');
  const day = onRollOn ?? todayInIndia();
  const parts: (SQL | undefined)[] = [
    franchiseeFence(ctx, studentAdmissions.franchiseeId, franchiseeId, v),
    onTheRoll(v.bind(day)),
  ];
  if (onRollOn !== undefined) {
    v.note('on-roll');
    parts.push(admittedBy(v.bind(onRollOn)));
  }
  const where = and(...parts);
  const key = `students:children-by-class:${franchiseeId}:${onRollOn ?? ''}:${day}`;
  // Kept until an admission or a year changes (the fence above has refused a centre outside the user's).
  const rows = await keptRead(ctx.db, key, [studentAdmissions, academicYears], () =>
    prepared(ctx.db, v, () =>
      ctx.db
        .select({ id: studentAdmissions.id, classId: studentAdmissions.classId })
        .from(studentAdmissions)
        .innerJoin(academicYears, eq(academicYears.id, studentAdmissions.academicYearId))
        .where(where),
    ),
  );
  const byClass = new Map<number, number[]>();
  for (const r of rows) {
    const ids = byClass.get(r.classId);
    if (ids) ids.push(r.id);
    else byClass.set(r.classId, [r.id]);
  }
  return byClass;
}
