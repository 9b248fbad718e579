import { isoDate } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getRecord, idParams, listQuerySchema, listRecords, runCommand, toListQuery } from '@portal/kit';
import { z } from 'zod';
import { TRAINING_MODULES } from '../shared/index.ts';
import { markAttendance } from './attendance.service.ts';
import { feedbackForm, shareFeedback } from './feedback.service.ts';
import { joinMeeting, meetingReference } from './join-meeting.service.ts';
import { meetingInfo } from './meeting-info.service.ts';
import { myTrainings } from './my-trainings.service.ts';
import type { MeetingSettings } from './meetings/config.ts';
import { teacherPerformance, teacherPerformanceRecord } from './performance.service.ts';
import { eligibleStaff, openForRegistration, registerStaff } from './register-staff.service.ts';
import { individualTrainerReport, trainerFeedbackReport, trainingReport } from './reports.service.ts';
import { listQuestions, saveQuestions } from './questions.service.ts';
import { trainingResource } from './resources.ts';
import { respondToInvitation } from './respond.service.ts';
import { createTraining, updateTraining } from './save-training.service.ts';
import { assessmentPaper, completeModule, moduleContent, myLearning } from './self-training.service.ts';
import { submitAttempt } from './submit-attempt.service.ts';
import { trainerCandidates, trainingDetails, trainingRoster } from './training-details.service.ts';

const anyBody = z.record(z.string(), z.unknown());
const id = idParams.shape.id;
const day = isoDate('Date');
const period = z.object({ fromDate: day.optional(), toDate: day.optional() });
const centre = z.object({ franchiseeID: id.optional() });

export function trainingRoutes(app: FastifyInstance, meetings: MeetingSettings): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const led = ['Trainer-led training'];
  const self = ['Self-training'];
  const M = TRAINING_MODULES;

  // ---- trainer-led: the training itself ----
  // Listed and read through the framework's service; written by the training services
  // (trainers, audience and invitations do not fit one resource form).
  r.get(
    '/api/trainings',
    { config: { module: M.TRAINER_LED_CREATE }, schema: { tags: led, querystring: listQuerySchema } },
    async (req) => listRecords(req.ctx, trainingResource, toListQuery(req.query)),
  );
  r.get(
    '/api/trainings/:id',
    { config: { module: M.TRAINER_LED_CREATE }, schema: { tags: led, params: idParams } },
    async (req) => getRecord(req.ctx, trainingResource, req.params.id),
  );
  r.post(
    '/api/trainings',
    {
      config: { module: M.TRAINER_LED_CREATE },
      schema: { tags: led, body: anyBody, summary: 'Create a training and invite its audience' },
    },
    async (req, reply) => {
      reply.code(201);
      return createTraining(req.ctx, meetings.provider, req.body);
    },
  );
  r.put(
    '/api/trainings/:id',
    { config: { module: M.TRAINER_LED_CREATE }, schema: { tags: led, params: idParams, body: anyBody } },
    async (req) => updateTraining(req.ctx, meetings.provider, req.params.id, req.body),
  );
  for (const command of Object.keys(trainingResource.commands)) {
    r.post(
      `/api/trainings/:id/${command}`,
      {
        config: { module: M.TRAINER_LED_CREATE },
        schema: { tags: led, params: idParams, summary: trainingResource.commands[command].label },
      },
      async (req) => runCommand(req.ctx, trainingResource, req.params.id, command, {}),
    );
  }
  r.get(
    '/api/trainings/:id/details',
    { config: { module: M.TEACHER_TRAINING }, schema: { tags: led, params: idParams } },
    async (req) => trainingDetails(req.ctx, req.params.id),
  );
  r.get('/api/trainers', { config: { module: M.TRAINER_LED_CREATE }, schema: { tags: led } }, async (req) => ({
    rows: await trainerCandidates(req.ctx),
  }));

  // ---- registration, invitations ----
  r.get(
    '/api/trainings/:id/registrations',
    {
      config: { module: M.TRAINER_LED_CREATE },
      schema: { tags: led, params: idParams, summary: 'registration-details' },
    },
    async (req) => trainingRoster(req.ctx, req.params.id, M.TRAINER_LED_CREATE),
  );
  r.get(
    '/api/trainings-open',
    { config: { module: M.REGISTRATION }, schema: { tags: led, summary: 'Trainings open for registering staff' } },
    async (req) => ({ rows: await openForRegistration(req.ctx) }),
  );
  r.get(
    '/api/trainings/:id/eligible-staff',
    { config: { module: M.REGISTRATION }, schema: { tags: led, params: idParams } },
    async (req) => ({ rows: await eligibleStaff(req.ctx, req.params.id) }),
  );
  r.post(
    '/api/trainings/:id/register-staff',
    { config: { module: M.REGISTRATION }, schema: { tags: led, params: idParams, body: anyBody } },
    async (req) => registerStaff(req.ctx, req.params.id, req.body),
  );
  r.put(
    '/api/teacher-training/update-response/:trainingID',
    {
      config: { module: M.TEACHER_TRAINING },
      schema: { tags: led, params: z.object({ trainingID: id }), body: anyBody },
    },
    async (req) => respondToInvitation(req.ctx, req.params.trainingID, req.body),
  );

  // ---- online meetings ----
  r.get(
    '/api/online-meeting/meeting-info',
    {
      config: { module: M.TEACHER_TRAINING },
      schema: { tags: led, summary: 'Trainings around today that concern the caller' },
    },
    async (req) => meetingInfo(req.ctx),
  );
  r.get(
    '/api/teacher-training/my',
    { config: { module: M.TEACHER_TRAINING }, schema: { tags: led, summary: 'Trainings the caller is invited to' } },
    async (req) => ({ rows: await myTrainings(req.ctx) }),
  );
  r.get(
    '/api/teacher-training/get-url',
    { config: { module: M.TEACHER_TRAINING }, schema: { tags: led, querystring: z.object({ meetingID: id }) } },
    async (req) => meetingReference(req.ctx, req.query.meetingID),
  );
  const reference = z.object({ referenceID: z.string().max(64) });
  r.get(
    '/api/teacher-training/join/:referenceID',
    { config: { module: M.TEACHER_TRAINING }, schema: { tags: led, params: reference } },
    async (req) => joinMeeting(req.ctx, meetings, req.params.referenceID, { signedIn: true }),
  );
  // The public join page: the reference, issued to one invited user for one session, is the pass.
  r.get(
    '/api/public/teacher-training/:referenceID',
    { config: { public: true, rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { tags: led, params: reference } },
    async (req) => joinMeeting(req.ctx, meetings, req.params.referenceID, { signedIn: false }),
  );

  // ---- attendance ----
  r.get(
    '/api/trainings/:id/attendance',
    { config: { module: M.TRAINER_LED_ATTENDANCE }, schema: { tags: led, params: idParams } },
    async (req) => trainingRoster(req.ctx, req.params.id, M.TRAINER_LED_ATTENDANCE),
  );
  r.put(
    '/api/trainings/:id/attendance',
    { config: { module: M.TRAINER_LED_ATTENDANCE }, schema: { tags: led, params: idParams, body: anyBody } },
    async (req) => markAttendance(req.ctx, req.params.id, req.body),
  );

  // ---- feedback and reports ----
  r.get(
    '/api/trainings/:id/feedback-form',
    { config: { module: M.TEACHER_TRAINING }, schema: { tags: led, params: idParams } },
    async (req) => feedbackForm(req.ctx, req.params.id),
  );
  r.post(
    '/api/trainings/:id/feedback',
    { config: { module: M.TEACHER_TRAINING }, schema: { tags: led, params: idParams, body: anyBody } },
    async (req, reply) => {
      reply.code(201);
      return shareFeedback(req.ctx, req.params.id, req.body);
    },
  );
  r.get(
    '/api/trainer-led/report',
    { config: { module: M.TRAINER_LED_REPORT }, schema: { tags: led, querystring: period } },
    async (req) => ({ rows: await trainingReport(req.ctx, req.query) }),
  );
  r.get(
    '/api/trainer-feedback-report',
    { config: { module: M.TRAINER_LED_REPORT }, schema: { tags: led, querystring: period } },
    async (req) => ({ rows: await trainerFeedbackReport(req.ctx, req.query) }),
  );
  r.get(
    '/api/trainer-feedback-report/:trainingID/:trainerID',
    {
      config: { module: M.TRAINER_LED_REPORT },
      schema: { tags: led, params: z.object({ trainingID: id, trainerID: id }) },
    },
    async (req) => individualTrainerReport(req.ctx, req.params.trainingID, req.params.trainerID),
  );

  // ---- self-training ----
  r.get('/api/self-training/my', { config: { module: M.TEACHER_TRAINING }, schema: { tags: self } }, async (req) =>
    myLearning(req.ctx),
  );
  r.get(
    '/api/self-training/modules/:id',
    { config: { module: M.TEACHER_TRAINING }, schema: { tags: self, params: idParams } },
    async (req) => moduleContent(req.ctx, req.params.id),
  );
  r.post(
    '/api/self-training/modules/:id/complete',
    { config: { module: M.TEACHER_TRAINING }, schema: { tags: self, params: idParams } },
    async (req) => completeModule(req.ctx, req.params.id),
  );
  r.get(
    '/api/self-training/assessments/:id/paper',
    { config: { module: M.TEACHER_TRAINING }, schema: { tags: self, params: idParams } },
    async (req) => assessmentPaper(req.ctx, req.params.id),
  );
  r.post(
    '/api/self-training/assessments/:id/attempts',
    { config: { module: M.TEACHER_TRAINING }, schema: { tags: self, params: idParams, body: anyBody } },
    async (req, reply) => {
      reply.code(201);
      return submitAttempt(req.ctx, req.params.id, req.body);
    },
  );
  r.get(
    '/api/teacher-assessments/:id/questions',
    { config: { module: M.SELF_TRAINING }, schema: { tags: self, params: idParams } },
    async (req) => ({ rows: await listQuestions(req.ctx, req.params.id) }),
  );
  r.put(
    '/api/teacher-assessments/:id/questions',
    {
      config: { module: M.SELF_TRAINING },
      schema: { tags: self, params: idParams, body: anyBody, summary: 'Save the question paper' },
    },
    async (req) => saveQuestions(req.ctx, req.params.id, req.body),
  );
  r.get(
    '/api/self-training/performance',
    { config: { module: M.PERFORMANCE }, schema: { tags: self, querystring: centre } },
    async (req) => teacherPerformance(req.ctx, req.query.franchiseeID),
  );
  r.get(
    '/api/self-training/performance/:id',
    { config: { module: M.TEACHER_TRAINING }, schema: { tags: self, params: idParams } },
    async (req) => teacherPerformanceRecord(req.ctx, req.params.id),
  );
}
