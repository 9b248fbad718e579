import { approvalPair } from '@portal/core';
import { eq } from 'drizzle-orm';
import {
  actingUser,
  assertAttachable,
  badRequest,
  conflict,
  defineResource,
  fieldError,
  forbidden,
  headOfficeWrites,
  type RequestContext,
  seesEveryFranchisee,
  type Values,
  ownerAudience,
  withFourEyes,
} from '@portal/kit';
import { fencedStaff, ownedByStaff, ownStaff } from '@portal/mod-staff/server';
import { startRefusal, TRAINING_MODULES } from '../shared/index.ts';
import { nowMinutes } from './clock.ts';
import {
  teacherAssessmentShape,
  teacherEnrollmentShape,
  teacherModuleShape,
  trainingShape,
  trainingTopicShape,
} from '../shared/resources.ts';
import { teacherAssessments, teacherEnrollments, teacherModules, trainingTopics, trainings } from './schema.ts';

/** Network content is head office's to write, archive and act on. */
const headOfficeContent = headOfficeWrites('Only head office can change training content');

export const trainingTopicResource = defineResource({
  ...trainingTopicShape,
  scope: 'global',
  table: trainingTopics,
  titleField: 'name',
  list: {
    columns: ['name', 'classCategory', 'isActive'],
    search: ['name', 'description'],
    filters: ['classCategory', 'isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOfficeContent,
});

async function checkPdf(ctx: RequestContext, fileId: unknown): Promise<void> {
  const file = await assertAttachable(ctx, fileId, 'fileId', 'Upload the PDF again');
  if (file && file.contentType !== 'application/pdf') throw fieldError('fileId', 'The file must be a PDF');
}

/** Each content type needs its own content. */
async function checkContent(ctx: RequestContext, values: Values, existing?: Values): Promise<Values> {
  const merged = { ...existing, ...values };
  if (merged.contentType === 'PDF' && !merged.fileId) throw fieldError('fileId', 'Upload the PDF of the module');
  if (merged.contentType === 'VIDEO' && !merged.videoUrl) throw fieldError('videoUrl', 'Give the address of the video');
  await checkPdf(ctx, values.fileId);
  return values;
}

export const teacherModuleResource = defineResource({
  ...teacherModuleShape,
  scope: 'global',
  table: teacherModules,
  titleField: 'title',
  list: {
    columns: ['title', 'topicId', 'contentType', 'durationMinutes', 'isActive'],
    search: ['title', 'summary'],
    filters: ['topicId', 'contentType', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOfficeContent,
  hooks: {
    beforeCreate: (ctx, values) => checkContent(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkContent(ctx, values, existing),
  },
});

export const teacherAssessmentResource = defineResource({
  ...teacherAssessmentShape,
  scope: 'global',
  table: teacherAssessments,
  titleField: 'title',
  list: {
    columns: ['title', 'moduleId', 'assessmentType', 'passMarkPercent', 'maxAttempts', 'isActive'],
    search: ['title'],
    filters: ['moduleId', 'assessmentType', 'isActive'],
    defaultSort: { field: 'id', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOfficeContent,
});

export const teacherEnrollmentResource = defineResource({
  ...teacherEnrollmentShape,
  personalData: {
    whose: ['staff member'],
    categories: ['education'],
    audience: ownerAudience(ownedByStaff),
    retention: 'employment, then 3 years',
    purposes: ["Following a teacher's training"],
  },
  scope: 'franchisee',
  table: teacherEnrollments,
  titleField: 'id',
  list: {
    columns: ['staffId', 'topicId', 'franchiseeId', 'status', 'createdAt'],
    search: [],
    filters: ['franchiseeId', 'staffId', 'topicId', 'status'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  statusField: 'status',
  commands: {
    // A teacher does not approve their own enrolment.
    ...withFourEyes(
      approvalPair({
        approveFrom: ['PENDING', 'REJECTED'],
        module: TRAINING_MODULES.SELF_TRAINING,
        reason: { remark: { kind: 'text', label: 'Reason', max: 300 } },
      }),
      { raisedBy: ownedByStaff.column, through: ownedByStaff.through },
    ),
  },
  remove: 'delete',
  owner: ownedByStaff,
  hooks: {
    async beforeCreate(ctx, values) {
      // A teacher enrols themselves; a centre head or head office may enrol any teacher they see.
      const own = await ownStaff(ctx);
      const member =
        own && own.id === values.staffId
          ? own
          : seesEveryFranchisee(ctx) || !own
            ? await fencedStaff(ctx, values.staffId)
            : null;
      if (!member) throw forbidden('You can only enrol yourself');
      if (member.staffCategory !== 'TEACHER') throw fieldError('staffId', 'Only teachers take teacher training');
      const [topic] = await ctx.db
        .select({ isActive: trainingTopics.isActive })
        .from(trainingTopics)
        .where(eq(trainingTopics.id, values.topicId));
      if (!topic?.isActive) throw fieldError('topicId', 'This topic is not open for enrolment');
      return { ...values, franchiseeId: member.franchiseeId, status: 'PENDING' };
    },
    beforeUpdate(_ctx, values, existing) {
      if (existing.status !== 'PENDING')
        throw badRequest(`The enrolment is ${existing.status}; withdraw it and enrol again`);
      return values;
    },
    onCommand: (ctx, command, _existing, input) => {
      // Checked here, after the fence, so another centre's id answers 404.
      if (command === 'reject' && !input.remark) throw fieldError('remark', 'Reason is required');
      return {
        decidedBy: actingUser(ctx).id,
        decidedAt: new Date(),
        remark: command === 'reject' ? input.remark : null,
      };
    },
  },
});

/** Trainer-led trainings: listed and read through the framework; written by the training services. */
export const trainingResource = defineResource({
  ...trainingShape,
  scope: 'global',
  table: trainings,
  titleField: 'title',
  list: {
    columns: ['title', 'mode', 'fromDate', 'toDate', 'fromTime', 'toTime', 'capacity', 'status'],
    search: ['title', 'venue'],
    filters: ['mode', 'status', 'fromDate'],
    defaultSort: { field: 'fromDate', dir: 'desc' },
  },
  statusField: 'status',
  commands: {
    start: {
      label: 'Start',
      from: ['ACTIVE'],
      to: 'IN PROGRESS',
      color: 'blue',
      confirm: 'Start this training now? Its status becomes In progress.',
    },
    complete: { label: 'Complete', from: ['ACTIVE', 'IN PROGRESS'], to: 'COMPLETED', color: 'green' },
    cancel: {
      label: 'Cancel',
      from: ['ACTIVE', 'IN PROGRESS'],
      to: 'CANCELLED',
      color: 'red',
      confirm: 'Cancel this training for every invited teacher?',
    },
  },
  hooks: {
    onCommand(_ctx, command, existing) {
      // A training is started on its day, near its start: not next week by a slip of the finger.
      const refusal = command === 'start' ? startRefusal(existing, nowMinutes()) : null;
      if (refusal) throw conflict(refusal);
      return {};
    },
  },
});

export const selfTrainingResources = [
  trainingTopicResource,
  teacherModuleResource,
  teacherAssessmentResource,
  teacherEnrollmentResource,
];
