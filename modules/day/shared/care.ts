/** The child's day as care events: what a teacher notes of meals, naps, bottles, the toilet, mood and play. */
import { z } from 'zod';
import { recordId } from '@portal/core';
import type { MEDICATION_GIVEN } from './medication.ts';

export const CARE_KINDS = [
  'MEAL',
  'NAP_START',
  'NAP_END',
  'BOTTLE',
  'TOILET',
  'MOOD',
  'ACTIVITY',
  'PHOTO',
  'NOTE',
] as const;
export type CareKind = (typeof CARE_KINDS)[number];
export const MEALS = ['BREAKFAST', 'SNACK', 'LUNCH'] as const;
export const PORTIONS = ['ALL', 'MOST', 'SOME', 'NONE'] as const;
export const TOILETS = ['WET', 'DRY', 'BM'] as const;
export const MOODS = ['HAPPY', 'CALM', 'TIRED', 'UPSET'] as const;
export type Meal = (typeof MEALS)[number];
export type Portion = (typeof PORTIONS)[number];
export type Toilet = (typeof TOILETS)[number];
export type Mood = (typeof MOODS)[number];

/** What a care event's picture may be: a photo, or a short video a phone records, of at most 10 MB. */
export const CARE_MEDIA = { kinds: ['image', 'video'], maxBytes: 10 * 1024 * 1024 } as const;

/** A bottle holds 10 to 500 ml; a note or an activity at most 500 characters. */
export const BOTTLE_ML = { min: 10, max: 500 } as const;
export const CARE_TEXT_MAX = 500;
/** The most children one class entry names. */
export const CLASS_EVENT_MAX = 100;

export const CARE_MESSAGES = {
  chooseKind: 'Choose what happened',
  chooseMeal: 'Choose the meal',
  choosePortion: 'Choose how much the child ate',
  enterMl: `Enter the millilitres, ${BOTTLE_ML.min} to ${BOTTLE_ML.max}`,
  chooseToilet: 'Choose wet, dry or bowel movement',
  chooseMood: 'Choose the mood',
  describeActivity: 'Describe the activity',
  writeNote: 'Write the note',
  attachMedia: 'Attach a photo or a short video',
  mediaKind: 'The picture must be a photo (JPEG, PNG or WebP) or a short video (MP4 or WebM) of at most 10 MB',
  textTooLong: `Keep it to ${CARE_TEXT_MAX} characters`,
  chooseChildren: 'Choose at least one child',
  napNotStarted: (child: string) => `${child} has no nap started today: log the start of the nap first.`,
  napOpen: (child: string) => `${child} is already napping: log the end of the nap first.`,
  notInClass: 'One of the children chosen is not in this class.',
} as const;

const text = z
  .string({ error: 'Enter the words as text' })
  .trim()
  .max(CARE_TEXT_MAX, { error: CARE_MESSAGES.textTooLong })
  .optional();

/**
 * One care event's details. Each kind names the fields it needs (a meal and its portion, a bottle's
 * millilitres, …); a field another kind needs is dropped, so a form that kept an earlier choice stores no stray value.
 */
const careFields = {
  kind: z.enum(CARE_KINDS, { error: CARE_MESSAGES.chooseKind }),
  meal: z.enum(MEALS, { error: CARE_MESSAGES.chooseMeal }).optional(),
  portion: z.enum(PORTIONS, { error: CARE_MESSAGES.choosePortion }).optional(),
  ml: z
    .number({ error: CARE_MESSAGES.enterMl })
    .int({ error: CARE_MESSAGES.enterMl })
    .min(BOTTLE_ML.min, { error: CARE_MESSAGES.enterMl })
    .max(BOTTLE_ML.max, { error: CARE_MESSAGES.enterMl })
    .optional(),
  toilet: z.enum(TOILETS, { error: CARE_MESSAGES.chooseToilet }).optional(),
  mood: z.enum(MOODS, { error: CARE_MESSAGES.chooseMood }).optional(),
  fileId: z.string({ error: CARE_MESSAGES.attachMedia }).max(100, { error: CARE_MESSAGES.attachMedia }).optional(),
  text,
};

type CareFields = z.output<z.ZodObject<typeof careFields>>;

/** What each kind needs, and the message when it is missing. */
const NEEDS: Record<CareKind, [keyof CareFields, string][]> = {
  MEAL: [
    ['meal', CARE_MESSAGES.chooseMeal],
    ['portion', CARE_MESSAGES.choosePortion],
  ],
  NAP_START: [],
  NAP_END: [],
  BOTTLE: [['ml', CARE_MESSAGES.enterMl]],
  TOILET: [['toilet', CARE_MESSAGES.chooseToilet]],
  MOOD: [['mood', CARE_MESSAGES.chooseMood]],
  ACTIVITY: [['text', CARE_MESSAGES.describeActivity]],
  PHOTO: [['fileId', CARE_MESSAGES.attachMedia]],
  NOTE: [['text', CARE_MESSAGES.writeNote]],
};

/** A stored care event's kind: a care kind, the day's arrival or leaving, or a dose of medicine given. */
export type CareEventKind = CareKind | 'CHECK_IN' | 'CHECK_OUT' | typeof MEDICATION_GIVEN;

/** The stored shape of a care event's details: the kind's own fields, every other one null. */
export interface CareDetails {
  kind: CareKind;
  meal: string | null;
  portion: string | null;
  ml: number | null;
  toilet: string | null;
  mood: string | null;
  fileId: string | null;
  text: string | null;
}

function checkNeeds(v: CareFields, ctx: z.RefinementCtx) {
  for (const [field, message] of NEEDS[v.kind]) {
    const value = v[field];
    if (value === undefined || value === '') ctx.addIssue({ code: 'custom', message, path: [field] });
  }
}

/** Keeps the kind's own fields. */
export function careDetails(v: CareFields): CareDetails {
  const own = new Set(NEEDS[v.kind].map(([field]) => field));
  const keep = <K extends keyof CareFields>(field: K) => (own.has(field) ? (v[field] ?? null) : null);
  return {
    kind: v.kind,
    meal: keep('meal'),
    portion: keep('portion'),
    ml: keep('ml'),
    toilet: keep('toilet'),
    mood: keep('mood'),
    fileId: keep('fileId'),
    text: keep('text'),
  };
}

/** One child's event, logged from the roster's quick log. */
export const careEventInput = z.strictObject({ studentAdmissionId: recordId, ...careFields }).superRefine(checkNeeds);

/** One event for several children of a class at once ("lunch, all ate most"): all of them or none. */
export const classCareEventInput = z
  .strictObject({
    classId: recordId,
    studentAdmissionIds: z
      .array(recordId, { error: CARE_MESSAGES.chooseChildren })
      .min(1, { error: CARE_MESSAGES.chooseChildren })
      .max(CLASS_EVENT_MAX, { error: `Choose at most ${CLASS_EVENT_MAX} children` }),
    ...careFields,
  })
  .superRefine(checkNeeds);
