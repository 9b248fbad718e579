import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { academicYearRange, currentAcademicYear, todayInIndia } from '@portal/core';
import {
  assertAttachable,
  conflict,
  fieldError,
  franchiseeFence,
  inTransaction,
  notFound,
  registerFileLink,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import type { z } from 'zod';
import { OBSERVATION_MODULES as M, OBSERVATION_MESSAGES as MSG, PHOTO_TYPES } from '../shared/constants.ts';
import type { acceptHomePhotoInput, sendHomePhotoInput } from '../shared/home-contracts.ts';
import { strengthsAndNextSteps } from '../shared/family.ts';
import { weekOf } from '../shared/framework/home-activities.ts';
import { competencyForBand } from './competency.ts';
import { observableChildren, observedClass } from './children.service.ts';
import { assertReadsChild, observationsOf } from './reads.service.ts';
import { homeActivityPhotos, observations } from './schema.ts';

type PhotoRow = typeof homeActivityPhotos.$inferSelect;
const yearFrom = () => academicYearRange(currentAcademicYear()).from;

const familyPhoto = (r: PhotoRow) => ({
  id: r.id,
  competency: r.competency,
  fileId: r.fileId,
  note: r.note,
  weekOf: r.weekOf,
  state: r.state,
});

/** The photos of home activities the family sent for their child this academic year, the latest first. */
export async function myChildHomePhotos(ctx: RequestContext, studentAdmissionId: number) {
  await assertReadsChild(ctx, studentAdmissionId, M.MY_CHILD);
  const rows = await ctx.db
    .select()
    .from(homeActivityPhotos)
    .where(
      and(
        franchiseeFence(ctx, homeActivityPhotos.franchiseeId),
        eq(homeActivityPhotos.studentAdmissionId, studentAdmissionId),
        gte(homeActivityPhotos.weekOf, weekOf(yearFrom())),
      ),
    )
    .orderBy(asc(homeActivityPhotos.id));
  return { week: weekOf(todayInIndia()), photos: rows.reverse().map(familyPhoto) };
}

/**
 * The family sends a photo of the home activity of one of their child's next steps (a competency the evidence shows
 * the child doing with help): another competency is refused in words on `competency`, a file that is not their
 * image on `fileId`. It waits for the class's teacher, who alone makes it evidence.
 */
export async function sendHomePhoto(
  ctx: RequestContext,
  studentAdmissionId: number,
  input: z.output<typeof sendHomePhotoInput>,
) {
  requireUser(ctx);
  const child = await assertReadsChild(ctx, studentAdmissionId, M.MY_CHILD, 'POST');
  competencyForBand(input.competency, child.band);
  const { nextSteps } = strengthsAndNextSteps(
    child.band,
    (await observationsOf(ctx, [studentAdmissionId])).map((r) => ({ competency: r.competency, level: r.level })),
  );
  if (!nextSteps.some((s) => s.competency === input.competency))
    throw fieldError('competency', MSG.notANextStep(input.competency));
  const file = await assertAttachable(ctx, input.fileId, 'fileId', 'Upload the photo again');
  if (file && !PHOTO_TYPES.includes(file.contentType)) throw fieldError('fileId', MSG.photoType);
  await ctx.db.insert(homeActivityPhotos).values({
    franchiseeId: child.franchiseeId,
    studentAdmissionId,
    classId: child.classId,
    competency: input.competency,
    fileId: input.fileId,
    note: input.note || null,
    weekOf: weekOf(todayInIndia()),
    state: 'sent',
    sentBy: ctx.user.id,
  });
  return myChildHomePhotos(ctx, studentAdmissionId);
}

/** The photos the families of a class the user observes sent and the teacher has not yet decided on, oldest first. */
export async function classHomePhotos(ctx: RequestContext, classId?: number) {
  const chosen = await observedClass(ctx, 'GET', classId);
  const names = new Map(chosen.children.map((c) => [c.studentAdmissionId, c.name]));
  const rows = names.size
    ? await ctx.db
        .select()
        .from(homeActivityPhotos)
        .where(
          and(
            franchiseeFence(ctx, homeActivityPhotos.franchiseeId),
            inArray(homeActivityPhotos.studentAdmissionId, [...names.keys()]),
            eq(homeActivityPhotos.state, 'sent'),
          ),
        )
        .orderBy(asc(homeActivityPhotos.id))
    : [];
  return {
    classes: chosen.classes,
    classId: chosen.classId,
    photos: rows.map((r) => ({
      id: r.id,
      studentAdmissionId: r.studentAdmissionId,
      name: names.get(r.studentAdmissionId) ?? '',
      competency: r.competency,
      fileId: r.fileId,
      note: r.note,
      weekOf: r.weekOf,
      sentOn: todayInIndia(r.createdAt),
    })),
  };
}

/** A family's photo a teacher of the child's class decides on; another class's or centre's is not found. */
async function photoToDecide(ctx: RequestContext, id: number) {
  requireUser(ctx);
  const [row] = await ctx.db
    .select()
    .from(homeActivityPhotos)
    .where(and(eq(homeActivityPhotos.id, id), franchiseeFence(ctx, homeActivityPhotos.franchiseeId)));
  if (!row) throw notFound('Home activity photo');
  const [child] = await observableChildren(ctx, [row.studentAdmissionId]).catch(() => {
    throw notFound('Home activity photo');
  });
  if (row.state !== 'sent') throw conflict(MSG.alreadyDecided(row.state));
  return { row, child };
}

const decided = (r: PhotoRow) => ({ id: r.id, state: r.state, observationId: r.observationId });

/**
 * The class's teacher accepts the photo as evidence: an observation of the child for the activity's competency at
 * the level the photo shows, dated the day the family sent it, with the photo as its artefact (in the portfolio
 * and part B's thumbnails like any other). Once: a photo already decided on is a 409.
 */
export async function acceptHomePhoto(ctx: RequestContext, id: number, input: z.output<typeof acceptHomePhotoInput>) {
  const { row, child } = await photoToDecide(ctx, id);
  const { goal } = competencyForBand(row.competency, child.band);
  const sentOn = todayInIndia(row.createdAt);
  return inTransaction(ctx, async (tx) => {
    requireUser(tx);
    const [observation] = await tx.db
      .insert(observations)
      .values({
        franchiseeId: row.franchiseeId,
        studentAdmissionId: row.studentAdmissionId,
        classId: child.classId,
        competency: row.competency,
        goal,
        level: input.level,
        note: row.note,
        fileId: row.fileId,
        observedOn: sentOn < yearFrom() ? todayInIndia() : sentOn,
        recordedBy: tx.user.id,
        fromHome: true,
      })
      .returning({ id: observations.id });
    return decide(tx, row, 'accepted', observation.id);
  });
}

/** The class's teacher sets the photo aside: it stays in the family's list, never in the evidence. */
export async function declineHomePhoto(ctx: RequestContext, id: number) {
  const { row } = await photoToDecide(ctx, id);
  return decide(ctx, row, 'declined', null);
}

async function decide(
  ctx: RequestContext,
  row: PhotoRow,
  state: 'accepted' | 'declined',
  observationId: number | null,
) {
  requireUser(ctx);
  const [updated] = await ctx.db
    .update(homeActivityPhotos)
    .set({ state, observationId, decidedBy: ctx.user.id, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(homeActivityPhotos.id, row.id), eq(homeActivityPhotos.state, 'sent')))
    .returning();
  // Two teachers deciding at once: the second finds it decided.
  if (!updated) throw conflict(MSG.alreadyDecided('accepted'));
  return decided(updated);
}

/**
 * A family's photo of a home activity is read by the child's parents and by the class's teachers and the centre's
 * heads (whether or not it became evidence): it shows only that child, at home.
 */
registerFileLink({
  name: 'home-activity-photos',
  async holders(ctx, fileId) {
    const rows = await ctx.db
      .select({ id: homeActivityPhotos.id })
      .from(homeActivityPhotos)
      .where(eq(homeActivityPhotos.fileId, fileId));
    return rows.map((r) => r.id);
  },
  async mayRead(ctx, id) {
    const [row] = await ctx.db
      .select()
      .from(homeActivityPhotos)
      .where(and(eq(homeActivityPhotos.id, id), franchiseeFence(ctx, homeActivityPhotos.franchiseeId)));
    if (!row) return false;
    for (const module of [M.OBSERVATIONS, M.MY_CHILD])
      if (
        await assertReadsChild(ctx, row.studentAdmissionId, module).then(
          () => true,
          () => false,
        )
      )
        return true;
    return false;
  },
});
