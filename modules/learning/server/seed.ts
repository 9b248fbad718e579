import { addDays } from '@portal/core';
/**
 * Demo curriculum: a CMS folder for the kindergarten classes, a theme, and this week's LKG plan published to
 * the demo centres.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { classGroups, sections } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { CMS_GROUP_TYPE, DAY_NAMES, RECORDED_GROUP_TYPE } from '../shared/index.ts';
import { scheduleVideoCleanup } from './videos/cleanup-job.ts';
import { weekPlanOf } from './plan.ts';
import {
  curriculumDays,
  curriculumPublications,
  curriculumVersions,
  curriculumWeeks,
  learningFolders,
  learningThemes,
} from './schema.ts';

/** A day's title, activities, materials, learning outcomes and the NCF-FS competencies picked for it from the list. */
const DAYS: [string, string, string, string, string[]][] = [
  [
    'Colours around us',
    'Sort coloured blocks; colour walk in the garden',
    'Coloured blocks, crayons',
    'Names five colours',
    ['C-2.1', 'C-8.1'],
  ],
  [
    'Shapes in the room',
    'Find circles and squares in the classroom',
    'Shape cards, chart paper',
    'Tells a circle from a square',
    ['C-2.1'],
  ],
  [
    'Story time: The Little Seed',
    'Read aloud, then act out the seed growing',
    'Story book, seeds, pots',
    'Retells a story in order',
    ['C-9.3', 'C-10.1', 'C-10.2'],
  ],
  [
    'Counting to ten',
    'Count beads and claps; number rhyme',
    'Beads, number cards',
    'Counts objects to ten',
    ['C-8.3', 'C-8.5'],
  ],
  [
    'Art: leaf prints',
    'Print with leaves and paint',
    'Leaves, paint, paper',
    'Uses fine motor control',
    ['C-3.3', 'C-12.1'],
  ],
  ['Show and tell', 'Each child shows something from home', 'Items from home', 'Speaks in short sentences', ['C-9.3']],
];

export async function seedLearning(db: Executor, { today }: SeedContext): Promise<void> {
  await scheduleVideoCleanup(db);
  // Recorded classes: folders under the network's Recorded Classes group (the videos are uploaded by centres).
  const [recorded] = await db.select().from(classGroups).where(eq(classGroups.groupType, RECORDED_GROUP_TYPE));
  if (recorded)
    await db.insert(learningFolders).values([
      { classGroupId: recorded.id, name: 'Rhymes', description: 'Recorded rhyme sessions', sort: 1 },
      { classGroupId: recorded.id, name: 'Stories', description: 'Recorded story sessions', sort: 2 },
    ]);
  const [group] = await db.select().from(classGroups).where(eq(classGroups.groupType, CMS_GROUP_TYPE));
  if (!group) return;
  const [lkg] = await db.select().from(classes).where(eq(classes.name, 'LKG'));
  const [ukg] = await db.select().from(classes).where(eq(classes.name, 'UKG'));
  const [coordinator] = await db.select().from(adminUsers).where(eq(adminUsers.email, 'trainer@demo.school'));
  const [folder] = await db
    .insert(learningFolders)
    .values({ classGroupId: group.id, name: 'Term 1 plans', description: 'Weekly plans for the first term', sort: 1 })
    .returning();
  await db.insert(learningFolders).values({ classGroupId: group.id, name: 'Term 2 plans', sort: 2 });
  const [theme] = await db
    .insert(learningThemes)
    .values({
      folderId: folder.id,
      title: 'The world around me',
      skills: ['Observation', 'Language', 'Early numbers'],
      description: '<p>Children notice colours, shapes and living things around them.</p>',
    })
    .returning();

  const todayIso = today.toISOString().slice(0, 10);
  const monday = addDays(todayIso, -((today.getUTCDay() + 6) % 7));
  const weeks = await db
    .insert(curriculumWeeks)
    .values(
      [
        { folderId: folder.id, classId: lkg.id, weekNo: 1, title: 'Exploring colours and shapes', startsOn: monday },
        { folderId: folder.id, classId: lkg.id, weekNo: 2, title: 'Plants and seeds', startsOn: addDays(monday, 7) },
        { folderId: folder.id, classId: ukg.id, weekNo: 1, title: 'Letters and sounds', startsOn: monday },
      ].map((w) => ({ ...w, themeId: theme.id, overview: `<p>${w.title}: the week at a glance.</p>` })),
    )
    .returning();
  for (const week of weeks)
    await db.insert(curriculumDays).values(
      DAYS.map(([title, activities, materials, outcomes, competencies], i) => ({
        weekId: week.id,
        dayNo: i + 1,
        title: `${DAY_NAMES[i]}: ${title}`,
        activities: `<p>${activities}</p>`,
        materials: `<ul><li>${materials}</li></ul>`,
        learningOutcomes: `<p>${outcomes}</p>`,
        competencies,
      })),
    );

  // This week's LKG plan is published to the centres that run LKG; the rest stay drafts.
  const published = weeks[0];
  const { status: _s, version: _v, ...snapshot } = await weekPlanOf(db, published.id);
  const [version] = await db
    .insert(curriculumVersions)
    .values({ weekId: published.id, version: 1, snapshot, note: 'First publication', createdBy: coordinator?.id })
    .returning();
  const centres = await db
    .selectDistinct({ id: sections.franchiseeId })
    .from(sections)
    .innerJoin(franchisees, eq(franchisees.id, sections.franchiseeId))
    .where(and(eq(sections.classId, lkg.id), eq(sections.isActive, true), eq(franchisees.isActive, true)));
  if (centres.length)
    await db.insert(curriculumPublications).values(
      centres.map((c) => ({
        franchiseeId: c.id,
        weekId: published.id,
        classId: lkg.id,
        startsOn: published.startsOn,
        versionId: version.id,
        publishedBy: coordinator?.id,
      })),
    );
  await db
    .update(curriculumWeeks)
    .set({ status: 'PUBLISHED', version: 1, publishedAt: new Date() })
    .where(inArray(curriculumWeeks.id, [published.id]));
}
