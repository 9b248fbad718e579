import { academicYearRange, currentAcademicYear, todayInIndia } from '@portal/core';
import { actionTime, assertAttachable, badRequest, fieldError, requireUser, type RequestContext } from '@portal/kit';
import type { z } from 'zod';
import { MEDIA_MAX_BYTES, MEDIA_TYPES, OBSERVATION_MESSAGES as MSG, PHOTO_TYPES } from '../shared/constants.ts';
import type { recordInput } from '../shared/contracts.ts';
import { competencyForBand } from './competency.ts';
import { observableChildren } from './children.service.ts';
import { indicatorFor } from './indicators.service.ts';
import { observations } from './schema.ts';

/**
 * The day an observation is recorded on: the day the teacher acted (a write queued offline keeps it) unless given,
 * never after today nor before the year began.
 */
function observedDay(given: string | undefined): string {
  const today = todayInIndia(actionTime());
  if (!given) return today;
  if (given > today) throw fieldError('observedOn', MSG.futureDay);
  if (given < academicYearRange(currentAcademicYear()).from) throw fieldError('observedOn', MSG.beforeYear);
  return given;
}

/**
 * Records one observation of each child named, all of them or none (one statement): every child of a class the
 * user teaches, and the competency one of each child's age band, refused in words on `competency` otherwise; an
 * indicator named is an active one of head office's under that competency, refused in words on `indicatorId`. A
 * photo is one the user uploaded (or may read), an image; a short video or voice note an MP4 or WebM of at most
 * 8 MB, refused in words on `mediaFileId` otherwise; it becomes each child's evidence, and a family sees it
 * only while the other children's families consent to shared photos (`reads.service.ts`).
 */
export async function recordObservations(ctx: RequestContext, input: z.output<typeof recordInput>) {
  requireUser(ctx);
  if (input.studentAdmissionIds.length === 0) throw badRequest(MSG.noChildren);
  const children = await observableChildren(ctx, input.studentAdmissionIds);
  let goal = '';
  for (const child of children) goal = competencyForBand(input.competency, child.band).goal;
  const observedOn = observedDay(input.observedOn);
  if (input.indicatorId) await indicatorFor(ctx, input.indicatorId, input.competency);
  if (input.fileId) {
    const file = await assertAttachable(ctx, input.fileId, 'fileId', 'Upload the photo again');
    if (file && !PHOTO_TYPES.includes(file.contentType)) throw fieldError('fileId', MSG.photoType);
  }
  if (input.mediaFileId) {
    const media = await assertAttachable(ctx, input.mediaFileId, 'mediaFileId', 'Upload the recording again');
    if (media && !MEDIA_TYPES.includes(media.contentType)) throw fieldError('mediaFileId', MSG.mediaType);
    if (media && media.size > MEDIA_MAX_BYTES)
      throw fieldError('mediaFileId', MSG.mediaSize((media.size / (1024 * 1024)).toFixed(1)));
  }
  const rows = await ctx.db
    .insert(observations)
    .values(
      children.map((child) => ({
        franchiseeId: child.franchiseeId,
        studentAdmissionId: child.studentAdmissionId,
        classId: child.classId,
        competency: input.competency,
        goal,
        level: input.level,
        note: input.note || null,
        fileId: input.fileId ?? null,
        mediaFileId: input.mediaFileId ?? null,
        indicatorId: input.indicatorId ?? null,
        observedOn,
        recordedBy: ctx.user.id,
      })),
    )
    .returning({ id: observations.id });
  return { count: rows.length, ids: rows.map((r) => r.id) };
}
