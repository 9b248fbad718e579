import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { addDays } from '@portal/core';
import { badRequest, recordCondition, type RequestContext } from '@portal/kit';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { IMMUNISATION_WINDOW_DAYS } from '../../shared/health.ts';
import { healthRemarks } from '../schema.ts';
import { healthToday } from './clock.ts';
import { healthRemarkResource } from './resources.ts';

const MAX_IDS = 500;
export const childName = sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`;

/** The allergies of the children of a class list, inside the fence (a parent: only their own child). */
export async function allergiesOf(ctx: RequestContext, idList: string) {
  const ids = [...new Set(idList.split(',').map(Number))];
  if (ids.length > MAX_IDS) throw badRequest(`Ask for at most ${MAX_IDS} children at a time`);
  const rows = await ctx.db
    .select({ studentAdmissionId: healthRemarks.studentAdmissionId, title: healthRemarks.title })
    .from(healthRemarks)
    .where(
      and(
        inArray(healthRemarks.studentAdmissionId, ids),
        eq(healthRemarks.kind, 'ALLERGY'),
        eq(healthRemarks.isActive, true),
        recordCondition(ctx, healthRemarkResource),
      ),
    )
    .orderBy(asc(healthRemarks.id));
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.studentAdmissionId, [...(out.get(r.studentAdmissionId) ?? []), r.title]);
  return { rows: [...out].map(([studentAdmissionId, allergies]) => ({ studentAdmissionId, allergies })) };
}

/** Immunisations not yet given and due from today to the window's end, at the given centres' condition. */
export function dueCondition(today: string, days = IMMUNISATION_WINDOW_DAYS) {
  return and(
    eq(healthRemarks.kind, 'IMMUNISATION'),
    eq(healthRemarks.isActive, true),
    isNull(healthRemarks.givenOn),
    gte(healthRemarks.dueDate, today),
    lte(healthRemarks.dueDate, addDays(today, days)),
  );
}

/** Immunisations due in the next 30 days at the centres the user sees, soonest first. */
export async function immunisationsDue(ctx: RequestContext) {
  const rows = await ctx.db
    .select({
      id: healthRemarks.id,
      studentAdmissionId: healthRemarks.studentAdmissionId,
      child: childName,
      title: healthRemarks.title,
      dueDate: sql<string>`${healthRemarks.dueDate}::text`,
    })
    .from(healthRemarks)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, healthRemarks.studentAdmissionId))
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(and(dueCondition(healthToday()), recordCondition(ctx, healthRemarkResource)))
    .orderBy(asc(healthRemarks.dueDate), asc(healthRemarks.id))
    .limit(500);
  return { rows };
}
