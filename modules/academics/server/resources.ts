import { eq } from 'drizzle-orm';
import {
  actsOnEveryRow,
  assertAttachable,
  badRequest,
  commandOf,
  conflict,
  defineResource,
  fieldError,
  headOfficeWrites,
  requireUser,
  type CreateValuesOf,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
} from '@portal/kit';
import { sections, studentAdmissions } from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';
import { ACADEMIC_MODULES as M, HOMEWORK_FILE_TYPES, HOMEWORK_MAX_BYTES, MESSAGES } from '../shared/constants.ts';
import { reviewAnswer, reviewInput } from '../shared/inputs.ts';
import {
  gradeLevelShape,
  gradeScaleShape,
  homeworkShape,
  homeworkSubmissionShape,
  reportPublishShape,
  skillAssignmentShape,
  skillParameterShape,
  skillShape,
  subSkillShape,
  termShape,
} from '../shared/resources.ts';
import { assertTeaches, teacherOfClassRule, writtenByRule } from './diary/teacher-rule.ts';
import {
  gradeLevels,
  gradeScales,
  homework,
  homeworkSubmissions,
  reportPublishSettings,
  skillAssignments,
  skillParameters,
  skills,
  subSkills,
  terms,
} from './schema.ts';
import { CENTRE_HEADS, childParents } from '@portal/mod-users/server';
import { childClassTeachers } from './diary/teacher-rule.ts';

const headOffice = (what: string) => headOfficeWrites(`Only head office can change ${what}`);

/** A span ends on or after its start; either end may be left out. */
function checkSpan(
  start: string | null | undefined,
  end: string | null | undefined,
  endField: string,
  message = 'The end date cannot be before the start date',
): void {
  if (start && end && end < start) throw fieldError(endField, message);
}

export const termResource = defineResource({
  ...termShape,
  scope: 'global',
  table: terms,
  titleField: 'name',
  list: {
    columns: ['name', 'classCategory', 'academicYearId', 'startDate', 'endDate', 'isActive'],
    search: ['name'],
    filters: ['academicYearId', 'classCategory', 'isActive'],
    defaultSort: { field: 'startDate', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOffice('terms'),
  // A term ends on or after its first day.
  rules: { order: [{ from: 'startDate', to: 'endDate', message: 'The end date cannot be before the start date' }] },
});

export const gradeScaleResource = defineResource({
  ...gradeScaleShape,
  scope: 'global',
  table: gradeScales,
  titleField: 'name',
  list: { columns: ['name', 'isActive'], search: ['name'], filters: ['isActive'] },
  remove: 'archive',
  writeRule: headOffice('grade scales'),
});

export const gradeLevelResource = defineResource({
  ...gradeLevelShape,
  scope: 'global',
  table: gradeLevels,
  titleField: 'label',
  list: {
    columns: ['scaleId', 'grade', 'label', 'descriptor', 'sort'],
    search: ['grade', 'label'],
    filters: ['scaleId'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'delete',
  writeRule: headOffice('grade scales'),
  hooks: {
    beforeCreate: (_ctx, values) => ({ ...values, grade: String(values.grade).toUpperCase() }),
    beforeUpdate: (_ctx, values) =>
      values.grade === undefined ? values : { ...values, grade: String(values.grade).toUpperCase() },
  },
});

/**
 * One name once within its parent (a skill within its class category, a sub-skill within its skill), whatever
 * the capitals and spaces: two "Fine motor" skills would split one child's grades over two report-card rows.
 */
const uniqueName = (label: string, within: string) =>
  ({ field: 'name', within: [within], message: (name: string) => `${label} “${name}” already exists here` }) as const;

export const skillResource = defineResource({
  ...skillShape,
  scope: 'global',
  table: skills,
  titleField: 'name',
  list: {
    columns: ['name', 'classCategory', 'sort', 'isActive'],
    search: ['name'],
    filters: ['classCategory', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOffice('skills'),
  rules: { uniqueWithin: [uniqueName('A skill', 'classCategory')] },
});

export const subSkillResource = defineResource({
  ...subSkillShape,
  scope: 'global',
  table: subSkills,
  titleField: 'name',
  list: {
    columns: ['name', 'skillId', 'sort', 'isActive'],
    search: ['name'],
    filters: ['skillId', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOffice('skills'),
  rules: { uniqueWithin: [uniqueName('A sub-skill', 'skillId')] },
});

/** A parameter's sub-skill belongs to its skill. */
async function checkParameter(
  ctx: RequestContext,
  values: ValuesOf<typeof skillParameters>,
  existing?: RowOf<typeof skillParameters>,
): Promise<Values> {
  const skillId = values.skillId ?? existing?.skillId;
  const subSkillId = values.subSkillId ?? existing?.subSkillId;
  if (skillId === undefined || subSkillId === undefined)
    throw fieldError('subSkillId', 'Choose the skill and its sub-skill');
  const [sub] = await ctx.db.select({ skillId: subSkills.skillId }).from(subSkills).where(eq(subSkills.id, subSkillId));
  if (!sub || sub.skillId !== skillId) throw fieldError('subSkillId', 'The sub-skill must belong to the chosen skill');
  return values;
}

export const skillParameterResource = defineResource({
  ...skillParameterShape,
  scope: 'global',
  table: skillParameters,
  titleField: 'name',
  list: {
    columns: ['name', 'skillId', 'subSkillId', 'scaleId', 'sort', 'isActive'],
    search: ['name'],
    filters: ['skillId', 'subSkillId', 'scaleId', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOffice('skills'),
  rules: { uniqueWithin: [uniqueName('A parameter', 'subSkillId')] },
  hooks: {
    beforeCreate: (ctx, values) => checkParameter(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkParameter(ctx, values, existing),
  },
});

export const skillAssignmentResource = defineResource({
  ...skillAssignmentShape,
  scope: 'global',
  table: skillAssignments,
  titleField: 'id',
  list: { columns: ['skillId', 'classId', 'termId'], search: [], filters: ['skillId', 'classId', 'termId'] },
  remove: 'delete',
  writeRule: headOffice('skill assignments'),
});

export const reportPublishResource = defineResource({
  ...reportPublishShape,
  scope: 'franchisee',
  table: reportPublishSettings,
  titleField: 'publishFrom',
  list: {
    columns: ['termId', 'publishFrom', 'audience', 'showRemarks', 'showAttendance', 'franchiseeId'],
    search: [],
    filters: ['franchiseeId', 'termId', 'audience'],
  },
  remove: 'delete',
});

/** The section (when given) is a section of the class at the homework's centre. */
async function checkHomework(
  ctx: RequestContext,
  values: ValuesOf<typeof homework>,
  existing?: RowOf<typeof homework>,
): Promise<Values> {
  const merged = { ...existing, ...values };
  checkSpan(values.setDate ?? existing?.setDate, values.dueDate ?? existing?.dueDate, 'dueDate', MESSAGES.dueBeforeSet);
  if (merged.sectionId) {
    const [section] = await ctx.db.select().from(sections).where(eq(sections.id, merged.sectionId));
    if (!section || section.classId !== merged.classId || section.franchiseeId !== merged.franchiseeId)
      throw fieldError('sectionId', MESSAGES.sectionOfClass);
  }
  await checkHomeworkFile(ctx, values.fileId);
  return values;
}

/** Homework files: a PDF or a photo, at most 5 MB. */
export async function checkHomeworkFile(ctx: RequestContext, fileId: unknown): Promise<void> {
  const file = await assertAttachable(ctx, fileId, 'fileId', 'Upload the file again');
  if (!file) return;
  if (!HOMEWORK_FILE_TYPES.includes(file.contentType)) throw fieldError('fileId', MESSAGES.homeworkFileType);
  if (file.size > HOMEWORK_MAX_BYTES) throw fieldError('fileId', MESSAGES.homeworkFileSize);
}

export const homeworkResource = defineResource({
  ...homeworkShape,
  labelPlural: 'Homework',
  scope: 'franchisee',
  table: homework,
  titleField: 'title',
  owner: teacherOfClassRule,
  editors: writtenByRule('setBy'),
  list: {
    columns: ['title', 'subject', 'classId', 'sectionId', 'setDate', 'dueDate'],
    search: ['title', 'subject'],
    filters: ['franchiseeId', 'classId', 'sectionId', 'subject'],
    defaultSort: { field: 'dueDate', dir: 'desc' },
  },
  remove: 'delete',
  hooks: {
    async beforeCreate(ctx, values) {
      requireUser(ctx);
      await checkHomework(ctx, values);
      return { ...values, setBy: ctx.user.id };
    },
    beforeUpdate: (ctx, values, existing) => checkHomework(ctx, values, existing),
  },
});

type Submission = RowOf<typeof homeworkSubmissions>;

/** The homework is for the child's class (and section) at the child's centre. */
async function checkSubmission(
  ctx: RequestContext,
  values: CreateValuesOf<typeof homeworkSubmissions>,
): Promise<Values> {
  const [hw] = await ctx.db.select().from(homework).where(eq(homework.id, values.homeworkId));
  const [child] = await ctx.db
    .select()
    .from(studentAdmissions)
    .where(eq(studentAdmissions.id, values.studentAdmissionId));
  if (!hw || !child) throw fieldError('homeworkId', 'Homework not found');
  if (hw.franchiseeId !== child.franchiseeId) throw fieldError('homeworkId', MESSAGES.notYourChildsClass);
  // A parent submits only their child's class's homework; centre staff may file one for any child of the centre.
  const parent = !actsOnEveryRow(ctx, ownChildRule, { module: M.STUDENT_HOMEWORK, method: 'POST' });
  if (parent && (hw.classId !== child.classId || (hw.sectionId !== null && hw.sectionId !== child.sectionId)))
    throw fieldError('homeworkId', MESSAGES.notYourChildsClass);
  await checkHomeworkFile(ctx, values.fileId);
  return { ...values, franchiseeId: hw.franchiseeId };
}

export const homeworkSubmissionResource = defineResource({
  ...homeworkSubmissionShape,
  personalData: {
    whose: ['child'],
    categories: ['education', 'photo/video'],
    audience: { related: [childParents(), childClassTeachers()], everyRow: CENTRE_HEADS },
    retention: 'academic year, then 1 year',
    purposes: ["Reviewing the child's homework"],
  },
  scope: 'franchisee',
  table: homeworkSubmissions,
  titleField: 'id',
  owner: ownChildRule,
  list: {
    columns: ['homeworkId', 'studentAdmissionId', 'status', 'remark', 'updatedAt'],
    search: ['note'],
    filters: ['franchiseeId', 'homeworkId', 'studentAdmissionId', 'status'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  statusField: 'status',
  remove: 'delete',
  hooks: {
    async beforeCreate(ctx, values) {
      const checked = await checkSubmission(ctx, values);
      return { ...checked, status: 'SUBMITTED' };
    },
    async beforeUpdate(ctx, values, existing) {
      if (existing.status === 'REVIEWED') throw conflict('This homework is already reviewed; it can no longer change');
      for (const name of ['homeworkId', 'studentAdmissionId'] as const)
        if (values[name] !== undefined && values[name] !== existing[name])
          throw badRequest('A submission stays with its homework and child');
      await checkHomeworkFile(ctx, values.fileId);
      return { fileId: values.fileId, note: values.note, status: 'SUBMITTED' };
    },
  },
  commands: {
    review: commandOf<Submission>()({
      label: 'Review',
      from: ['SUBMITTED', 'REDO', 'REVIEWED'],
      to: 'REVIEWED',
      targets: ['REDO'],
      module: M.HOMEWORK,
      input: reviewInput,
      response: reviewAnswer,
      async handler(ctx, row, input) {
        requireUser(ctx);
        const [hw] = await ctx.db
          .select({ classId: homework.classId })
          .from(homework)
          .where(eq(homework.id, row.homeworkId));
        await assertTeaches(ctx, hw.classId, M.HOMEWORK, 'POST');
        if (!input.status) throw fieldError('status', 'Choose Reviewed or Redo');
        if (!input.remark) throw fieldError('remark', 'Write a remark for the parent');
        return {
          status: input.status,
          set: { remark: input.remark, reviewedBy: ctx.user.id, reviewedAt: new Date() },
          answer: { id: row.id, status: input.status, remark: input.remark },
        };
      },
    }),
  },
});
