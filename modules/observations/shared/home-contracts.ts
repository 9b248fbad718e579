import { calendarDay, defineEndpoint, recordId } from '@portal/core';
import { z } from 'zod';
import { OBSERVATION_MODULES as M, NOTE_MAX } from './constants.ts';

/**
 * Home activities: each next step on the family's page comes with an activity to do at home that week; the family
 * may send a photo of it, which the class's teacher accepts as evidence (an observation with the photo as its
 * artefact) or sets aside.
 */
const tags = ['Observations'];
const byChild = z.object({ studentAdmissionId: recordId });
const byId = z.object({ id: recordId });
const homePhotoState = z.enum(['sent', 'accepted', 'declined']);

export const sendHomePhotoInput = z.object({
  /** The next step's competency the activity was for. */
  competency: z.string().trim().min(1, 'Pick the activity the photo is of.').max(12),
  /** A photo uploaded first (POST /api/files). */
  fileId: z.string().min(1, 'Add a photo of the activity.').max(80),
  note: z.string().trim().max(NOTE_MAX).optional(),
});
export type SendHomePhotoInput = z.input<typeof sendHomePhotoInput>;

const familyHomePhoto = z.object({
  id: z.number(),
  competency: z.string(),
  fileId: z.string(),
  note: z.string().nullable(),
  /** The Monday of the week the activity was done in. */
  weekOf: calendarDay,
  state: homePhotoState,
});

const familyHomePhotos = z.object({
  /** The Monday of this week: the week the next steps' activities are for. */
  week: calendarDay,
  photos: z.array(familyHomePhoto),
});

export const myChildHomePhotos = defineEndpoint({
  method: 'GET',
  path: '/api/observations/my-child/:studentAdmissionId/home-activities',
  module: M.MY_CHILD,
  tags,
  summary: 'The photos of home activities the family sent this year, and whether the teacher took them as evidence',
  params: byChild,
  response: familyHomePhotos,
});

export const sendHomePhoto = defineEndpoint({
  method: 'POST',
  path: '/api/observations/my-child/:studentAdmissionId/home-activities',
  module: M.MY_CHILD,
  tags,
  summary: 'The family sends a photo of a next step’s home activity for the class’s teacher to accept as evidence',
  params: byChild,
  body: sendHomePhotoInput,
  response: familyHomePhotos,
  status: 201,
});

export const acceptHomePhotoInput = z.object({
  level: z.enum(['proficient', 'progressing', 'beginner'], {
    error: 'Say how much help the activity shows: on their own, with some help or with a lot of help.',
  }),
});

export const classHomePhotos = defineEndpoint({
  method: 'GET',
  path: '/api/observations/home-activities',
  module: M.OBSERVATIONS,
  tags,
  summary: 'The photos of home activities the class’s families sent, waiting for the teacher to accept or set aside',
  query: z.object({ classId: recordId.optional() }),
  response: z.object({
    classes: z.array(z.object({ id: z.number(), name: z.string() })),
    classId: z.number().nullable(),
    photos: z.array(
      familyHomePhoto.omit({ state: true }).extend({
        studentAdmissionId: z.number(),
        name: z.string(),
        sentOn: calendarDay,
      }),
    ),
  }),
});

export const acceptHomePhoto = defineEndpoint({
  method: 'POST',
  path: '/api/observations/home-activities/:id/accept',
  module: M.OBSERVATIONS,
  tags,
  summary:
    'The class’s teacher accepts a family’s photo as evidence: an observation at the level by independence, ' +
    'with the photo as its artefact',
  params: byId,
  body: acceptHomePhotoInput,
  response: z.object({ id: z.number(), state: homePhotoState, observationId: z.number().nullable() }),
});

export const declineHomePhoto = defineEndpoint({
  method: 'POST',
  path: '/api/observations/home-activities/:id/decline',
  module: M.OBSERVATIONS,
  tags,
  summary: 'The class’s teacher sets a family’s photo aside: it stays with the family, not in the evidence',
  params: byId,
  response: z.object({ id: z.number(), state: homePhotoState, observationId: z.number().nullable() }),
});
