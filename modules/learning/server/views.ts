import { eq, sql } from 'drizzle-orm';
import { defineView } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { publishedWeekRow } from '../shared/contracts.ts';
import { LEARNING_MODULES as M } from '../shared/index.ts';
import { curriculumPublications, curriculumVersions } from './schema.ts';

const shape = publishedWeekRow.shape;

/**
 * The weeks published to the centres the user sees (learning/curriculum). Titles come from the
 * published version: a draft edited after publishing stays with head office until it is published again.
 */
export const publishedWeekView = defineView({
  name: 'published-curriculum',
  label: 'Published week',
  module: M.CURRICULUM,
  from: curriculumPublications,
  joins: [
    { table: franchisees, on: eq(franchisees.id, curriculumPublications.franchiseeId) },
    { table: classes, on: eq(classes.id, curriculumPublications.classId) },
    { table: curriculumVersions, on: eq(curriculumVersions.id, curriculumPublications.versionId) },
  ],
  columns: {
    id: curriculumPublications.id,
    franchiseeId: curriculumPublications.franchiseeId,
    centre: { column: franchisees.companyName, label: 'Centre', schema: shape.centre },
    weekId: { column: curriculumPublications.weekId, label: 'Week id', schema: shape.weekId },
    className: { column: classes.name, label: 'Class', schema: shape.className },
    weekNo: {
      column: sql<number>`(${curriculumVersions.snapshot}->>'weekNo')::int`,
      label: 'Week',
      kind: 'number',
      schema: shape.weekNo,
    },
    title: {
      column: sql<string>`${curriculumVersions.snapshot}->>'title'`,
      label: 'Title',
      kind: 'text',
      schema: shape.title,
    },
    startsOn: { column: curriculumPublications.startsOn, label: 'Starts on', schema: shape.startsOn },
    version: { column: curriculumVersions.version, label: 'Version', schema: shape.version },
    publishedAt: { column: curriculumPublications.publishedAt, label: 'Published', schema: shape.publishedAt },
  },
  franchiseeColumn: curriculumPublications.franchiseeId,
  search: { columns: [classes.name, sql`${curriculumVersions.snapshot}->>'title'`] },
  defaultSort: [
    { column: curriculumPublications.startsOn, dir: 'desc' },
    { column: curriculumPublications.id, dir: 'desc' },
  ],
});
