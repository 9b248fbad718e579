import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, viewFilter } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { sections } from '@portal/mod-students/server';
import { publishedWeekRow } from '../shared/contracts.ts';
import { onlineClassRow, videoRow } from '../shared/media.ts';
import { VIDEO_STATUS } from '../shared/index.ts';
import {
  curriculumPublications,
  curriculumVersions,
  learningFolders,
  learningVideos,
  onlineClasses,
  onlineClassInvites,
} from './schema.ts';
import { learningVideosViewShape, onlineClassesViewShape, publishedCurriculumViewShape } from '../shared/views.ts';

const shape = publishedWeekRow.shape;

/**
 * The weeks published to the centres the user sees (learning/curriculum). Titles come from the
 * published version: a draft edited after publishing stays with head office until it is published again.
 */
export const publishedWeekView = defineView({
  ...publishedCurriculumViewShape,
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

const videoShape = videoRow.shape;
const wholeFilter = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a number` })
    .positive({
      error: `${what} must be a number`,
    });

/** The videos of the centres the user sees (videos/list; recorded/folder filters it by folder, class, week, day). */
export const videoView = defineView({
  ...learningVideosViewShape,
  from: learningVideos,
  joins: [
    { table: franchisees, on: eq(franchisees.id, learningVideos.franchiseeId) },
    { table: learningFolders, on: eq(learningFolders.id, learningVideos.folderId) },
    { table: classes, on: eq(classes.id, learningVideos.classId), type: 'left' },
  ],
  columns: {
    id: learningVideos.id,
    franchiseeId: learningVideos.franchiseeId,
    centre: { column: franchisees.companyName, label: 'Centre', schema: videoShape.centre },
    folderId: { column: learningVideos.folderId, label: 'Folder id', schema: videoShape.folderId },
    folder: { column: learningFolders.name, label: 'Folder', schema: videoShape.folder },
    classId: { column: learningVideos.classId, label: 'Class id', schema: videoShape.classId },
    className: { column: classes.name, label: 'Class', schema: videoShape.className },
    weekNo: { column: learningVideos.weekNo, label: 'Week', schema: videoShape.weekNo },
    dayNo: { column: learningVideos.dayNo, label: 'Day', schema: videoShape.dayNo },
    title: { column: learningVideos.title, label: 'Title', schema: videoShape.title },
    fileName: { column: learningVideos.fileName, label: 'File', schema: videoShape.fileName },
    contentType: { column: learningVideos.contentType, label: 'Type', schema: videoShape.contentType },
    size: { column: learningVideos.size, label: 'Size (bytes)', kind: 'number', schema: videoShape.size },
    status: { column: learningVideos.status, label: 'Status', schema: videoShape.status },
    createdAt: { column: learningVideos.createdAt, label: 'Uploaded', schema: videoShape.createdAt },
  },
  franchiseeColumn: learningVideos.franchiseeId,
  filters: {
    folderId: viewFilter(wholeFilter('Folder'), (v) => eq(learningVideos.folderId, v)),
    classId: viewFilter(wholeFilter('Class'), (v) => eq(learningVideos.classId, v)),
    weekNo: viewFilter(wholeFilter('Week'), (v) => eq(learningVideos.weekNo, v)),
    dayNo: viewFilter(wholeFilter('Day'), (v) => eq(learningVideos.dayNo, v)),
    status: viewFilter(z.enum(VIDEO_STATUS, { error: 'Status must be UPLOADING or READY' }), (v) =>
      eq(learningVideos.status, v),
    ),
  },
  search: { columns: [learningVideos.title, learningFolders.name, learningVideos.fileName] },
  defaultSort: [
    { column: learningVideos.createdAt, dir: 'desc' },
    { column: learningVideos.id, dir: 'desc' },
  ],
});

const classShape = onlineClassRow.shape;

/** The online classes of the centres the user sees (online-class/list), with invitations and joins counted. */
export const onlineClassView = defineView({
  ...onlineClassesViewShape,
  from: onlineClasses,
  joins: [
    { table: franchisees, on: eq(franchisees.id, onlineClasses.franchiseeId) },
    { table: sections, on: eq(sections.id, onlineClasses.sectionId) },
    { table: classes, on: eq(classes.id, sections.classId) },
  ],
  columns: {
    id: onlineClasses.id,
    franchiseeId: onlineClasses.franchiseeId,
    centre: { column: franchisees.companyName, label: 'Centre', schema: classShape.centre },
    sectionId: { column: onlineClasses.sectionId, label: 'Section id', schema: classShape.sectionId },
    section: { column: sections.name, label: 'Section', schema: classShape.section },
    className: { column: classes.name, label: 'Class', schema: classShape.className },
    title: { column: onlineClasses.title, label: 'Title', schema: classShape.title },
    startsAt: { column: onlineClasses.startsAt, label: 'Starts', schema: classShape.startsAt },
    endsAt: { column: onlineClasses.endsAt, label: 'Ends', schema: classShape.endsAt },
    status: { column: onlineClasses.status, label: 'Status', schema: classShape.status },
    cancelReason: { column: onlineClasses.cancelReason, label: 'Why cancelled', schema: classShape.cancelReason },
    invited: {
      column: sql<number>`(select count(*)::int from ${onlineClassInvites} i
        where i.online_class_id = ${onlineClasses.id})`,
      label: 'Invited',
      kind: 'number',
      schema: classShape.invited,
    },
    joined: {
      column: sql<number>`(select count(*)::int from ${onlineClassInvites} i
        where i.online_class_id = ${onlineClasses.id} and i.joins > 0)`,
      label: 'Joined',
      kind: 'number',
      schema: classShape.joined,
    },
  },
  franchiseeColumn: onlineClasses.franchiseeId,
  search: { columns: [onlineClasses.title, classes.name] },
  defaultSort: [
    { column: onlineClasses.startsAt, dir: 'desc' },
    { column: onlineClasses.id, dir: 'desc' },
  ],
});
