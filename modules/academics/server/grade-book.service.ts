import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  badRequest,
  defaultFranchisee,
  fieldError,
  franchiseeFence,
  inTransaction,
  loadRecord,
  notFound,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { inTheYearsClass, studentAdmissionResource, studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { ACADEMIC_MODULES as M, MESSAGES } from '../shared/constants.ts';
import { assertTeaches } from './diary/teacher-rule.ts';
import type { GradeCellInput, RemarkInput } from '../shared/inputs.ts';
import {
  gradeEntries,
  gradeLevels,
  gradeScales,
  skillAssignments,
  skillParameters,
  skills,
  subSkills,
  teacherRemarks,
  terms,
} from './schema.ts';

export async function loadTerm(ctx: RequestContext, termId: number) {
  const [term] = await ctx.db.select().from(terms).where(eq(terms.id, termId));
  if (!term) throw notFound('Term');
  return term;
}

/** The centre a grid is about: the one asked for, else the user's chosen centre (inside the fence). */
export function centreOf(ctx: RequestContext, requested?: number): number {
  const id = requested ?? defaultFranchisee(ctx);
  if (id === null || id === undefined) throw badRequest('Choose a centre first');
  franchiseeFence(ctx, gradeEntries.franchiseeId, id);
  return id;
}

/** The graded parameters of a class for a term (its assigned skills), in report order, with their scales. */
export async function parametersOf(ctx: RequestContext, classId: number, termId: number) {
  return ctx.db
    .select({
      id: skillParameters.id,
      name: skillParameters.name,
      scaleId: skillParameters.scaleId,
      skillId: skills.id,
      skill: skills.name,
      subSkill: subSkills.name,
    })
    .from(skillAssignments)
    .innerJoin(skills, eq(skills.id, skillAssignments.skillId))
    .innerJoin(skillParameters, eq(skillParameters.skillId, skills.id))
    .innerJoin(subSkills, eq(subSkills.id, skillParameters.subSkillId))
    .where(
      and(
        eq(skillAssignments.classId, classId),
        eq(skillAssignments.termId, termId),
        eq(skills.isActive, true),
        eq(skillParameters.isActive, true),
      ),
    )
    .orderBy(asc(skills.sort), asc(skills.id), asc(subSkills.sort), asc(subSkills.id), asc(skillParameters.sort));
}

/** Every scale's grades, by scale id. */
export async function scalesOf(ctx: RequestContext, scaleIds: number[]) {
  if (scaleIds.length === 0) return [];
  const scales = await ctx.db.select().from(gradeScales).where(inArray(gradeScales.id, scaleIds));
  const levels = await ctx.db
    .select()
    .from(gradeLevels)
    .where(inArray(gradeLevels.scaleId, scaleIds))
    .orderBy(asc(gradeLevels.sort), asc(gradeLevels.id));
  return scales.map((s) => ({
    id: s.id,
    name: s.name,
    levels: levels
      .filter((l) => l.scaleId === s.id)
      .map((l) => ({ grade: l.grade, label: l.label, descriptor: l.descriptor })),
  }));
}

/** The children of a class (and section) in the term's academic year at one centre. */
async function classChildren(
  ctx: RequestContext,
  franchiseeId: number,
  classId: number,
  academicYearId: number,
  sectionId?: number,
) {
  return ctx.db
    .select({
      studentAdmissionId: studentAdmissions.id,
      name: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
      sectionId: studentAdmissions.sectionId,
    })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(
      and(
        franchiseeFence(ctx, studentAdmissions.franchiseeId, franchiseeId),
        eq(studentAdmissions.classId, classId),
        eq(studentAdmissions.academicYearId, academicYearId),
        sectionId ? eq(studentAdmissions.sectionId, sectionId) : undefined,
        inTheYearsClass(),
      ),
    )
    .orderBy(asc(students.firstName), asc(students.lastName));
}

/** The grade-entry grid: children down, the term's parameters across, each cell with its version. */
export async function gradeGrid(
  ctx: RequestContext,
  q: { classId: number; termId: number; sectionId?: number; franchiseeId?: number },
) {
  const franchiseeId = centreOf(ctx, q.franchiseeId);
  await assertTeaches(ctx, q.classId, M.GRADE_ENTRY, 'GET');
  const term = await loadTerm(ctx, q.termId);
  const parameters = await parametersOf(ctx, q.classId, q.termId);
  const children = await classChildren(ctx, franchiseeId, q.classId, term.academicYearId, q.sectionId);
  const ids = children.map((c) => c.studentAdmissionId);
  const cells = ids.length
    ? await ctx.db
        .select({
          studentAdmissionId: gradeEntries.studentAdmissionId,
          parameterId: gradeEntries.parameterId,
          grade: gradeEntries.grade,
          version: gradeEntries.version,
        })
        .from(gradeEntries)
        .where(
          and(
            franchiseeFence(ctx, gradeEntries.franchiseeId, franchiseeId),
            eq(gradeEntries.termId, q.termId),
            inArray(gradeEntries.studentAdmissionId, ids),
          ),
        )
    : [];
  const scales = await scalesOf(ctx, [...new Set(parameters.map((p) => p.scaleId))]);
  return { term: { id: term.id, name: term.name }, children, parameters, scales, cells };
}

/**
 * Saves one cell. The teacher sends the version their grid last saw: when another teacher saved the
 * cell since, nothing is written and the answer carries the other save (shown, not lost).
 */
export async function saveGradeCell(ctx: RequestContext, input: GradeCellInput) {
  requireUser(ctx);
  const admission = await loadRecord(ctx, studentAdmissionResource, input.studentAdmissionId);
  await assertTeaches(ctx, admission.classId, M.GRADE_ENTRY, 'PUT');
  const term = await loadTerm(ctx, input.termId);
  if (admission.academicYearId !== term.academicYearId)
    throw fieldError('termId', 'The term is not of the child’s academic year');
  const parameters = await parametersOf(ctx, admission.classId, input.termId);
  const parameter = parameters.find((p) => p.id === input.parameterId);
  if (!parameter) throw fieldError('parameterId', MESSAGES.parameterNotAssigned);
  const grade = input.grade ? input.grade.toUpperCase() : null;
  if (grade) {
    const [scale] = await scalesOf(ctx, [parameter.scaleId]);
    if (!scale.levels.some((l) => l.grade === grade)) throw fieldError('grade', MESSAGES.notOnScale(grade, scale.name));
  }
  const me = ctx.user.id;
  return inTransaction(ctx, async (tx) => {
    const key = and(
      eq(gradeEntries.studentAdmissionId, input.studentAdmissionId),
      eq(gradeEntries.termId, input.termId),
      eq(gradeEntries.parameterId, input.parameterId),
    );
    const [current] = await tx.db.select().from(gradeEntries).where(key).for('update');
    const currentVersion = current?.version ?? 0;
    if (currentVersion !== input.version) {
      const [by] = current?.updatedBy
        ? await tx.db
            .select({ name: sql<string>`trim(${adminUsers.firstName} || ' ' || ${adminUsers.lastName})` })
            .from(adminUsers)
            .where(eq(adminUsers.id, current.updatedBy))
        : [];
      return {
        saved: false,
        grade: current?.grade ?? null,
        version: currentVersion,
        updatedBy: by?.name ?? null,
      };
    }
    if (current) {
      await tx.db
        .update(gradeEntries)
        .set({ grade, version: currentVersion + 1, updatedBy: me, updatedAt: new Date() })
        .where(eq(gradeEntries.id, current.id));
    } else {
      await tx.db.insert(gradeEntries).values({
        franchiseeId: admission.franchiseeId,
        studentAdmissionId: input.studentAdmissionId,
        termId: input.termId,
        parameterId: input.parameterId,
        grade,
        version: 1,
        updatedBy: me,
      });
    }
    return { saved: true, grade, version: currentVersion + 1, updatedBy: null };
  });
}

/** The class-teacher remarks of a class for a term, one per child (empty when none yet). */
export async function classRemarks(
  ctx: RequestContext,
  q: { classId: number; termId: number; sectionId?: number; franchiseeId?: number },
) {
  const franchiseeId = centreOf(ctx, q.franchiseeId);
  await assertTeaches(ctx, q.classId, M.TEACHER_REMARK, 'GET');
  const term = await loadTerm(ctx, q.termId);
  const children = await classChildren(ctx, franchiseeId, q.classId, term.academicYearId, q.sectionId);
  const ids = children.map((c) => c.studentAdmissionId);
  const rows = ids.length
    ? await ctx.db
        .select()
        .from(teacherRemarks)
        .where(and(eq(teacherRemarks.termId, q.termId), inArray(teacherRemarks.studentAdmissionId, ids)))
    : [];
  return {
    rows: children.map((c) => ({
      ...c,
      remark: rows.find((r) => r.studentAdmissionId === c.studentAdmissionId)?.remark ?? '',
    })),
  };
}

export async function saveRemark(ctx: RequestContext, input: RemarkInput) {
  requireUser(ctx);
  const admission = await loadRecord(ctx, studentAdmissionResource, input.studentAdmissionId);
  await assertTeaches(ctx, admission.classId, M.TEACHER_REMARK, 'PUT');
  await loadTerm(ctx, input.termId);
  const values = {
    franchiseeId: admission.franchiseeId,
    studentAdmissionId: input.studentAdmissionId,
    termId: input.termId,
    remark: input.remark,
    updatedBy: ctx.user.id,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(teacherRemarks)
    .values(values)
    .onConflictDoUpdate({
      target: [teacherRemarks.studentAdmissionId, teacherRemarks.termId],
      set: { remark: values.remark, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    });
  return { studentAdmissionId: input.studentAdmissionId, termId: input.termId, remark: input.remark };
}

export async function classNameOf(ctx: RequestContext, classId: number) {
  const [cls] = await ctx.db.select().from(classes).where(eq(classes.id, classId));
  return cls;
}
