/** Access modules of learning (spec section 6 names). */
export const LEARNING_MODULES = {
  /** A centre's published curriculum and its "today" (learning/*); head office reads it too. */
  CURRICULUM: 'Curriculum',
  /**
   * Head office writes the curriculum: folders, themes and skills, weeks, days, preview, versions, publishing
   * (learning-cms/*). The spec's 'Skills' module is the grade book's.
   */
  CMS: 'curriculumCMS',
} as const;

/** Spec: the class group type whose groups hold the curriculum CMS's folders. */
export const CMS_GROUP_TYPE = 'Curriculum_CMS';
/** The class group types a curriculum folder may sit under. */
export const FOLDER_GROUP_TYPES = ['Curriculum', 'Curriculum_CMS'] as const;

export const WEEK_STATUS = ['DRAFT', 'PUBLISHED'] as const;
export type WeekStatus = (typeof WEEK_STATUS)[number];

/** A week's days: Monday (1) to Saturday (6). */
export const DAYS_IN_WEEK = 6;
export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Longest rich text a day's section may hold (HTML characters). */
export const RICH_TEXT_MAX = 20_000;

/** The date of day `dayNo` (1-based) of a week starting on `startsOn` (YYYY-MM-DD). */
export function dayDate(startsOn: string, dayNo: number): string {
  const d = new Date(`${startsOn}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dayNo - 1);
  return d.toISOString().slice(0, 10);
}

/** The day number (1–6) of `date` in a week starting on `startsOn`, or null when it falls outside (or on Sunday). */
export function dayNoOf(startsOn: string, date: string): number | null {
  const diff = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000);
  return diff >= 0 && diff < DAYS_IN_WEEK ? diff + 1 : null;
}

/** True when `date` (YYYY-MM-DD) is a Monday. */
export function isMonday(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
}
