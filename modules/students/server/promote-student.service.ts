import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  AppError,
  audit,
  badRequest,
  conflict,
  fieldError,
  franchiseeFence,
  insertValidated,
  inTransaction,
  loadRecord,
  notFound,
  type RequestContext,
  translateDbError,
} from '@portal/kit';
import { todayInIndia } from '@portal/core';
import { academicYears, classes } from '@portal/mod-org/server';
import { nextClassOf, type ClassInfo } from '../shared/index.ts';
import { followPromotions } from './promotion-carry.service.ts';
import { studentAdmissionResource } from './resources.ts';
import { studentAdmissions, students } from './schema.ts';

export interface PromoteInput {
  toAcademicYearId: number;
  /** Another class than the rule's next one (a repeat year, a jump). */
  toClassId?: number;
  toSectionId?: number;
}

export type PromotionResult =
  | { admissionId: number; outcome: 'Promoted'; newAdmissionId: number; className: string }
  | { admissionId: number; outcome: 'Graduated' };

async function yearOf(ctx: RequestContext, id: number) {
  const [year] = await ctx.db.select().from(academicYears).where(eq(academicYears.id, id));
  if (!year) throw fieldError('toAcademicYearId', 'Academic year not found');
  return year;
}

/**
 * Moves one Active admission to the next year: into the next class by the ladder (or the
 * class asked for), or, after the last class (UKG, Bridge Course), leaves it 'Graduated'.
 * Runs inside the caller's transaction.
 */
export async function promoteInTx(
  ctx: RequestContext,
  admissionId: number,
  input: PromoteInput,
  allClasses: ClassInfo[],
): Promise<PromotionResult> {
  const adm = await loadRecord(ctx, studentAdmissionResource, admissionId, { forUpdate: true });
  if (adm.status !== 'Active') throw conflict(`Cannot promote: the admission is ${String(adm.status)}`);
  const from = await yearOf(ctx, adm.academicYearId);
  const to = await yearOf(ctx, input.toAcademicYearId);
  if (to.academicYear <= from.academicYear)
    throw fieldError('toAcademicYearId', `Promote into a year after ${from.academicYear}`);
  const current = allClasses.find((c) => c.id === adm.classId)!;
  let target: ClassInfo | null;
  if (input.toClassId !== undefined) {
    target = allClasses.find((c) => c.id === input.toClassId && c.isActive !== false) ?? null;
    if (!target) throw fieldError('toClassId', 'Class not found');
  } else {
    target = nextClassOf(allClasses, current);
  }
  const franchiseeId = adm.franchiseeId;
  if (!target) {
    await ctx.db
      .update(studentAdmissions)
      .set({ status: 'Graduated', updatedAt: new Date() })
      .where(eq(studentAdmissions.id, admissionId));
    await ctx.db
      .update(students)
      .set({ status: 'Graduated', updatedAt: new Date() })
      .where(eq(students.id, adm.studentId));
    await audit(ctx, {
      resource: studentAdmissionResource,
      recordId: admissionId,
      action: 'graduate',
      franchiseeId,
      changes: { status: ['Active', 'Graduated'], className: current.name },
    });
    return { admissionId, outcome: 'Graduated' };
  }
  let created;
  try {
    created = await ctx.db.transaction((tx) =>
      insertValidated({ ...ctx, db: tx }, studentAdmissionResource, {
        franchiseeId,
        studentId: adm.studentId,
        academicYearId: to.id,
        classId: target.id,
        sectionId: input.toSectionId ?? null,
        admissionDate: to.startDate,
      }),
    );
  } catch (err) {
    const e = translateDbError(err);
    if (e instanceof AppError && e.statusCode === 409)
      throw conflict(`The student already has an admission in ${to.academicYear}`);
    throw e;
  }
  await ctx.db
    .update(studentAdmissions)
    .set({ promotedFromId: admissionId })
    .where(eq(studentAdmissions.id, created.id));
  await ctx.db
    .update(studentAdmissions)
    .set({ status: 'Promoted', updatedAt: new Date() })
    .where(eq(studentAdmissions.id, admissionId));
  // Promoted once the new year has begun, the child is in the new class from today; otherwise the family accounts
  // and the child's records follow on its first day (begun-promotions.service.ts).
  const { familyAccounts, carried } =
    to.startDate <= todayInIndia()
      ? await followPromotions(ctx, [{ from: admissionId, to: created.id }])
      : { familyAccounts: [], carried: {} };
  await audit(ctx, {
    resource: studentAdmissionResource,
    recordId: admissionId,
    action: 'promote',
    franchiseeId,
    changes: {
      status: ['Active', 'Promoted'],
      toAdmissionId: created.id,
      className: [current.name, target.name],
      ...(familyAccounts.length ? { familyAccounts } : {}),
      ...(Object.keys(carried).length ? { carried } : {}),
    },
  });
  return { admissionId, outcome: 'Promoted', newAdmissionId: created.id, className: target.name };
}

export async function loadClasses(ctx: RequestContext): Promise<ClassInfo[]> {
  return ctx.db
    .select({
      id: classes.id,
      name: classes.name,
      classCategory: classes.classCategory,
      sort: classes.sort,
      isActive: classes.isActive,
    })
    .from(classes);
}

export async function promoteStudent(
  ctx: RequestContext,
  admissionId: number,
  input: PromoteInput,
): Promise<PromotionResult> {
  return inTransaction(ctx, async (ctx) => promoteInTx(ctx, admissionId, input, await loadClasses(ctx)));
}

export interface PromoteAllInput {
  fromAcademicYearId: number;
  toAcademicYearId: number;
  franchiseeId?: number;
  classId?: number;
  sectionId?: number;
  /** Only these admissions; otherwise every Active one matching the filters. */
  admissionIds?: number[];
}

/**
 * Bulk promotion: each admission in its own savepoint, so one refusal (already promoted,
 * a duplicate) is reported and the rest go through.
 */
export async function promoteAll(ctx: RequestContext, input: PromoteAllInput) {
  if (input.fromAcademicYearId === input.toAcademicYearId)
    throw badRequest('Choose a different year to promote into', {
      toAcademicYearId: 'Choose a different year to promote into',
    });
  return inTransaction(ctx, async (ctx) => {
    const parts: (SQL | undefined)[] = [
      franchiseeFence(ctx, studentAdmissions.franchiseeId, input.franchiseeId || undefined),
      eq(studentAdmissions.academicYearId, input.fromAcademicYearId),
      eq(studentAdmissions.status, 'Active'),
    ];
    if (input.classId) parts.push(eq(studentAdmissions.classId, input.classId));
    if (input.sectionId) parts.push(eq(studentAdmissions.sectionId, input.sectionId));
    if (input.admissionIds)
      parts.push(inArray(studentAdmissions.id, input.admissionIds.length ? input.admissionIds : [0]));
    const ids = (
      await ctx.db
        .select({ id: studentAdmissions.id })
        .from(studentAdmissions)
        .where(and(...parts))
        .orderBy(studentAdmissions.id)
    ).map((r) => r.id);
    if (input.admissionIds) {
      const missing = input.admissionIds.filter((id) => !ids.includes(id));
      if (missing.length) throw notFound(`Active admission ${missing.join(', ')} of that year`);
    }
    const allClasses = await loadClasses(ctx);
    const results: PromotionResult[] = [];
    const errors: { admissionId: number; message: string }[] = [];
    for (const id of ids) {
      try {
        results.push(
          await ctx.db.transaction((tx) =>
            promoteInTx({ ...ctx, db: tx }, id, { toAcademicYearId: input.toAcademicYearId }, allClasses),
          ),
        );
      } catch (err) {
        const e = translateDbError(err);
        if (!(e instanceof AppError)) throw e;
        errors.push({ admissionId: id, message: e.message });
      }
    }
    return {
      promoted: results.filter((r) => r.outcome === 'Promoted').length,
      graduated: results.filter((r) => r.outcome === 'Graduated').length,
      failed: errors.length,
      results,
      errors,
    };
  });
}
