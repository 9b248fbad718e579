import { isKeyOf } from '@portal/core';

/** Access modules of learning (spec section 6 names). */
export const LEARNING_MODULES = {
  /** A centre's published curriculum and its "today" (learning/*); head office reads it too. */
  CURRICULUM: 'Curriculum',
  /**
   * Head office writes the curriculum: folders, themes and skills, weeks, days, preview, versions, publishing
   * (learning-cms/*). The spec's 'Skills' module is the grade book's.
   */
  CMS: 'curriculumCMS',
  /** Recorded classes: upload videos into folders by class, week and day; list and play them (videos/*, recorded/*). */
  RECORDED: 'recordedVideo',
  /** Live online classes of a centre's sections: schedule, list, attendance (online-class/*). */
  ONLINE_CLASS: 'onlineClass',
  /** A teacher's or parent's own online classes and their join links (online-class/my-classes). */
  MY_CLASSES: 'myClasses',
} as const;

/** The most NCF-FS competencies a theme or a day at a glance names. */
export const COMPETENCIES_MAX = 20;

/** Spec: the class group type whose groups hold the recorded classes' folders. */
export const RECORDED_GROUP_TYPE = 'Recorded Classes';

export const VIDEO_STATUS = ['UPLOADING', 'READY'] as const;
export type VideoStatus = (typeof VIDEO_STATUS)[number];

/** The video types playback accepts, found from the file's first bytes. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/x-matroska', 'video/quicktime'] as const;

/** A join link opens this many minutes before the class starts. */
export const CLASS_JOIN_LEAD_MINUTES = 10;
export const INVITE_ROLES = ['TEACHER', 'PARENT'] as const;
export const ONLINE_CLASS_STATUS = ['SCHEDULED', 'CANCELLED'] as const;
export type OnlineClassStatus = (typeof ONLINE_CLASS_STATUS)[number];
/** What a person reads for an online class's status. */
export const ONLINE_CLASS_STATUS_LABELS: Record<OnlineClassStatus, string> = {
  SCHEDULED: 'Scheduled',
  CANCELLED: 'Cancelled',
};
/** The label of a status read from the database (an unknown value shows as it is). */
export const onlineClassStatusLabel = (status: string): string =>
  isKeyOf(ONLINE_CLASS_STATUS_LABELS, status) ? ONLINE_CLASS_STATUS_LABELS[status] : status;
/** Longest reason a cancelled class may give. */
export const CANCEL_REASON_MAX = 300;

/** Spec: the class group type whose groups hold the curriculum CMS's folders. */
export const CMS_GROUP_TYPE = 'Curriculum_CMS';
/** The class group types whose folders hold the curriculum's weeks and themes. */
export const CURRICULUM_GROUP_TYPES = ['Curriculum', CMS_GROUP_TYPE] as const;
/** The class group types a curriculum folder may sit under. */
export const FOLDER_GROUP_TYPES = [...CURRICULUM_GROUP_TYPES, RECORDED_GROUP_TYPE] as const;
/** What a week, a theme or a plan's sheet put into a Recorded Classes folder is told. */
export const NOT_A_CURRICULUM_FOLDER =
  'This is a Recorded Classes folder: weeks and themes go into a curriculum folder';

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
