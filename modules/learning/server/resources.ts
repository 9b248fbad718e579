import { and, eq, ne } from 'drizzle-orm';
import {
  commandOf,
  conflict,
  defineResource,
  fieldError,
  headOfficeWrites,
  richText,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
} from '@portal/kit';
import { classGroups } from '@portal/mod-students/server';
import { publishAnswer, withdrawAnswer } from '../shared/contracts.ts';
import { curriculumWeekShape, dayShape, learningFolderShape, themeShape } from '../shared/resources.ts';
import { FOLDER_GROUP_TYPES, isMonday, publishWeekInput, RECORDED_GROUP_TYPE, RICH_TEXT_MAX } from '../shared/index.ts';
import { knownCompetencies } from './competencies.ts';
import { assertCurriculumFolder } from './folders.service.ts';
import { publishWeek, withdrawWeek } from './publish.service.ts';
import { curriculumDays, curriculumWeeks, learningFolders, learningThemes } from './schema.ts';

/** The curriculum is written once, by head office, for the whole network. */
const headOfficeCurriculum = headOfficeWrites('Only head office can change the curriculum');

const richTextInput = richText(RICH_TEXT_MAX);

/**
 * Rich-text fields are sanitised before they are stored (no scripts, styles or frames), and the NCF-FS competencies
 * named are the framework's, each once.
 */
function sanitised(values: Values, fields: readonly string[]): Values {
  const out = { ...values };
  for (const name of fields) {
    const value = out[name];
    if (typeof value === 'string') out[name] = richTextInput.parse(value);
  }
  if (Array.isArray(out.competencies)) out.competencies = knownCompetencies(out.competencies as string[]);
  return out;
}

const groupTypeOf = async (ctx: RequestContext, classGroupId: number) =>
  (
    await ctx.db.select({ groupType: classGroups.groupType }).from(classGroups).where(eq(classGroups.id, classGroupId))
  )[0]?.groupType;

/** A folder sits under a curriculum or recorded-classes group, and keeps its kind (its weeks or videos rely on it). */
async function checkFolderGroup(
  ctx: RequestContext,
  values: ValuesOf<typeof learningFolders>,
  existing?: RowOf<typeof learningFolders>,
): Promise<Values> {
  if (values.classGroupId === undefined) return values;
  const groupType = await groupTypeOf(ctx, values.classGroupId);
  if (groupType === undefined) throw fieldError('classGroupId', 'Class group not found');
  if (!(FOLDER_GROUP_TYPES as readonly string[]).includes(groupType))
    throw fieldError('classGroupId', 'Folders go under a Curriculum, Curriculum_CMS or Recorded Classes class group');
  const recorded = (type?: string) => type === RECORDED_GROUP_TYPE;
  if (existing && recorded(groupType) !== recorded(await groupTypeOf(ctx, existing.classGroupId)))
    throw fieldError(
      'classGroupId',
      'A folder keeps its kind: a Recorded Classes folder stays one, and so does a curriculum folder',
    );
  return values;
}

export const learningFolderResource = defineResource({
  ...learningFolderShape,
  scope: 'global',
  table: learningFolders,
  titleField: 'name',
  list: {
    columns: ['name', 'classGroupId', 'sort', 'isActive'],
    search: ['name'],
    filters: ['classGroupId', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOfficeCurriculum,
  rules: {
    uniqueWithin: [
      {
        field: 'name',
        within: ['classGroupId'],
        message: (name) => `A folder “${name}” already exists for this group`,
      },
    ],
  },
  hooks: {
    beforeCreate: (ctx, values) => checkFolderGroup(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkFolderGroup(ctx, values, existing),
  },
});

async function checkTheme(ctx: RequestContext, values: ValuesOf<typeof learningThemes>): Promise<Values> {
  if (values.folderId !== undefined) await assertCurriculumFolder(ctx, values.folderId, 'folderId');
  return sanitised(values, ['description']);
}

export const themeResource = defineResource({
  ...themeShape,
  labelPlural: 'Themes and skills',
  scope: 'global',
  table: learningThemes,
  titleField: 'title',
  list: {
    columns: ['title', 'folderId', 'skills', 'isActive'],
    search: ['title'],
    filters: ['folderId', 'isActive'],
    defaultSort: { field: 'title', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOfficeCurriculum,
  hooks: {
    beforeCreate: (ctx, values) => checkTheme(ctx, values),
    beforeUpdate: (ctx, values) => checkTheme(ctx, values),
  },
});

type Week = typeof curriculumWeeks.$inferSelect;
const weekCommand = commandOf<Week>();

async function checkWeek(ctx: RequestContext, values: ValuesOf<typeof curriculumWeeks>): Promise<Values> {
  if (typeof values.startsOn === 'string' && !isMonday(values.startsOn))
    throw fieldError('startsOn', 'A week at a glance starts on a Monday');
  if (values.folderId !== undefined) await assertCurriculumFolder(ctx, values.folderId, 'folderId');
  return sanitised(values, ['overview']);
}

export const weekResource = defineResource({
  ...curriculumWeekShape,
  labelPlural: 'Weeks at a glance',
  scope: 'global',
  table: curriculumWeeks,
  titleField: 'title',
  list: {
    columns: ['weekNo', 'title', 'classId', 'folderId', 'startsOn', 'status', 'version'],
    search: ['title'],
    filters: ['folderId', 'classId', 'status', 'isActive'],
    defaultSort: { field: 'startsOn', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOfficeCurriculum,
  describe: (row) => `week ${row.weekNo} (${row.title})`,
  statusField: 'status',
  commands: {
    publish: weekCommand({
      label: 'Publish',
      from: ['DRAFT', 'PUBLISHED'],
      to: 'PUBLISHED',
      color: 'green',
      input: publishWeekInput,
      response: publishAnswer,
      handler: (ctx, row, input) => publishWeek(ctx, row, input),
    }),
    withdraw: weekCommand({
      label: 'Withdraw',
      from: ['PUBLISHED'],
      to: 'DRAFT',
      color: 'red',
      confirm: 'Take this week back from every centre?',
      response: withdrawAnswer,
      handler: (ctx, row) => withdrawWeek(ctx, row),
    }),
  },
  hooks: {
    beforeCreate: (ctx, values) => checkWeek(ctx, values),
    beforeUpdate: (ctx, values) => checkWeek(ctx, values),
  },
});

async function checkDay(
  ctx: RequestContext,
  values: ValuesOf<typeof curriculumDays>,
  existing?: RowOf<typeof curriculumDays>,
) {
  if (existing && values.weekId !== undefined && values.weekId !== existing.weekId)
    throw fieldError('weekId', 'A day stays in its week; add it to the other week instead');
  const weekId = values.weekId ?? existing?.weekId;
  const dayNo = values.dayNo ?? existing?.dayNo;
  if (weekId === undefined) throw fieldError('weekId', 'Week at a glance not found');
  if (dayNo === undefined) throw fieldError('dayNo', 'Choose the day of the week');
  const [week] = await ctx.db
    .select({ id: curriculumWeeks.id })
    .from(curriculumWeeks)
    .where(eq(curriculumWeeks.id, weekId));
  if (!week) throw fieldError('weekId', 'Week at a glance not found');
  const [taken] = await ctx.db
    .select({ id: curriculumDays.id })
    .from(curriculumDays)
    .where(
      and(
        eq(curriculumDays.weekId, weekId),
        eq(curriculumDays.dayNo, dayNo),
        existing ? ne(curriculumDays.id, existing.id) : undefined,
      ),
    );
  if (taken) throw conflict(`Day ${dayNo} of this week already has a day at a glance; edit it instead`);
  return sanitised(values, ['activities', 'materials', 'learningOutcomes']);
}

export const dayResource = defineResource({
  ...dayShape,
  labelPlural: 'Days at a glance',
  scope: 'global',
  table: curriculumDays,
  titleField: 'title',
  list: {
    columns: ['weekId', 'dayNo', 'title'],
    search: ['title'],
    filters: ['weekId'],
    defaultSort: { field: 'dayNo', dir: 'asc' },
  },
  remove: 'delete',
  writeRule: headOfficeCurriculum,
  hooks: {
    beforeCreate: (ctx, values) => checkDay(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkDay(ctx, values, existing),
  },
});

export const learningResources = [learningFolderResource, themeResource, weekResource, dayResource];
