import { options, resourceShape } from '@portal/core';
import { LEARNING_MODULES as M, RICH_TEXT_MAX, WEEK_STATUS } from './constants.ts';

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
      ref: { resource: 'learning-folders', labelField: 'name' },
    },
    classId: { kind: 'reference', label: 'Class', required: true, ref: { resource: 'class', labelField: 'name' } },
    weekNo: { kind: 'number', label: 'Week', required: true, min: 1, max: 60 },
    title: { kind: 'text', label: 'Title', required: true, max: 160 },
    startsOn: { kind: 'date', label: 'Starts on (Monday)', required: true },
    themeId: { kind: 'reference', label: 'Theme', ref: { resource: 'theme-and-skills', labelField: 'title' } },
    overview: { kind: 'richtext', label: 'Week at a glance', max: RICH_TEXT_MAX },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...WEEK_STATUS) },
    version: { kind: 'number', label: 'Published version', readOnly: true },
    publishedAt: { kind: 'datetime', label: 'Published', readOnly: true },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});
