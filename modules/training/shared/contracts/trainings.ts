import { defineEndpoint, timestamp } from '@portal/core';
import { z } from 'zod';
import { AUDIENCE_ROLES, TRAINER_KINDS, TRAINING_MODULES as M } from '../constants.ts';
import { trainingInput } from '../inputs.ts';
import { byId, led, rowsOf, window } from './common.ts';

export const trainingHeading = z.object({ id: z.number(), title: z.string(), ...window, status: z.string() });

export const trainerRef = z.object({
  trainerUserID: z.number(),
  kind: z.enum(TRAINER_KINDS),
  name: z.string(),
  email: z.string().optional(),
});

export const trainingDetailsAnswer = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  mode: z.string(),
  venue: z.string().nullable(),
  ...window,
  capacity: z.number(),
  audienceFranchiseeIds: z.array(z.number()),
  audienceRoles: z.array(z.enum(AUDIENCE_ROLES)),
  status: z.string(),
  trainers: z.array(trainerRef),
  audienceCentres: z.array(z.object({ id: z.number(), companyName: z.string() })),
  registered: z.number(),
  accepted: z.number(),
  declined: z.number(),
  seatsLeft: z.number(),
  trainingOnlineMeetings: z.array(z.object({ id: z.number(), trainingID: z.number() })),
});

export const rosterAnswer = z.object({
  training: trainingHeading.extend({ capacity: z.number() }),
  rows: z.array(
    z.object({
      id: z.number(),
      teacherUserID: z.number(),
      name: z.string(),
      email: z.string(),
      franchiseeId: z.number(),
      centre: z.string(),
      response: z.string(),
      respondedAt: timestamp.nullable(),
      attendance: z.string().nullable(),
      attendanceSource: z.string().nullable(),
      firstJoinedAt: timestamp.nullable(),
      registeredAt: timestamp,
    }),
  ),
});

const savedTraining = z.object({ id: z.number(), invited: z.number() });

/** A training as stored: what reading it and each change of its status answer. */
export const trainingRecord = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  mode: z.string(),
  venue: z.string().nullable(),
  ...window,
  capacity: z.number(),
  audienceFranchiseeIds: z.array(z.number()),
  audienceRoles: z.array(z.enum(AUDIENCE_ROLES)),
  status: z.string(),
  createdBy: z.number().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const getTraining = defineEndpoint({
  method: 'GET',
  path: '/api/trainings/:id',
  module: M.TRAINER_LED_CREATE,
  tags: led,
  params: byId,
  response: trainingRecord,
});

const statusChange = (command: 'start' | 'complete' | 'cancel', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/trainings/:id/${command}`,
    module: M.TRAINER_LED_CREATE,
    tags: led,
    summary,
    params: byId,
    response: trainingRecord,
  });

export const startTraining = statusChange('start', 'Start');
export const completeTraining = statusChange('complete', 'Complete');
export const cancelTraining = statusChange('cancel', 'Cancel');

export const createTraining = defineEndpoint({
  method: 'POST',
  path: '/api/trainings',
  module: M.TRAINER_LED_CREATE,
  tags: led,
  summary: 'Create a training and invite its audience',
  body: trainingInput,
  response: savedTraining,
  status: 201,
});

export const updateTraining = defineEndpoint({
  method: 'PUT',
  path: '/api/trainings/:id',
  module: M.TRAINER_LED_CREATE,
  tags: led,
  params: byId,
  body: trainingInput,
  response: savedTraining,
});

export const trainingDetails = defineEndpoint({
  method: 'GET',
  path: '/api/trainings/:id/details',
  module: M.TEACHER_TRAINING,
  tags: led,
  params: byId,
  response: trainingDetailsAnswer,
});

export const trainerCandidates = defineEndpoint({
  method: 'GET',
  path: '/api/trainers',
  module: M.TRAINER_LED_CREATE,
  tags: led,
  summary: 'Head-office accounts that can be named as trainers',
  response: rowsOf(
    z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      designation: z.string().nullable(),
      department: z.string().nullable(),
    }),
  ),
});
