import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { academicYearRange, currentAcademicYear } from '@portal/core';
import {
  assertReachesAny,
  franchiseeFence,
  loadRecord,
  notFound,
  ownValues,
  registerFileLink,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import { childrenWithout } from '@portal/mod-consent/server';
import { activeChildren, admissionsOfChild, studentAdmissionResource } from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';
import { OBSERVATION_MODULES as M } from '../shared/constants.ts';
import { coverageMap } from '../shared/coverage.ts';
import { strengthsAndNextSteps, type FamilyLine } from '../shared/family.ts';
import { CURRICULAR_GOALS, suggestLevel } from '../shared/framework.ts';
import { observedClass, withBands } from './children.service.ts';
import { indicatorsByIds } from './indicators.service.ts';
import { observations } from './schema.ts';

type Row = typeof observations.$inferSelect;
const yearFrom = () => academicYearRange(currentAcademicYear()).from;

/**
 * The children's observations from a day (this academic year's first by default) to another (any), oldest first,
 * inside the fence.
 */
export async function observationsOf(
  ctx: RequestContext,
  studentAdmissionIds: readonly number[],
  from: string = yearFrom(),
  to?: string,
): Promise<Row[]> {
  if (studentAdmissionIds.length === 0) return [];
  return ctx.db
    .select()
    .from(observations)
    .where(
      and(
        franchiseeFence(ctx, observations.franchiseeId),
        inArray(observations.studentAdmissionId, [...studentAdmissionIds]),
        gte(observations.observedOn, from),
        to ? lte(observations.observedOn, to) : undefined,
      ),
    )
    .orderBy(asc(observations.observedOn), asc(observations.id));
}

/** The class's coverage map this year: each child × curricular goal. "Not yet observed" is never evidence. */
export async function classCoverage(ctx: RequestContext, classId?: number) {
  const chosen = await observedClass(ctx, 'GET', classId);
  const ids = chosen.children.map((c) => c.studentAdmissionId);
  const rows = await observationsOf(ctx, ids);
  const map = coverageMap(
    ids.map(String),
    rows.map((r) => ({ childId: String(r.studentAdmissionId), competency: r.competency, level: r.level })),
  );
  const counted = new Map<number, number>();
  for (const r of rows) counted.set(r.studentAdmissionId, (counted.get(r.studentAdmissionId) ?? 0) + 1);
  return {
    classes: chosen.classes,
    classId: chosen.classId,
    goals: CURRICULAR_GOALS.map((g) => g.code),
    children: chosen.children.map((c) => ({
      studentAdmissionId: c.studentAdmissionId,
      name: c.name,
      band: c.band,
      goals: map.get(String(c.studentAdmissionId)) ?? {},
      observations: counted.get(c.studentAdmissionId) ?? 0,
    })),
  };
}

/**
 * Who reads a child's learning: the teachers of the child's class and the centre's heads (`observations`), or the
 * child's own parents (`myChildPortfolio`); anyone else, and another centre, is told the child is not found. The
 * family reads an earlier year of their child (a promoted child's last year, on its old admission) through the
 * admission their account holds now; they write only to that one.
 */
export async function assertReadsChild(
  ctx: RequestContext,
  studentAdmissionId: number,
  module: string,
  method = 'GET',
) {
  requireUser(ctx);
  const family = module === M.MY_CHILD;
  const reachedBy = family && method === 'GET' ? await ownYearOf(ctx, studentAdmissionId) : studentAdmissionId;
  const check = family
    ? { rule: ownChildRule, value: reachedBy }
    : {
        rule: teacherOfClassRule,
        value: (await loadRecord(ctx, studentAdmissionResource, studentAdmissionId)).classId,
      };
  await assertReachesAny(ctx, { module, method }, [check], () => notFound('Student admission'));
  const everyYear = reachedBy !== studentAdmissionId;
  const [child] = await withBands(
    ctx,
    await activeChildren(ctx, { studentAdmissionIds: [studentAdmissionId], everyYear }),
  );
  if (!child) throw notFound('Student admission');
  return child;
}

/** The family's own admission of the child of this one at its centre (this one, if theirs or none is). */
async function ownYearOf(ctx: RequestContext, studentAdmissionId: number): Promise<number> {
  const own = (await ownValues(ctx, ownChildRule)).map(Number);
  if (own.includes(studentAdmissionId)) return studentAdmissionId;
  for (const mine of own) if ((await admissionsOfChild(ctx, mine)).includes(studentAdmissionId)) return mine;
  return studentAdmissionId;
}

/**
 * A child's observations by curricular goal and competency, with the level the evidence suggests: staff only, but
 * for a card already published to the family, which the family's own read asks for with `myChildPortfolio`.
 */
export async function childPortfolio(ctx: RequestContext, studentAdmissionId: number, module: string = M.OBSERVATIONS) {
  const child = await assertReadsChild(ctx, studentAdmissionId, module);
  const rows = await observationsOf(ctx, [studentAdmissionId]);
  const indicators = await indicatorsByIds(
    ctx,
    rows.map((r) => r.indicatorId),
  );
  const goals = CURRICULAR_GOALS.map((goal) => {
    const mine = rows.filter((r) => r.goal === goal.code);
    const codes = [...new Set(mine.map((r) => r.competency))].sort();
    const competencies = codes.map((competency) => {
      const entries = mine.filter((r) => r.competency === competency);
      return {
        competency,
        suggested: suggestLevel(entries.map((e) => e.level)),
        entries: entries.map((e) => ({
          id: e.id,
          competency: e.competency,
          level: e.level,
          note: e.note,
          fileId: e.fileId,
          mediaFileId: e.mediaFileId,
          observedOn: e.observedOn,
          fromHome: e.fromHome,
          indicator: (e.indicatorId !== null && indicators.get(e.indicatorId)) || null,
        })),
      };
    });
    return { goal: goal.code, competencies };
  }).filter((g) => g.competencies.length > 0);
  return { studentAdmissionId, name: child.name, band: child.band, goals };
}

/**
 * Of these photos, those a family may see: every other child the photo is evidence for has, now, their family's
 * consent to shared photos. Asked at every read, so a withdrawal hides the photo at once.
 */
async function photosShown(ctx: RequestContext, own: number, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const others = await ctx.db
    .select({ fileId: observations.fileId, studentAdmissionId: observations.studentAdmissionId })
    .from(observations)
    .where(and(inArray(observations.fileId, [...fileIds]), ne(observations.studentAdmissionId, own)));
  const without = new Set(
    await childrenWithout(
      ctx,
      others.map((o) => o.studentAdmissionId),
      'SHARED_PHOTOS',
    ),
  );
  const hidden = new Set(others.filter((o) => without.has(o.studentAdmissionId)).map((o) => o.fileId));
  return new Set(fileIds.filter((f) => !hidden.has(f)));
}

/** A parent's own child's learning: strengths and next steps, and the photos they may see; never a level. */
export async function myChildPortfolio(ctx: RequestContext, studentAdmissionId: number) {
  const child = await assertReadsChild(ctx, studentAdmissionId, M.MY_CHILD);
  const rows = await observationsOf(ctx, [studentAdmissionId]);
  const { strengths, nextSteps } = strengthsAndNextSteps(
    child.band,
    rows.map((r) => ({ competency: r.competency, level: r.level })),
  );
  const withPhoto = rows.filter((r) => r.fileId && r.level !== 'notYetObserved');
  const shown = await photosShown(ctx, studentAdmissionId, [...new Set(withPhoto.map((r) => r.fileId!))]);
  const line = (l: FamilyLine) => ({ competency: l.competency, goal: l.goal, outcome: l.outcome });
  return {
    studentAdmissionId,
    name: child.name,
    strengths: strengths.map(line),
    nextSteps: nextSteps.map((l) => ({ ...line(l), activity: l.activity })),
    photos: withPhoto
      .filter((r) => shown.has(r.fileId!))
      .map((r) => ({ fileId: r.fileId!, competency: r.competency, observedOn: r.observedOn })),
  };
}

/** The children linked to the parent's account. */
export async function myChildren(ctx: RequestContext) {
  const own = (await ownValues(ctx, ownChildRule)).map(Number);
  const children = own.length ? await activeChildren(ctx, { studentAdmissionIds: own }) : [];
  return children.map((c) => ({ studentAdmissionId: c.studentAdmissionId, name: c.name }));
}

/**
 * An observation's photo is read by whoever reads the child's learning: the class's teachers and the centre's
 * heads, and the child's parents while every other child in it has their family's consent to shared photos.
 */
registerFileLink({
  name: 'observation-photos',
  async holders(ctx, fileId) {
    const rows = await ctx.db.select({ id: observations.id }).from(observations).where(eq(observations.fileId, fileId));
    return rows.map((r) => r.id);
  },
  async mayRead(ctx, id) {
    const [row] = await ctx.db
      .select()
      .from(observations)
      .where(and(eq(observations.id, id), franchiseeFence(ctx, observations.franchiseeId)));
    if (!row?.fileId) return false;
    const staff = await assertReadsChild(ctx, row.studentAdmissionId, M.OBSERVATIONS).then(
      () => true,
      () => false,
    );
    if (staff) return true;
    const parent = await assertReadsChild(ctx, row.studentAdmissionId, M.MY_CHILD).then(
      () => true,
      () => false,
    );
    return parent && (await photosShown(ctx, row.studentAdmissionId, [row.fileId])).has(row.fileId);
  },
});

/**
 * An observation's video or voice note is read by the class's teachers and the centre's heads only: it may show
 * several children, and families see the classroom through its photos.
 */
registerFileLink({
  name: 'observation-media',
  async holders(ctx, fileId) {
    const rows = await ctx.db
      .select({ id: observations.id })
      .from(observations)
      .where(eq(observations.mediaFileId, fileId));
    return rows.map((r) => r.id);
  },
  async mayRead(ctx, id) {
    const [row] = await ctx.db
      .select()
      .from(observations)
      .where(and(eq(observations.id, id), franchiseeFence(ctx, observations.franchiseeId)));
    if (!row?.mediaFileId) return false;
    return assertReadsChild(ctx, row.studentAdmissionId, M.OBSERVATIONS).then(
      () => true,
      () => false,
    );
  },
});
