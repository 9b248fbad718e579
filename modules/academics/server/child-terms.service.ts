import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { academicYears, classes } from '@portal/mod-org/server';
import { studentAdmissions, yearsOfChild } from '@portal/mod-students/server';
import { publishState } from './report-card.service.ts';
import { terms } from './schema.ts';

/** A term of a child's report cards: its year, and whether its card is open to parents at the child's centre. */
export interface ChildTerm {
  id: number;
  name: string;
  academicYearId: number;
  academicYear: string;
  published: boolean;
}

/**
 * The terms of a child's class category in each of its years at the centre, oldest first: a promotion gives the child
 * a new admission and moves the family's account to it, and last year's cards stay theirs to open (`reportCard`
 * reads a term's card on the child's admission of that year). Empty when the admission is outside the fence.
 */
export async function termsOfChildYears(ctx: RequestContext, studentAdmissionId: number): Promise<ChildTerm[]> {
  const years = await yearsOfChild(ctx, studentAdmissionId);
  if (years.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: terms.id,
      name: terms.name,
      academicYearId: terms.academicYearId,
      academicYear: academicYears.academicYear,
    })
    .from(terms)
    .innerJoin(academicYears, eq(academicYears.id, terms.academicYearId))
    .innerJoin(studentAdmissions, eq(studentAdmissions.academicYearId, terms.academicYearId))
    .innerJoin(classes, and(eq(classes.id, studentAdmissions.classId), eq(classes.classCategory, terms.classCategory)))
    .where(
      and(
        inArray(
          studentAdmissions.id,
          years.map((y) => y.studentAdmissionId),
        ),
        eq(terms.isActive, true),
      ),
    )
    .orderBy(asc(terms.startDate), asc(terms.id));
  const centre = years[0].franchiseeId;
  const out: ChildTerm[] = [];
  for (const t of rows) out.push({ ...t, published: (await publishState(ctx, centre, t.id)).open });
  return out;
}
