import { CLASS_CATEGORIES, options, referenceTo, resourceShape, type ResourceShape } from '@portal/core';
import { CALENDAR_DAY_KINDS, CALENDAR_MODULES } from './calendar.ts';
import { DIARY_MODULES as D, DIARY_TEXT_MAX } from './diary.ts';
import { ACADEMIC_MODULES as M, HOMEWORK_STATUSES, REPORT_AUDIENCES } from './constants.ts';
import { HEALTH_KINDS, HEALTH_MODULE } from './health.ts';
import { sectionShape, studentAdmissionShape, studentShape } from '@portal/mod-students/shared/resources';
import { staffShape } from '@portal/mod-staff/shared/resources';
import { academicYearShape, classShape, franchiseeField, franchiseeShape } from '@portal/mod-org/shared/resources';

const ref = (label: string, target: () => ResourceShape, labelField: string, required = true) => ({
  kind: 'reference' as const,
  label,
  required,
  ref: referenceTo(target, labelField),
});

/** A section of the class chosen above: the picker offers only that class's sections (the save checks the pair). */
const sectionOfClass = {
  kind: 'reference' as const,
  label: 'Section',
  required: false,
  ref: referenceTo(() => sectionShape, 'name', { narrowBy: { field: 'classId', from: 'classId' } }),
};

const category = {
  kind: 'enum' as const,
  label: 'Class category',
  required: true,
  options: options(...CLASS_CATEGORIES),
};

/** A centre's academic calendar for a year. */
export const academicCalendarShape = resourceShape({
  name: 'academic-calendars',
  label: 'Academic calendar',
  module: CALENDAR_MODULES.CALENDAR,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre', createOnly: true }),
    academicYearId: {
      kind: 'reference',
      label: 'Academic year',
      required: true,
      createOnly: true,
      ref: referenceTo(() => academicYearShape, 'academicYear'),
    },
    startDate: { kind: 'date', label: 'First day', help: 'The academic year’s first day when left empty' },
    endDate: { kind: 'date', label: 'Last day', help: 'The academic year’s last day when left empty' },
    saturdayWorking: {
      kind: 'boolean',
      label: 'Saturdays are working days',
      default: false,
      help: 'Monday to Friday are working days; Sundays never are',
    },
    notes: { kind: 'text', label: 'Notes', max: 1000 },
  },
});

export const academicCalendarDayShape = resourceShape({
  name: 'academic-calendar-days',
  label: 'Calendar day',
  module: CALENDAR_MODULES.CALENDAR,
  fields: {
    franchiseeId: { ...franchiseeField({ label: 'Centre', createOnly: true }), required: false },
    calendarId: {
      kind: 'reference',
      label: 'Calendar',
      required: true,
      createOnly: true,
      ref: referenceTo(() => academicCalendarShape, 'startDate'),
    },
    date: { kind: 'date', label: 'Date', required: true },
    title: { kind: 'text', label: 'Title', required: true, min: 2, max: 160 },
    kind: { kind: 'enum', label: 'Kind', required: true, default: 'HOLIDAY', options: options(...CALENDAR_DAY_KINDS) },
  },
});

export const classTeacherShape = resourceShape({
  name: 'class-teachers',
  label: 'Class teacher',
  module: D.CLASS_TEACHERS,
  fields: {
    franchiseeId: franchiseeField(),
    classId: ref('Class', () => classShape, 'name'),
    staffId: ref('Teacher', () => staffShape, 'firstName'),
    // Empty for the class's own teacher; a date places the member of staff on the class for that day only (cover).
    coverOn: {
      kind: 'date',
      label: 'Cover for one day',
      help: 'Empty for the class’s own teacher; a date places them on the class for that day only',
    },
  },
});

export const generalDiaryShape = resourceShape({
  name: 'general-diaries',
  label: 'General diary',
  module: D.GENERAL,
  fields: {
    franchiseeId: franchiseeField(),
    classId: ref('Class', () => classShape, 'name'),
    sectionId: sectionOfClass,
    diaryDate: { kind: 'date', label: 'Date', required: true },
    title: { kind: 'text', label: 'Title', required: true, max: 150 },
    description: { kind: 'text', label: 'What happened today', required: true, max: DIARY_TEXT_MAX },
  },
});

export const subjectDiaryShape = resourceShape({
  name: 'subject-diaries',
  label: 'Subject diary',
  module: D.SUBJECT,
  fields: {
    franchiseeId: franchiseeField(),
    studentAdmissionId: ref('Child', () => studentAdmissionShape, 'studentId'),
    classId: { ...ref('Class', () => classShape, 'name', false), readOnly: true },
    subject: { kind: 'text', label: 'Subject', required: true, max: 60 },
    diaryDate: { kind: 'date', label: 'Date', required: true },
    note: { kind: 'text', label: 'Note', required: true, max: DIARY_TEXT_MAX },
  },
});

export const classWorkShape = resourceShape({
  name: 'class-works',
  label: 'Class work',
  module: D.CLASS_WORK,
  fields: {
    franchiseeId: franchiseeField(),
    classId: ref('Class', () => classShape, 'name'),
    sectionId: sectionOfClass,
    workDate: { kind: 'date', label: 'Date', required: true },
    subject: { kind: 'text', label: 'Subject', required: true, max: 60 },
    title: { kind: 'text', label: 'Title', required: true, max: 150 },
    description: { kind: 'text', label: 'Description', max: DIARY_TEXT_MAX },
    fileId: { kind: 'file', label: 'Worksheet or photo' },
  },
});

/** A child's photo, printed in the report card's photo frame (centre staff keep it). */
export const studentPhotoShape = resourceShape({
  name: 'student-photos',
  label: 'Child photo',
  module: M.GRADE_ENTRY,
  fields: {
    franchiseeId: franchiseeField(),
    studentId: ref('Child', () => studentShape, 'firstName'),
    fileId: { kind: 'file', label: 'Photo', required: true },
  },
});

/** A health remark on a child. */
export const healthRemarkShape = resourceShape({
  name: 'health-remarks',
  label: 'Health remark',
  module: HEALTH_MODULE,
  fields: {
    franchiseeId: {
      kind: 'reference',
      label: 'Centre',
      required: false,
      ref: referenceTo(() => franchiseeShape, 'companyName'),
    },
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      required: true,
      ref: referenceTo(() => studentAdmissionShape, 'studentId'),
    },
    kind: { kind: 'enum', label: 'Kind', required: true, options: options(...HEALTH_KINDS) },
    title: { kind: 'text', label: 'Remark', required: true, min: 2, max: 160 },
    details: { kind: 'text', label: 'Details', max: 1000, help: 'Dose, reaction, what to do' },
    dueDate: { kind: 'date', label: 'Due on', help: 'Immunisations: when the dose is due' },
    givenOn: { kind: 'date', label: 'Given on' },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const termShape = resourceShape({
  name: 'terms',
  label: 'Term',
  module: M.TERMS,
  fields: {
    academicYearId: ref('Academic year', () => academicYearShape, 'academicYear'),
    classCategory: category,
    name: { kind: 'text', label: 'Term', required: true, max: 60 },
    startDate: { kind: 'date', label: 'Start date', required: true },
    endDate: { kind: 'date', label: 'End date', required: true },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const gradeScaleShape = resourceShape({
  name: 'grade-scales',
  label: 'Grade scale',
  module: M.SKILLS,
  fields: {
    name: { kind: 'text', label: 'Scale', required: true, max: 60 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const gradeLevelShape = resourceShape({
  name: 'grade-levels',
  label: 'Grade',
  module: M.SKILLS,
  fields: {
    scaleId: ref('Scale', () => gradeScaleShape, 'name'),
    grade: {
      kind: 'text',
      label: 'Grade',
      required: true,
      max: 4,
      pattern: '^[A-Za-z0-9+-]+$',
      patternMessage: 'A grade is a short code of letters or digits (E, D, A)',
    },
    label: { kind: 'text', label: 'Label', required: true, max: 40 },
    descriptor: { kind: 'text', label: 'Descriptor', max: 300 },
    sort: { kind: 'number', label: 'Order', min: 0, max: 100 },
  },
});

export const skillShape = resourceShape({
  name: 'skills',
  label: 'Skill',
  module: M.SKILLS,
  fields: {
    classCategory: category,
    name: { kind: 'text', label: 'Skill', required: true, max: 120 },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const subSkillShape = resourceShape({
  name: 'sub-skills',
  label: 'Sub-skill',
  module: M.SKILLS,
  fields: {
    skillId: ref('Skill', () => skillShape, 'name'),
    name: { kind: 'text', label: 'Sub-skill', required: true, max: 120 },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const skillParameterShape = resourceShape({
  name: 'skill-parameters',
  label: 'Parameter',
  module: M.SKILLS,
  fields: {
    skillId: ref('Skill', () => skillShape, 'name'),
    subSkillId: ref('Sub-skill', () => subSkillShape, 'name'),
    name: { kind: 'text', label: 'Parameter', required: true, max: 200 },
    scaleId: ref('Grade scale', () => gradeScaleShape, 'name'),
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const skillAssignmentShape = resourceShape({
  name: 'skill-assignments',
  label: 'Skill assignment',
  module: M.SKILLS,
  fields: {
    skillId: ref('Skill', () => skillShape, 'name'),
    classId: ref('Class', () => classShape, 'name'),
    termId: ref('Term', () => termShape, 'name'),
  },
});

export const reportPublishShape = resourceShape({
  name: 'report-publish-settings',
  label: 'Report publish setting',
  module: M.PUBLISH,
  fields: {
    franchiseeId: franchiseeField(),
    termId: ref('Term', () => termShape, 'name'),
    publishFrom: { kind: 'date', label: 'Publish from', required: true },
    audience: {
      kind: 'enum',
      label: 'Visible to',
      required: true,
      options: options(...REPORT_AUDIENCES),
      default: 'PARENTS',
    },
    showRemarks: { kind: 'boolean', label: 'Show remarks', default: true },
    showAttendance: { kind: 'boolean', label: 'Show attendance', default: true },
  },
});

export const homeworkShape = resourceShape({
  name: 'homework',
  label: 'Homework',
  module: M.HOMEWORK,
  fields: {
    franchiseeId: franchiseeField(),
    classId: ref('Class', () => classShape, 'name'),
    sectionId: ref('Section', () => sectionShape, 'name', false),
    subject: { kind: 'text', label: 'Subject', required: true, max: 60 },
    title: { kind: 'text', label: 'Title', required: true, max: 150 },
    description: { kind: 'text', label: 'Description', max: 2000 },
    setDate: { kind: 'date', label: 'Set on', required: true },
    dueDate: { kind: 'date', label: 'Due on', required: true },
    fileId: { kind: 'file', label: 'File' },
  },
});

export const homeworkSubmissionShape = resourceShape({
  name: 'homework-submissions',
  label: 'Homework submission',
  module: M.STUDENT_HOMEWORK,
  fields: {
    franchiseeId: { ...franchiseeField(), required: false },
    homeworkId: ref('Homework', () => homeworkShape, 'title'),
    studentAdmissionId: ref('Child', () => studentAdmissionShape, 'studentId'),
    fileId: { kind: 'file', label: 'File', required: true },
    note: { kind: 'text', label: 'Note', max: 500 },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...HOMEWORK_STATUSES) },
    remark: { kind: 'text', label: 'Teacher remark', readOnly: true },
  },
});
