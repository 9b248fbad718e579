import { sql } from 'drizzle-orm';
import { parseDisplayDate } from '@portal/core';
import {
  AppError,
  audit,
  badRequest,
  inTransaction,
  requireHeadOffice,
  sanitizeRichText,
  type RequestContext,
  type SheetLimits,
  type SheetTable,
} from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { DAYS_IN_WEEK, isMonday } from '../shared/index.ts';
import { assertCurriculumFolder } from './folders.service.ts';
import { curriculumDays, curriculumWeeks } from './schema.ts';
import { curriculumWeekShape } from '../shared/resources.ts';

/** A month's plan is a few weeks of six days for a few classes. */
export const PLAN_UPLOAD_LIMITS: SheetLimits = {
  maxRows: 500,
  maxBytes: 2 * 1024 * 1024,
  maxUnzippedBytes: 20 * 1024 * 1024,
};

/** The sheet's columns and the headers a person may give them (any case). */
const COLUMNS = {
  className: ['class'],
  weekNo: ['week', 'week no', 'week number'],
  weekTitle: ['week title'],
  startsOn: ['starts on', 'week starts on', 'start date'],
  dayNo: ['day', 'day no', 'day number'],
  dayTitle: ['day title'],
  activities: ['activities'],
  materials: ['materials'],
  learningOutcomes: ['learning outcomes', 'outcomes'],
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = ['className', 'weekNo', 'weekTitle', 'startsOn', 'dayNo', 'dayTitle'];

interface RowError {
  row: number;
  message: string;
}

function refused(errors: RowError[]): AppError {
  const n = errors.length;
  return new AppError(
    400,
    `${n} ${n === 1 ? 'row has a problem' : 'rows have problems'}; nothing was saved`,
    undefined,
    {
      errors,
    },
  );
}

function columnIndex(headers: string[]): Record<Column, number> {
  const lower = headers.map((h) => h.trim().toLowerCase());
  const index = {} as Record<Column, number>;
  const missing: string[] = [];
  for (const [name, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    index[name] = lower.findIndex((h) => names.includes(h));
    if (index[name] < 0 && REQUIRED.includes(name)) missing.push(names[0]);
  }
  if (missing.length) throw badRequest(`The sheet needs the columns: ${missing.join(', ')}`);
  return index;
}

/** Plain text from a cell as stored rich text: each line a paragraph, nothing that can run. */
function asRichText(text: string): string | null {
  if (!text) return null;
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return sanitizeRichText(
    text
      .split(/\r?\n/)
      .filter((line) => line.trim())
      .map((line) => `<p>${escape(line.trim())}</p>`)
      .join(''),
  );
}

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : NaN);

interface PlannedWeek {
  row: number;
  classId: number;
  weekNo: number;
  title: string;
  startsOn: string;
  days: Map<
    number,
    { row: number; title: string; activities: string | null; materials: string | null; learningOutcomes: string | null }
  >;
}

/**
 * learning/bulkUploadCurriculumCMS/{folderMapID}: a month's plan from a sheet, one row per day at a glance.
 * Every row is checked first and each problem is named by its row number; only a sheet without problems
 * is saved, in one transaction (weeks and days are added, or replaced where they exist).
 */
export async function uploadPlan(ctx: RequestContext, folderId: number, sheet: SheetTable) {
  requireHeadOffice(ctx, 'Only head office can change the curriculum');
  await assertCurriculumFolder(ctx, folderId);
  const index = columnIndex(sheet.headers);
  if (sheet.rows.length === 0) throw badRequest('The sheet has no rows');
  const classRows = await ctx.db.select({ id: classes.id, name: classes.name }).from(classes);
  const classByName = new Map(classRows.map((c) => [c.name.toLowerCase(), c]));

  const errors: RowError[] = [];
  const weeks = new Map<string, PlannedWeek>();
  sheet.rows.forEach((cells, i) => {
    const row = i + 2;
    const cell = (name: Column) => (index[name] >= 0 ? (cells[index[name]] ?? '').trim() : '');
    const problems: string[] = [];
    for (const name of REQUIRED) if (!cell(name)) problems.push(`${COLUMNS[name][0]} is empty`);
    const cls = classByName.get(cell('className').toLowerCase());
    if (cell('className') && !cls) problems.push(`there is no class '${cell('className')}'`);
    const weekNo = wholeNumber(cell('weekNo'));
    if (cell('weekNo') && !(weekNo >= 1 && weekNo <= 60)) problems.push('week must be a number from 1 to 60');
    const dayNo = wholeNumber(cell('dayNo'));
    if (cell('dayNo') && !(dayNo >= 1 && dayNo <= DAYS_IN_WEEK))
      problems.push(`day must be a number from 1 to ${DAYS_IN_WEEK}`);
    const startsText = cell('startsOn');
    const startsOn = /^\d{4}-\d{2}-\d{2}$/.test(startsText) ? startsText : parseDisplayDate(startsText);
    if (startsText && !startsOn) problems.push('starts on must be a date (DD-MM-YYYY)');
    else if (startsOn && !isMonday(startsOn)) problems.push('a week starts on a Monday');
    for (const [name, max] of [
      ['weekTitle', 160],
      ['dayTitle', 160],
    ] as const)
      if (cell(name).length > max) problems.push(`${COLUMNS[name][0]} is longer than ${max} characters`);
    if (problems.length) {
      errors.push({ row, message: problems.join('; ') });
      return;
    }
    const key = `${cls!.id}/${weekNo}`;
    let week = weeks.get(key);
    if (!week) {
      week = { row, classId: cls!.id, weekNo, title: cell('weekTitle'), startsOn: startsOn!, days: new Map() };
      weeks.set(key, week);
    } else if (week.title !== cell('weekTitle') || week.startsOn !== startsOn) {
      errors.push({
        row,
        message: `week ${weekNo} of ${cls!.name} has another title or start date on row ${week.row}`,
      });
      return;
    }
    const earlier = week.days.get(dayNo);
    if (earlier) {
      errors.push({ row, message: `day ${dayNo} of week ${weekNo} of ${cls!.name} is already on row ${earlier.row}` });
      return;
    }
    week.days.set(dayNo, {
      row,
      title: cell('dayTitle'),
      activities: asRichText(cell('activities')),
      materials: asRichText(cell('materials')),
      learningOutcomes: asRichText(cell('learningOutcomes')),
    });
  });
  if (errors.length) throw refused(errors);

  return inTransaction(ctx, async (ctx) => {
    let created = 0;
    let updated = 0;
    let days = 0;
    for (const week of weeks.values()) {
      const [saved] = await ctx.db
        .insert(curriculumWeeks)
        .values({ folderId, classId: week.classId, weekNo: week.weekNo, title: week.title, startsOn: week.startsOn })
        .onConflictDoUpdate({
          target: [curriculumWeeks.folderId, curriculumWeeks.classId, curriculumWeeks.weekNo],
          set: { title: week.title, startsOn: week.startsOn, isActive: true, updatedAt: new Date() },
        })
        .returning({ id: curriculumWeeks.id, isNew: sql<boolean>`xmax = 0` });
      if (saved.isNew) created++;
      else updated++;
      await ctx.db
        .insert(curriculumDays)
        .values([...week.days].map(([dayNo, { row: _row, ...d }]) => ({ weekId: saved.id, dayNo, ...d })))
        .onConflictDoUpdate({
          target: [curriculumDays.weekId, curriculumDays.dayNo],
          set: {
            title: sql`excluded.title`,
            activities: sql`excluded.activities`,
            materials: sql`excluded.materials`,
            learningOutcomes: sql`excluded.learning_outcomes`,
            updatedAt: new Date(),
          },
        });
      days += week.days.size;
      await audit(ctx, {
        resource: curriculumWeekShape,
        recordId: saved.id,
        action: 'upload',
        franchiseeId: null,
        changes: { title: week.title, startsOn: week.startsOn, days: [...week.days.keys()] },
      });
    }
    return { created, updated, days };
  });
}
