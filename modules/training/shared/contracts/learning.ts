import { defineEndpoint, timestamp } from '@portal/core';
import { z } from 'zod';
import { TRAINING_MODULES as M } from '../constants.ts';
import { attemptInput, questionPaperInput } from '../inputs.ts';
import { byId, id, rowsOf, self } from './common.ts';

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
