import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, listRecords, listResponse, serve, toListQuery } from '@portal/kit';
import * as C from '../shared/contracts.ts';
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
import { trainingCommand, trainingRecord } from './training-record.service.ts';

export function trainingRoutes(app: FastifyInstance, meetings: MeetingSettings): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const led = ['Trainer-led training'];
  const M = TRAINING_MODULES;

  // ---- trainer-led: the training itself ----
  // Listed and read through the framework's service; written by the training services
  // (trainers, audience and invitations do not fit one resource form).
  r.get(
    '/api/trainings',
    {
      config: { module: M.TRAINER_LED_CREATE },
      schema: { tags: led, querystring: listQuerySchema, response: listResponse(trainingResource) },
    },
    async (req) => listRecords(req.ctx, trainingResource, toListQuery(req.query)),
  );
  serve(app, C.getTraining, ({ ctx, params }) => trainingRecord(ctx, params.id));
  serve(app, C.startTraining, ({ ctx, params }) => trainingCommand(ctx, params.id, 'start'));
  serve(app, C.completeTraining, ({ ctx, params }) => trainingCommand(ctx, params.id, 'complete'));
  serve(app, C.cancelTraining, ({ ctx, params }) => trainingCommand(ctx, params.id, 'cancel'));
  serve(app, C.createTraining, ({ ctx, body }) => createTraining(ctx, meetings.provider, body));
  serve(app, C.updateTraining, ({ ctx, params, body }) => updateTraining(ctx, meetings.provider, params.id, body));
  serve(app, C.trainingDetails, ({ ctx, params }) => trainingDetails(ctx, params.id));
  serve(app, C.trainerCandidates, async ({ ctx }) => ({ rows: await trainerCandidates(ctx) }));

  // ---- registration, invitations ----
  serve(app, C.registrationDetails, ({ ctx, params }) => trainingRoster(ctx, params.id, M.TRAINER_LED_CREATE));
  serve(app, C.openTrainings, async ({ ctx }) => ({ rows: await openForRegistration(ctx) }));
  serve(app, C.eligibleStaff, async ({ ctx, params }) => ({ rows: await eligibleStaff(ctx, params.id) }));
  serve(app, C.registerStaff, ({ ctx, params, body }) => registerStaff(ctx, params.id, body));
  serve(app, C.respondToInvitation, ({ ctx, params, body }) => respondToInvitation(ctx, params.trainingID, body));

  // ---- online meetings ----
  serve(app, C.meetingInfo, ({ ctx }) => meetingInfo(ctx));
  serve(app, C.myTrainings, async ({ ctx }) => ({ rows: await myTrainings(ctx) }));
  serve(app, C.meetingReference, ({ ctx, query }) => meetingReference(ctx, query.meetingID));
  serve(app, C.joinMeeting, ({ ctx, params }) => joinMeeting(ctx, meetings, params.referenceID, { signedIn: true }));
  serve(app, C.joinMeetingPublic, ({ ctx, params }) =>
    joinMeeting(ctx, meetings, params.referenceID, { signedIn: false }),
  );

  // ---- attendance ----
  serve(app, C.attendanceSheet, ({ ctx, params }) => trainingRoster(ctx, params.id, M.TRAINER_LED_ATTENDANCE));
  serve(app, C.markAttendance, ({ ctx, params, body }) => markAttendance(ctx, params.id, body));

  // ---- feedback and reports ----
  serve(app, C.feedbackForm, ({ ctx, params }) => feedbackForm(ctx, params.id));
  serve(app, C.shareFeedback, ({ ctx, params, body }) => shareFeedback(ctx, params.id, body));
  serve(app, C.trainingReport, async ({ ctx, query }) => ({ rows: await trainingReport(ctx, query) }));
  serve(app, C.trainerFeedbackReport, async ({ ctx, query }) => ({ rows: await trainerFeedbackReport(ctx, query) }));
  serve(app, C.individualTrainerReport, ({ ctx, params }) =>
    individualTrainerReport(ctx, params.trainingID, params.trainerID),
  );

  // ---- self-training ----
  serve(app, C.myLearning, ({ ctx }) => myLearning(ctx));
  serve(app, C.moduleContent, ({ ctx, params }) => moduleContent(ctx, params.id));
  serve(app, C.completeModule, ({ ctx, params }) => completeModule(ctx, params.id));
  serve(app, C.assessmentPaper, ({ ctx, params }) => assessmentPaper(ctx, params.id));
  serve(app, C.submitAttempt, ({ ctx, params, body }) => submitAttempt(ctx, params.id, body));
  serve(app, C.listQuestions, async ({ ctx, params }) => ({ rows: await listQuestions(ctx, params.id) }));
  serve(app, C.saveQuestions, ({ ctx, params, body }) => saveQuestions(ctx, params.id, body));
  serve(app, C.teacherPerformance, ({ ctx, query }) => teacherPerformance(ctx, query.franchiseeID));
  serve(app, C.teacherPerformanceRecord, ({ ctx, params }) => teacherPerformanceRecord(ctx, params.id));
}
