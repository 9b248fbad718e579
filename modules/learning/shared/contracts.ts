/**
 * The learning API as contracts: the curriculum CMS's own reads (a week's preview, its versions, the
 * week-glance URL that names a folder or a day) and a centre's published curriculum and its "today".
 * Folders, themes, weeks and days are resources (their routes come from the framework).
 */
import { byId, calendarDay, defineEndpoint, recordId, timestamp, pageOf } from '@portal/core';
import { z } from 'zod';
import { LEARNING_MODULES as M } from './constants.ts';
import { publishWeekInput, todayQuery } from './inputs.ts';

const tags = ['Learning'];

/** One day of a week's plan as a teacher reads it (rich text is sanitised HTML). */
export const dayPlan = z.object({
  id: z.number(),
  dayNo: z.number(),
  date: calendarDay,
  title: z.string(),
  activities: z.string().nullable(),
  materials: z.string().nullable(),
  learningOutcomes: z.string().nullable(),
  /** The NCF-FS competencies the day serves, picked from the framework's list (codes such as C-8.3). */
  competencies: z.array(z.string()),
});
export type DayPlan = z.infer<typeof dayPlan>;

/** A week's plan: what publishing freezes into a version, and what preview shows of the draft. */
export const weekPlan = z.object({
  weekId: z.number(),
  folder: z.string(),
  className: z.string(),
  weekNo: z.number(),
  title: z.string(),
  startsOn: calendarDay,
  theme: z.string().nullable(),
  skills: z.array(z.string()),
  /** The NCF-FS competencies the week's theme serves. */
  themeCompetencies: z.array(z.string()),
  overview: z.string().nullable(),
  days: z.array(dayPlan),
});
export type WeekPlan = z.infer<typeof weekPlan>;

/** A week's plan as a version froze it: one frozen before the competencies were kept names none. */
export const frozenWeekPlan = weekPlan.extend({
  themeCompetencies: z.array(z.string()).default([]),
  days: z.array(dayPlan.extend({ competencies: z.array(z.string()).default([]) })),
});

export const weekPreview = defineEndpoint({
  method: 'GET',
  path: '/api/learning-cms/preview/:id',
  module: M.CMS,
  tags,
  summary: 'A week as a teacher will see it once published',
  params: byId,
  response: z.object({ plan: weekPlan, status: z.string(), version: z.number() }),
});

export const weekVersions = defineEndpoint({
  method: 'GET',
  path: '/api/learning-cms/weeks/:id/versions',
  module: M.CMS,
  tags,
  params: byId,
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number(),
        version: z.number(),
        note: z.string().nullable(),
        createdAt: timestamp,
        createdBy: z.string().nullable(),
        centres: z.number(),
        plan: weekPlan,
      }),
    ),
  }),
});

/** The answer of the publish command. */
export const publishAnswer = z.object({ version: z.number(), centres: z.number() });
/** The answer of the withdraw command: how many centres no longer see the week. */
export const withdrawAnswer = z.object({ centres: z.number() });
export { publishWeekInput };

/** `learning-cms/week-glance/{folderId}` and `week-glance/{dayId}`: one URL, the id says which. */
export const weekGlance = defineEndpoint({
  method: 'GET',
  path: '/api/learning-cms/week-glance/:id',
  module: M.CMS,
  tags,
  params: byId,
  response: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('folder'),
      folder: z.object({ id: z.number(), name: z.string(), classGroup: z.string() }),
      weeks: z.array(
        z.object({
          id: z.number(),
          className: z.string(),
          weekNo: z.number(),
          title: z.string(),
          startsOn: calendarDay,
          status: z.string(),
          version: z.number(),
          days: z.number(),
        }),
      ),
    }),
    z.object({ kind: z.literal('day'), weekId: z.number(), day: dayPlan, week: z.object({ title: z.string() }) }),
  ]),
});

/**
 * `learning-cms/day-glance/{themeID}`: a theme's days at a glance: the theme, then each of its weeks (first to
 * last) with its days and what the children do on each.
 */
export const themeDayGlance = defineEndpoint({
  method: 'GET',
  path: '/api/learning-cms/day-glance/:id',
  module: M.CMS,
  tags,
  summary: 'A theme’s weeks and their days at a glance, with each day’s activities',
  params: byId,
  response: z.object({
    theme: z.object({
      id: z.number(),
      title: z.string(),
      folder: z.string(),
      skills: z.array(z.string()),
      description: z.string().nullable(),
    }),
    weeks: z.array(weekPlan.extend({ status: z.string(), version: z.number() })),
  }),
});

/** One published week of the centres the user sees (learning/curriculum). */
export const publishedWeekRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  weekId: z.number(),
  className: z.string(),
  weekNo: z.number(),
  title: z.string(),
  startsOn: calendarDay,
  version: z.number(),
  publishedAt: z.string(),
});
export type PublishedWeekRow = z.infer<typeof publishedWeekRow>;

export const publishedWeeks = defineEndpoint({
  method: 'GET',
  path: '/api/learning/curriculum',
  module: M.CURRICULUM,
  tags,
  query: z.object({
    q: z.string().optional(),
    franchiseeID: recordId.optional(),
    page: z.number().optional(),
    pageSize: z.number().optional(),
  }),
  response: pageOf(publishedWeekRow.partial().required({ id: true })),
});

export const publishedWeek = defineEndpoint({
  method: 'GET',
  path: '/api/learning/curriculum/:id',
  module: M.CURRICULUM,
  tags,
  summary: 'A week as published to a centre',
  params: byId,
  response: z.object({ centre: z.string(), version: z.number(), publishedAt: timestamp, plan: weekPlan }),
});

export const todayPlan = defineEndpoint({
  method: 'GET',
  path: '/api/learning/today',
  module: M.CURRICULUM,
  tags,
  summary: 'What each class of the centre does today, from the published weeks',
  query: todayQuery,
  response: z.object({
    date: calendarDay,
    classes: z.array(
      z.object({
        publicationId: z.number(),
        centre: z.string(),
        className: z.string(),
        weekNo: z.number(),
        weekTitle: z.string(),
        theme: z.string().nullable(),
        day: dayPlan.nullable(),
      }),
    ),
  }),
});

/** What the CMS's forms pick from: the curriculum class groups, the classes, the folders and the themes. */
export const cmsChoices = defineEndpoint({
  method: 'GET',
  path: '/api/learning-cms/choices',
  module: M.CMS,
  tags,
  response: z.object({
    classGroups: z.array(z.object({ id: z.number(), name: z.string(), groupType: z.string() })),
    classes: z.array(z.object({ id: z.number(), name: z.string() })),
    folders: z.array(z.object({ id: z.number(), name: z.string(), classGroupId: z.number(), weeks: z.number() })),
    themes: z.array(z.object({ id: z.number(), title: z.string(), folderId: z.number() })),
  }),
});

export type WeekGlanceAnswer = z.input<typeof weekGlance.response>;

/** Multipart upload: the sheet is read as it streams in, so it declares no JSON body. */
export const uploadPlan = defineEndpoint({
  method: 'POST',
  path: '/api/learning/bulkUploadCurriculumCMS/:id',
  module: M.CMS,
  tags,
  summary: "A month's plan from a CSV or XLSX sheet, one row per day at a glance (all or nothing)",
  params: byId,
  response: z.object({ created: z.number(), updated: z.number(), days: z.number() }),
});

/** One competency of the framework as the curriculum offers it: its code, curricular goal and title per language. */
const curriculumCompetency = z.object({
  code: z.string(),
  goal: z.string(),
  title: z.object({ en: z.string(), hi: z.string(), kn: z.string(), ta: z.string() }),
});
export type CurriculumCompetency = z.infer<typeof curriculumCompetency>;

export const curriculumCompetencies = defineEndpoint({
  method: 'GET',
  path: '/api/learning-cms/competencies',
  module: M.CMS,
  tags,
  summary: 'The NCF-FS competencies a theme or a day at a glance may name, as the observations module provides them',
  response: z.object({ competencies: z.array(curriculumCompetency) }),
});
