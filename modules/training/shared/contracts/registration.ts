import { defineEndpoint } from '@portal/core';
import { z } from 'zod';
import { INVITATION_RESPONSES, TRAINING_MODULES as M } from '../constants.ts';
import { invitationResponseInput, registerStaffInput } from '../inputs.ts';
import { byId, id, led, rowsOf, window } from './common.ts';
import { rosterAnswer, trainingHeading } from './trainings.ts';

export const registrationDetails = defineEndpoint({
  method: 'GET',
  path: '/api/trainings/:id/registrations',
  module: M.TRAINER_LED_CREATE,
  tags: led,
  summary: 'registration-details',
  params: byId,
  response: rosterAnswer,
});

export const openTrainings = defineEndpoint({
  method: 'GET',
  path: '/api/trainings-open',
  module: M.REGISTRATION,
  tags: led,
  summary: 'Trainings open for registering staff',
  response: rowsOf(trainingHeading.extend({ mode: z.string(), capacity: z.number(), registered: z.number() })),
});

export const eligibleStaff = defineEndpoint({
  method: 'GET',
  path: '/api/trainings/:id/eligible-staff',
  module: M.REGISTRATION,
  tags: led,
  params: byId,
  response: rowsOf(
    z.object({
      teacherUserID: z.number(),
      name: z.string(),
      email: z.string(),
      franchiseeId: z.number().nullable(),
      centre: z.string(),
      registered: z.boolean(),
    }),
  ),
});

export const registerStaff = defineEndpoint({
  method: 'POST',
  path: '/api/trainings/:id/register-staff',
  module: M.REGISTRATION,
  tags: led,
  params: byId,
  body: registerStaffInput,
  response: z.object({
    registered: z.array(z.number()),
    alreadyRegistered: z.array(z.number()),
    seatsLeft: z.number(),
  }),
});

export const respondToInvitation = defineEndpoint({
  method: 'PUT',
  path: '/api/teacher-training/update-response/:trainingID',
  module: M.TEACHER_TRAINING,
  tags: led,
  params: z.object({ trainingID: id }),
  body: invitationResponseInput,
  response: invitationResponseInput,
});

export const meetingInfo = defineEndpoint({
  method: 'GET',
  path: '/api/online-meeting/meeting-info',
  module: M.TEACHER_TRAINING,
  tags: led,
  summary: 'Trainings around today that concern the caller',
  response: z.array(
    trainingHeading.extend({
      teacherEnrollment: z.array(z.object({ teacherUserID: z.number(), response: z.enum(INVITATION_RESPONSES) })),
      trainingOnlineMeetings: z.array(z.object({ id: z.number(), trainingID: z.number() })),
      canRegister: z.boolean(),
      isTrainer: z.boolean(),
      feedbackGiven: z.boolean(),
    }),
  ),
});

export const myTrainings = defineEndpoint({
  method: 'GET',
  path: '/api/teacher-training/my',
  module: M.TEACHER_TRAINING,
  tags: led,
  summary: 'Trainings the caller is invited to',
  response: rowsOf(
    z.object({
      id: z.number(),
      title: z.string(),
      mode: z.string(),
      venue: z.string().nullable(),
      ...window,
      status: z.string(),
      response: z.string(),
      attendance: z.string().nullable(),
      meetingID: z.number().nullable(),
      feedbackGiven: z.boolean(),
    }),
  ),
});
