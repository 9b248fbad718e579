import { calendarDay, defineEndpoint, timestamp } from '@portal/core';
import { z } from 'zod';
import { TRAINING_MODULES as M } from '../constants.ts';
import { feedbackInput } from '../inputs.ts';
import { byId, id, led, period, rowsOf } from './common.ts';
import { trainingHeading } from './trainings.ts';

export const feedbackForm = defineEndpoint({
  method: 'GET',
  path: '/api/trainings/:id/feedback-form',
  module: M.TEACHER_TRAINING,
  tags: led,
  params: byId,
  response: z.object({
    training: trainingHeading,
    trainers: z.array(z.object({ trainerUserID: z.number(), name: z.string(), kind: z.string(), given: z.boolean() })),
  }),
});

const ratings = {
  contentRating: z.number(),
  deliveryRating: z.number(),
  engagementRating: z.number(),
  overallRating: z.number(),
  comments: z.string().nullable(),
  createdAt: timestamp,
};

export const shareFeedback = defineEndpoint({
  method: 'POST',
  path: '/api/trainings/:id/feedback',
  module: M.TEACHER_TRAINING,
  tags: led,
  params: byId,
  body: feedbackInput,
  response: z.object({ id: z.number(), trainingId: z.number(), trainerUserId: z.number(), ...ratings }),
  status: 201,
});

const averages = {
  responses: z.number(),
  content: z.number().nullable(),
  delivery: z.number().nullable(),
  engagement: z.number().nullable(),
  overall: z.number().nullable(),
};

export const trainingReport = defineEndpoint({
  method: 'GET',
  path: '/api/trainer-led/report',
  module: M.TRAINER_LED_REPORT,
  tags: led,
  query: period,
  response: rowsOf(
    trainingHeading.extend({
      mode: z.string(),
      capacity: z.number(),
      invited: z.number(),
      accepted: z.number(),
      declined: z.number(),
      present: z.number(),
      feedbackCount: z.number(),
      averageRating: z.number().nullable(),
    }),
  ),
});

export const trainerFeedbackReport = defineEndpoint({
  method: 'GET',
  path: '/api/trainer-feedback-report',
  module: M.TRAINER_LED_REPORT,
  tags: led,
  query: period,
  response: rowsOf(
    z.object({
      trainingID: z.number(),
      title: z.string(),
      fromDate: calendarDay,
      toDate: calendarDay,
      status: z.string(),
      trainerID: z.number(),
      trainerName: z.string(),
      kind: z.string(),
      ...averages,
    }),
  ),
});

export const individualTrainerReport = defineEndpoint({
  method: 'GET',
  path: '/api/trainer-feedback-report/:trainingID/:trainerID',
  module: M.TRAINER_LED_REPORT,
  tags: led,
  params: z.object({ trainingID: id, trainerID: id }),
  response: z.object({
    training: trainingHeading,
    trainer: z.object({ trainerID: z.number(), name: z.string(), kind: z.string(), email: z.string() }),
    summary: z.object(averages),
    responses: z.array(z.object({ id: z.number(), teacherName: z.string(), centre: z.string(), ...ratings })),
  }),
});
