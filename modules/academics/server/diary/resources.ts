import { ROLE, todayInIndia } from '@portal/core';
import { and, eq, lt, ne } from 'drizzle-orm';
import {
  assertAttachable,
  defineResource,
  fieldError,
  requireUser,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
} from '@portal/kit';
import { sections, studentAdmissions } from '@portal/mod-students/server';
import { staffAccountOf } from '@portal/mod-staff/server';
import { DIARY_MESSAGES, DIARY_MODULES as D, PHOTO_TYPES } from '../../shared/diary.ts';
import { checkHomeworkFile } from '../resources.ts';
import {
  classTeacherShape,
  classWorkShape,
  generalDiaryShape,
  studentPhotoShape,
  subjectDiaryShape,
} from '../../shared/resources.ts';
import { classTeachers, classWorks, generalDiaries, studentPhotos, subjectDiaries } from './schema.ts';
import { HOMEWORK_MAX_BYTES } from '../../shared/constants.ts';
import { assertTeaches, studentClassTeachers, teacherOfClassRule, writtenByRule } from './teacher-rule.ts';
import { CENTRE_HEADS, childParents } from '@portal/mod-users/server';
import { studentParents } from '@portal/mod-students/server';

/** Where a general diary entry or a class work belongs: a centre, a class and maybe one of its sections. */
interface ClassPlace {
  franchiseeId: number;
  classId: number;
  sectionId: number | null;
}

/** The section (when given) is a section of the class at the row's centre. */
async function checkSection(ctx: RequestContext, values: Partial<ClassPlace>, existing?: ClassPlace): Promise<void> {
  const merged = { ...existing, ...values };
  if (!merged.sectionId) return;
  const [section] = await ctx.db.select().from(sections).where(eq(sections.id, merged.sectionId));
  if (!section || section.classId !== merged.classId || section.franchiseeId !== merged.franchiseeId)
    throw fieldError('sectionId', DIARY_MESSAGES.sectionOfClass);
}

/** Who teaches a class: the account comes from the staff record, which must be of the same centre. */
async function checkClassTeacher(
  ctx: RequestContext,
  values: ValuesOf<typeof classTeachers>,
  existing?: RowOf<typeof classTeachers>,
): Promise<Values> {
  const merged = { ...existing, ...values };
  // No teacher named is refused as one of another centre would be.
  const member = merged.staffId === undefined ? undefined : await staffAccountOf(ctx, merged.staffId);
  if (!member || member.franchiseeId !== merged.franchiseeId) throw fieldError('staffId', DIARY_MESSAGES.staffOfCentre);
  if (merged.coverOn && merged.coverOn < todayInIndia()) throw fieldError('coverOn', DIARY_MESSAGES.coverPast);
  // A cover of a day gone places nobody: it gives way to the new placement of the same person on the class.
  await ctx.db
    .delete(classTeachers)
    .where(
      and(
        eq(classTeachers.staffId, merged.staffId!),
        eq(classTeachers.classId, merged.classId!),
        lt(classTeachers.coverOn, todayInIndia()),
        existing ? ne(classTeachers.id, existing.id) : undefined,
      ),
    );
  return { ...values, userId: member.userId };
}

export const classTeacherResource = defineResource({
  ...classTeacherShape,
  personalData: {
    whose: ['staff member'],
    categories: ['education'],
    // Colleagues see who teaches which class: it is the centre's timetable.
    audience: { everyRow: [...CENTRE_HEADS, ROLE.TEACHER] },
    retention: 'employment, then 1 year',
    purposes: ['Knowing who teaches each class'],
  },
  scope: 'franchisee',
  table: classTeachers,
  titleField: 'id',
  list: {
    columns: ['classId', 'staffId', 'coverOn', 'franchiseeId'],
    search: [],
    filters: ['franchiseeId', 'classId', 'staffId', 'coverOn'],
  },
  remove: 'delete',
  hooks: {
    beforeCreate: (ctx, values) => checkClassTeacher(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkClassTeacher(ctx, values, existing),
  },
});

export const generalDiaryResource = defineResource({
  ...generalDiaryShape,
  labelPlural: 'General diary',
  scope: 'franchisee',
  // Written in the room: a room device reaches it, and a queued entry is recorded once.
  classroom: true,
  table: generalDiaries,
  titleField: 'title',
  owner: teacherOfClassRule,
  editors: writtenByRule('writtenBy'),
  list: {
    columns: ['diaryDate', 'classId', 'sectionId', 'title'],
    search: ['title', 'description'],
    filters: ['franchiseeId', 'classId', 'sectionId', 'diaryDate'],
    defaultSort: { field: 'diaryDate', dir: 'desc' },
  },
  remove: 'delete',
  hooks: {
    async beforeCreate(ctx, values) {
      requireUser(ctx);
      await checkSection(ctx, values);
      return { ...values, writtenBy: ctx.user.id };
    },
    async beforeUpdate(ctx, values, existing) {
      await checkSection(ctx, values, existing);
      return values;
    },
  },
});

/** The child is of the row's centre; the class is copied from the child's admission (the teacher rule reads it). */
async function checkSubjectDiary(
  ctx: RequestContext,
  values: ValuesOf<typeof subjectDiaries>,
  existing?: RowOf<typeof subjectDiaries>,
): Promise<Values> {
  const admissionId = values.studentAdmissionId ?? existing?.studentAdmissionId;
  // No child named is refused as a child of another centre would be.
  const [child] =
    admissionId === undefined
      ? []
      : await ctx.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, admissionId));
  const franchiseeId = values.franchiseeId ?? existing?.franchiseeId;
  if (!child || (franchiseeId !== undefined && child.franchiseeId !== franchiseeId))
    throw fieldError('studentAdmissionId', DIARY_MESSAGES.childOfCentre);
  // The class comes from the child, after the owner rule saw the body: the rule is held here again.
  await assertTeaches(ctx, child.classId, D.SUBJECT, existing ? 'PUT' : 'POST');
  return { ...values, franchiseeId: child.franchiseeId, classId: child.classId };
}

export const subjectDiaryResource = defineResource({
  ...subjectDiaryShape,
  personalData: {
    whose: ['child'],
    categories: ['education'],
    audience: { related: [teacherOfClassRule, childParents()], everyRow: CENTRE_HEADS },
    retention: 'academic year, then 1 year',
    purposes: ['Telling the parents how the child did in a subject'],
  },
  labelPlural: 'Subject diary',
  scope: 'franchisee',
  table: subjectDiaries,
  titleField: 'subject',
  owner: teacherOfClassRule,
  editors: writtenByRule('writtenBy'),
  list: {
    columns: ['diaryDate', 'studentAdmissionId', 'classId', 'subject', 'note'],
    search: ['subject', 'note'],
    filters: ['franchiseeId', 'classId', 'studentAdmissionId', 'subject'],
    defaultSort: { field: 'diaryDate', dir: 'desc' },
  },
  remove: 'delete',
  hooks: {
    async beforeCreate(ctx, values) {
      requireUser(ctx);
      return { ...(await checkSubjectDiary(ctx, values)), writtenBy: ctx.user.id };
    },
    beforeUpdate: (ctx, values, existing) => checkSubjectDiary(ctx, values, existing),
  },
});

export const classWorkResource = defineResource({
  ...classWorkShape,
  labelPlural: 'Class work',
  scope: 'franchisee',
  table: classWorks,
  titleField: 'title',
  owner: teacherOfClassRule,
  editors: writtenByRule('writtenBy'),
  list: {
    columns: ['workDate', 'classId', 'sectionId', 'subject', 'title'],
    search: ['title', 'subject'],
    filters: ['franchiseeId', 'classId', 'sectionId', 'subject'],
    defaultSort: { field: 'workDate', dir: 'desc' },
  },
  remove: 'delete',
  hooks: {
    async beforeCreate(ctx, values) {
      requireUser(ctx);
      await checkSection(ctx, values);
      await checkHomeworkFile(ctx, values.fileId);
      return { ...values, writtenBy: ctx.user.id };
    },
    async beforeUpdate(ctx, values, existing) {
      await checkSection(ctx, values, existing);
      await checkHomeworkFile(ctx, values.fileId);
      return values;
    },
  },
});

/** Photos are PNG or JPEG images (what the report card prints), at most 5 MB. */
async function checkPhoto(ctx: RequestContext, values: Values): Promise<Values> {
  const file = await assertAttachable(ctx, values.fileId, 'fileId', 'Upload the photo again');
  if (!file) return values;
  if (!PHOTO_TYPES.includes(file.contentType)) throw fieldError('fileId', DIARY_MESSAGES.photoType);
  if (file.size > HOMEWORK_MAX_BYTES) throw fieldError('fileId', DIARY_MESSAGES.photoSize);
  return values;
}

/** A child's photo, printed in the report card's photo frame (centre staff keep it). */
export const studentPhotoResource = defineResource({
  ...studentPhotoShape,
  personalData: {
    whose: ['child'],
    categories: ['photo/video'],
    audience: { related: [studentClassTeachers(), studentParents('studentId')], everyRow: CENTRE_HEADS },
    retention: 'enrolment, then 1 year',
    purposes: ["Showing the child's photo on the report card"],
    erase: 'rows',
  },
  scope: 'franchisee',
  table: studentPhotos,
  titleField: 'id',
  list: { columns: ['studentId', 'fileId', 'franchiseeId'], search: [], filters: ['franchiseeId', 'studentId'] },
  remove: 'delete',
  hooks: {
    beforeCreate: (ctx, values) => checkPhoto(ctx, values),
    beforeUpdate: (ctx, values) => checkPhoto(ctx, values),
  },
});
