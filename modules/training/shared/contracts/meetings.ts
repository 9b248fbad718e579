import { defineEndpoint } from '@portal/core';
import { z } from 'zod';
import { TRAINING_MODULES as M } from '../constants.ts';
import { attendanceInput } from '../inputs.ts';
import { byId, id, led, window } from './common.ts';
import { rosterAnswer } from './trainings.ts';

export const meetingReference = defineEndpoint({
  method: 'GET',
  path: '/api/teacher-training/get-url',
  module: M.TEACHER_TRAINING,
  tags: led,
  query: z.object({ meetingID: id }),
  response: z.object({ referenceID: z.string() }),
});

const reference = z.object({ referenceID: z.string().max(64) });
export const joinAnswer = z.object({
  url: z.string(),
  provider: z.enum(['jitsi', 'bbb']),
  trainingID: z.number(),
  title: z.string(),
  ...window,
});

export const joinMeeting = defineEndpoint({
  method: 'GET',
  path: '/api/teacher-training/join/:referenceID',
  capabilities: ['referenceID'],
  module: M.TEACHER_TRAINING,
  tags: led,
  params: reference,
  response: joinAnswer,
});

/** The public join page: the reference, issued to one invited user for one session, is the pass. */
export const joinMeetingPublic = defineEndpoint({
  method: 'GET',
  path: '/api/public/teacher-training/:referenceID',
  public: true,
  rateLimit: { max: 30, timeWindow: 60_000 },
  tags: led,
  params: reference,
  response: joinAnswer,
});

export const attendanceSheet = defineEndpoint({
  method: 'GET',
  path: '/api/trainings/:id/attendance',
  module: M.TRAINER_LED_ATTENDANCE,
  tags: led,
  params: byId,
  response: rosterAnswer,
});

export const markAttendance = defineEndpoint({
  method: 'PUT',
  path: '/api/trainings/:id/attendance',
  module: M.TRAINER_LED_ATTENDANCE,
  tags: led,
  params: byId,
  body: attendanceInput,
  response: z.object({ marked: z.number() }),
});
