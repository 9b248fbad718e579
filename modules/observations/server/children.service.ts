import { and, eq, inArray } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import { actsOnEveryRow, assertOwns, franchiseeFence, notFound, ownValues, type RequestContext } from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import { activeChildren, studentAdmissions, students, type ChildSummary } from '@portal/mod-students/server';
import { ageBandOf } from '../shared/band.ts';
import type { AgeBand } from '../shared/framework.ts';
import { OBSERVATION_MODULES as M } from '../shared/constants.ts';

export type BandedChild = ChildSummary & { band: AgeBand };

/** The children with their age band for the year (read from the date of birth, inside the fence). */
export async function withBands(ctx: RequestContext, children: readonly ChildSummary[]): Promise<BandedChild[]> {
  if (children.length === 0) return [];
  const rows = await ctx.db
    .select({ id: studentAdmissions.id, dateOfBirth: students.dateOfBirth })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(
      and(
        franchiseeFence(ctx, studentAdmissions.franchiseeId),
        inArray(
          studentAdmissions.id,
          children.map((c) => c.studentAdmissionId),
        ),
      ),
    );
  const born = new Map(rows.map((r) => [r.id, String(r.dateOfBirth)]));
  const today = todayInIndia();
  return children.map((c) => ({ ...c, band: ageBandOf(born.get(c.studentAdmissionId) ?? today, today) }));
}

/**
 * The classes the user may observe (the classes a teacher teaches; every class of the centre for its heads) and
 * one of them with its Active children; a class outside them is not found.
 */
export async function observedClass(ctx: RequestContext, method: string, classId?: number) {
  const right = { module: M.OBSERVATIONS, method };
  const classIds = actsOnEveryRow(ctx, teacherOfClassRule, right)
    ? undefined
    : (await ownValues(ctx, teacherOfClassRule)).map(Number);
  const children = await activeChildren(ctx, { classIds });
  const classes = [...new Map(children.map((c) => [c.classId, { id: c.classId, name: c.className }])).values()];
  if (classId !== undefined && !classes.some((c) => c.id === classId)) throw notFound('Class');
  const chosen = classId ?? classes[0]?.id ?? null;
  return {
    classes,
    classId: chosen,
    children: await withBands(
      ctx,
      children.filter((c) => c.classId === chosen),
    ),
  };
}

/**
 * The children an observation names: Active, inside the fence and, for a teacher, of a class they teach. A child
 * the user may not reach is refused as one that does not exist.
 */
export async function observableChildren(ctx: RequestContext, ids: readonly number[]): Promise<BandedChild[]> {
  const unique = [...new Set(ids)];
  const children = await activeChildren(ctx, { studentAdmissionIds: unique });
  if (children.length !== unique.length) throw notFound('Student admission');
  for (const classId of new Set(children.map((c) => c.classId)))
    await assertOwns(ctx, teacherOfClassRule, { module: M.OBSERVATIONS, method: 'POST' }, classId, () =>
      notFound('Student admission'),
    );
  return withBands(ctx, children);
}
