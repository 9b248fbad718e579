import { CLASS_CATEGORIES, options, referenceTo, resourceShape } from '@portal/core';
import { TRAINING_MODES, TRAINING_MODULES, TRAINING_STATUS } from './constants.ts';
import { ASSESSMENT_TYPES, CONTENT_TYPES, ENROLLMENT_STATUS } from './index.ts';
import { staffShape } from '@portal/mod-staff/shared/resources';
import { franchiseeField } from '@portal/mod-org/shared/resources';

/** A trainer-led training: when and where it runs and for how many; written by the training services. */
export const trainingShape = resourceShape({
  name: 'trainings',
  label: 'Training',
  module: TRAINING_MODULES.TRAINER_LED_CREATE,
  fields: {
    title: { kind: 'text', label: 'Title', required: true, max: 160 },
    description: { kind: 'text', label: 'Description', max: 2000 },
    mode: { kind: 'enum', label: 'Mode', required: true, options: options(...TRAINING_MODES) },
    venue: { kind: 'text', label: 'Venue', max: 300 },
    fromDate: { kind: 'date', label: 'From date', required: true },
    toDate: { kind: 'date', label: 'To date', required: true },
    fromTime: { kind: 'text', label: 'From time', required: true },
    toTime: { kind: 'text', label: 'To time', required: true },
    capacity: { kind: 'number', label: 'Capacity', required: true, min: 1, max: 1000 },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...TRAINING_STATUS) },
  },
});

export const trainingTopicShape = resourceShape({
  name: 'training-topics',
  label: 'Training topic',
  module: TRAINING_MODULES.SELF_TRAINING,
  fields: {
    name: { kind: 'text', label: 'Topic', required: true, max: 120 },
    description: { kind: 'text', label: 'Description', max: 1000 },
    classCategory: { kind: 'enum', label: 'Class category', options: options(...CLASS_CATEGORIES) },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const teacherModuleShape = resourceShape({
  name: 'teacher-modules',
  label: 'Teacher module',
  module: TRAINING_MODULES.SELF_TRAINING,
  fields: {
    topicId: {
      kind: 'reference',
      label: 'Training topic',
      required: true,
      ref: referenceTo(() => trainingTopicShape, 'name'),
    },
    title: { kind: 'text', label: 'Title', required: true, max: 160 },
    summary: { kind: 'text', label: 'Summary', max: 500 },
    contentType: { kind: 'enum', label: 'Content type', required: true, options: options(...CONTENT_TYPES) },
    // Every module has lesson notes; a PDF or a video module adds its material to them.
    textContent: { kind: 'richtext', label: 'Lesson notes', required: true, max: 50_000 },
    fileId: { kind: 'file', label: 'PDF' },
    videoUrl: {
      kind: 'text',
      label: 'Video address',
      max: 500,
      pattern: '^https://\\S+$',
      patternMessage: 'Video address must start with https://',
    },
    durationMinutes: { kind: 'number', label: 'Duration (minutes)', required: true, min: 1, max: 600 },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const teacherAssessmentShape = resourceShape({
  name: 'teacher-assessments',
  label: 'Teacher assessment',
  module: TRAINING_MODULES.SELF_TRAINING,
  fields: {
    moduleId: {
      kind: 'reference',
      label: 'Teacher module',
      required: true,
      ref: referenceTo(() => teacherModuleShape, 'title'),
    },
    title: { kind: 'text', label: 'Title', required: true, max: 160 },
    assessmentType: { kind: 'enum', label: 'Assessment type', required: true, options: options(...ASSESSMENT_TYPES) },
    instructions: { kind: 'text', label: 'Instructions', max: 1000 },
    passMarkPercent: { kind: 'number', label: 'Pass mark (%)', required: true, min: 1, max: 100 },
    maxAttempts: { kind: 'number', label: 'Attempts allowed', required: true, min: 1, max: 10 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const teacherEnrollmentShape = resourceShape({
  name: 'teacher-enrollments',
  label: 'Teacher enrolment',
  module: TRAINING_MODULES.TEACHER_TRAINING,
  fields: {
    franchiseeId: franchiseeField(),
    staffId: {
      kind: 'reference',
      label: 'Teacher',
      required: true,
      ref: referenceTo(() => staffShape, 'firstName'),
    },
    topicId: {
      kind: 'reference',
      label: 'Training topic',
      required: true,
      ref: referenceTo(() => trainingTopicShape, 'name'),
    },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...ENROLLMENT_STATUS) },
    remark: { kind: 'text', label: 'Remark', readOnly: true },
  },
});
