import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  actsOnEveryRow,
  assertFranchisee,
  badRequest,
  defaultFranchisee,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { sections } from '@portal/mod-students/server';
import { DIARY_MODULES as D } from '../../shared/diary.ts';
import { classTeachers, placedToday } from './schema.ts';
import { teacherOfClassRule } from './teacher-rule.ts';

export const NO_CENTRE = 'Choose a centre first';

/**
 * The classes the caller may write a general diary for at a centre, with each one's sections there: the
 * teacher-of-class rule keeps a teacher to the classes they teach; the centre's heads and head office get
 * every active class. The centre is the one named, else the chosen one (a teacher's own).
 */
export async function diaryClasses(ctx: RequestContext, query: { franchiseeId?: number }) {
  requireUser(ctx);
  const franchiseeId = query.franchiseeId ?? defaultFranchisee(ctx);
  if (franchiseeId === null) throw badRequest(NO_CENTRE);
  assertFranchisee(ctx, franchiseeId);
  // A teacher: the classes they teach at this centre (the rule the save holds), none without a staff record.
  const own: SQL | undefined = actsOnEveryRow(ctx, teacherOfClassRule, { module: D.GENERAL, method: 'POST' })
    ? undefined
    : inArray(
        classes.id,
        ctx.db
          .select({ id: classTeachers.classId })
          .from(classTeachers)
          .where(and(eq(classTeachers.userId, ctx.user.id), eq(classTeachers.franchiseeId, franchiseeId), placedToday)),
      );
  const found = await ctx.db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.isActive, true), own))
    .orderBy(asc(classes.sort), asc(classes.id));
  const ids = found.map((c) => c.id);
  const parts = ids.length
    ? await ctx.db
        .select({ id: sections.id, name: sections.name, classId: sections.classId })
        .from(sections)
        .where(
          and(eq(sections.franchiseeId, franchiseeId), inArray(sections.classId, ids), eq(sections.isActive, true)),
        )
        .orderBy(asc(sections.name))
    : [];
  return {
    franchiseeId,
    classes: found.map((c) => ({
      ...c,
      sections: parts.filter((s) => s.classId === c.id).map(({ id, name }) => ({ id, name })),
    })),
  };
}
