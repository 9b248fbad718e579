/**
 * The training API as contracts: path, access module, input and answer of every hand-written route.
 * The server serves them (routes.ts), the screens call them (web), so neither side copies the other.
 */
import { calendarDay, defineEndpoint, isoDate, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { INVITATION_RESPONSES, TRAINING_MODULES as M } from './constants.ts';
import {
  attemptInput,
  attendanceInput,
  feedbackInput,
  invitationResponseInput,
  questionPaperInput,
  registerStaffInput,
  trainingInput,
} from './inputs.ts';

const led = ['Trainer-led training'];
const self = ['Self-training'];

const id = recordId;
const byId = z.object({ id });
const day = isoDate('Date');
const period = z.object({ fromDate: day.optional(), toDate: day.optional() });
const rowsOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });

/** When a training runs, as every answer about one names it. */
const window = {
  fromDate: calendarDay,
  toDate: calendarDay,
  fromTime: z.string(),
  toTime: z.string(),
};
const trainingHeading = z.object({ id: z.number(), title: z.string(), ...window, status: z.string() });

export const trainerRef = z.object({
  trainerUserID: z.number(),
  kind: z.string(),
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
  audienceRoles: z.array(z.string()),
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
  audienceRoles: z.array(z.string()),
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

const assessmentRef = {
  id: z.number(),
  title: z.string(),
  assessmentType: z.string(),
  passMarkPercent: z.number(),
  maxAttempts: z.number(),
};

export const myLearning = defineEndpoint({
  method: 'GET',
  path: '/api/self-training/my',
  module: M.TEACHER_TRAINING,
  tags: self,
  response: z.object({
    staffId: z.number(),
    topics: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        description: z.string().nullable(),
        classCategory: z.string().nullable(),
        enrollment: z.object({ id: z.number(), status: z.string(), remark: z.string().nullable() }).nullable(),
        modules: z.array(
          z.object({
            id: z.number(),
            topicId: z.number(),
            title: z.string(),
            summary: z.string().nullable(),
            contentType: z.string(),
            durationMinutes: z.number(),
            completed: z.boolean(),
            assessments: z.array(
              z.object({
                ...assessmentRef,
                moduleId: z.number(),
                attemptsUsed: z.number(),
                bestPercent: z.number().nullable(),
                passed: z.boolean(),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
});

export const moduleContent = defineEndpoint({
  method: 'GET',
  path: '/api/self-training/modules/:id',
  module: M.TEACHER_TRAINING,
  tags: self,
  params: byId,
  response: z.object({
    id: z.number(),
    topicId: z.number(),
    title: z.string(),
    summary: z.string().nullable(),
    contentType: z.string(),
    textContent: z.string().nullable(),
    fileId: z.string().nullable(),
    videoUrl: z.string().nullable(),
    durationMinutes: z.number(),
    assessments: z.array(z.object(assessmentRef)),
  }),
});

export const completeModule = defineEndpoint({
  method: 'POST',
  path: '/api/self-training/modules/:id/complete',
  module: M.TEACHER_TRAINING,
  tags: self,
  params: byId,
  response: z.object({ moduleId: z.number(), completed: z.boolean() }),
});

export const assessmentPaper = defineEndpoint({
  method: 'GET',
  path: '/api/self-training/assessments/:id/paper',
  module: M.TEACHER_TRAINING,
  tags: self,
  params: byId,
  response: z.object({
    ...assessmentRef,
    instructions: z.string().nullable(),
    attemptsUsed: z.number(),
    attemptsLeft: z.number(),
    questions: z.array(
      z.object({ id: z.number(), question: z.string(), options: z.array(z.string()), marks: z.number() }),
    ),
  }),
});

export const submitAttempt = defineEndpoint({
  method: 'POST',
  path: '/api/self-training/assessments/:id/attempts',
  module: M.TEACHER_TRAINING,
  tags: self,
  params: byId,
  body: attemptInput,
  response: z.object({
    attemptNo: z.number(),
    score: z.number(),
    maxScore: z.number(),
    percent: z.number(),
    passed: z.boolean(),
    passMarkPercent: z.number(),
    attemptsLeft: z.number(),
  }),
  status: 201,
});

const questionRow = z.object({
  id: z.number(),
  question: z.string(),
  options: z.array(z.string()),
  correctOption: z.number(),
  marks: z.number(),
});

export const listQuestions = defineEndpoint({
  method: 'GET',
  path: '/api/teacher-assessments/:id/questions',
  module: M.SELF_TRAINING,
  tags: self,
  params: byId,
  response: rowsOf(questionRow),
});

export const saveQuestions = defineEndpoint({
  method: 'PUT',
  path: '/api/teacher-assessments/:id/questions',
  module: M.SELF_TRAINING,
  tags: self,
  summary: 'Save the question paper',
  params: byId,
  body: questionPaperInput,
  response: rowsOf(questionRow),
});

const teacherPerformanceRow = z.object({
  staffId: z.number(),
  name: z.string(),
  franchiseeId: z.number(),
  centre: z.string(),
  topicsApproved: z.number(),
  modulesTotal: z.number(),
  modulesCompleted: z.number(),
  completionPercent: z.number(),
  assessmentsTaken: z.number(),
  assessmentsPassed: z.number(),
  averageScore: z.number().nullable(),
});

export const teacherPerformance = defineEndpoint({
  method: 'GET',
  path: '/api/self-training/performance',
  module: M.PERFORMANCE,
  tags: self,
  query: z.object({ franchiseeID: id.optional() }),
  response: z.object({
    teachers: z.array(teacherPerformanceRow),
    centres: z.array(
      z.object({
        franchiseeId: z.number(),
        centre: z.string(),
        teachers: z.number(),
        averageCompletion: z.number(),
        averageScore: z.number().nullable(),
        assessmentsPassed: z.number(),
      }),
    ),
  }),
});

export const teacherPerformanceRecord = defineEndpoint({
  method: 'GET',
  path: '/api/self-training/performance/:id',
  module: M.TEACHER_TRAINING,
  tags: self,
  params: byId,
  response: z.object({
    summary: teacherPerformanceRow,
    designation: z.string().nullable(),
    modules: z.array(
      z.object({ moduleId: z.number(), title: z.string(), topic: z.string(), completedAt: timestamp.nullable() }),
    ),
    attempts: z.array(
      z.object({
        id: z.number(),
        assessmentId: z.number(),
        title: z.string(),
        assessmentType: z.string(),
        attemptNo: z.number(),
        score: z.number(),
        maxScore: z.number(),
        percent: z.number(),
        passed: z.boolean(),
        submittedAt: timestamp,
      }),
    ),
  }),
});
