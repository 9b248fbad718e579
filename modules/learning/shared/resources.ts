import { options, referenceTo, resourceShape } from '@portal/core';
import { COMPETENCIES_MAX, LEARNING_MODULES as M, RICH_TEXT_MAX, WEEK_STATUS } from './constants.ts';
import { DAYS_IN_WEEK } from './index.ts';
import { classShape } from '@portal/mod-org/shared/resources';
import { classGroupShape } from '@portal/mod-students/shared/resources';

/** A week at a glance of a class's curriculum: drafted by head office, then published to the centres. */
export const curriculumWeekShape = resourceShape({
  name: 'curriculum-weeks',
  label: 'Week at a glance',
  module: M.CMS,
  fields: {
    folderId: {
      kind: 'reference',
      label: 'Folder',
      required: true,
      ref: referenceTo(() => learningFolderShape, 'name'),
    },
    classId: { kind: 'reference', label: 'Class', required: true, ref: referenceTo(() => classShape, 'name') },
    weekNo: { kind: 'number', label: 'Week', required: true, min: 1, max: 60 },
    title: { kind: 'text', label: 'Title', required: true, max: 160 },
    startsOn: { kind: 'date', label: 'Starts on (Monday)', required: true },
    themeId: { kind: 'reference', label: 'Theme', ref: referenceTo(() => themeShape, 'title') },
    overview: { kind: 'richtext', label: 'Week at a glance', max: RICH_TEXT_MAX },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...WEEK_STATUS) },
    version: { kind: 'number', label: 'Published version', readOnly: true },
    publishedAt: { kind: 'datetime', label: 'Published', readOnly: true },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

/**
 * The online class as a record with a status, for its one command: a class that has not started is cancelled
 * with a reason (whoever may schedule classes of the centre). The kit checks the access module, the franchisee
 * fence and the from-state, and audits it; the invitees' references stop opening it (see joinClass).
 */
export const onlineClassShape = resourceShape({
  name: 'online-classes',
  label: 'Online class',
  module: M.ONLINE_CLASS,
  fields: {},
});

export const learningFolderShape = resourceShape({
  name: 'learning-folders',
  label: 'Curriculum folder',
  module: M.CMS,
  fields: {
    classGroupId: {
      kind: 'reference',
      label: 'Class group',
      required: true,
      ref: referenceTo(() => classGroupShape, 'name'),
    },
    name: { kind: 'text', label: 'Folder', required: true, max: 120 },
    description: { kind: 'text', label: 'Description', max: 500 },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const themeShape = resourceShape({
  name: 'theme-and-skills',
  label: 'Theme and skills',
  module: M.CMS,
  fields: {
    folderId: {
      kind: 'reference',
      label: 'Folder',
      required: true,
      ref: referenceTo(() => learningFolderShape, 'name'),
    },
    title: { kind: 'text', label: 'Theme', required: true, max: 120 },
    skills: { kind: 'tags', label: 'Skills', max: 20, help: 'The skills this theme builds' },
    competencies: {
      kind: 'tags',
      label: 'NCF-FS competencies',
      max: COMPETENCIES_MAX,
      help: 'Picked from the framework’s list',
    },
    description: { kind: 'richtext', label: 'Description', max: RICH_TEXT_MAX },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const dayShape = resourceShape({
  name: 'curriculum-days',
  label: 'Day at a glance',
  module: M.CMS,
  fields: {
    weekId: {
      kind: 'reference',
      label: 'Week',
      required: true,
      ref: referenceTo(() => curriculumWeekShape, 'title'),
    },
    dayNo: { kind: 'number', label: 'Day', required: true, min: 1, max: DAYS_IN_WEEK },
    title: { kind: 'text', label: 'Title', required: true, max: 160 },
    activities: { kind: 'richtext', label: 'Activities', max: RICH_TEXT_MAX },
    materials: { kind: 'richtext', label: 'Materials', max: RICH_TEXT_MAX },
    learningOutcomes: { kind: 'richtext', label: 'Learning outcomes', max: RICH_TEXT_MAX },
    competencies: {
      kind: 'tags',
      label: 'NCF-FS competencies',
      max: COMPETENCIES_MAX,
      help: 'Picked from the framework’s list',
    },
  },
});
