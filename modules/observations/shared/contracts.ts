import { calendarDay, defineEndpoint, fileAnswer, isoDate, recordId } from '@portal/core';
import { z } from 'zod';
import { OBSERVATION_MODULES as M, MAX_CHILDREN, NOTE_MAX } from './constants.ts';
import { AGE_BANDS, LANGUAGES, LEVELS } from './framework.ts';
import { termKey } from './term.ts';
import { voices } from './card-contracts.ts';

const tags = ['Observations'];
const band = z.enum(AGE_BANDS);
const level = z.enum(LEVELS);
const classQuery = z.object({ classId: recordId.optional() });
const byChild = z.object({ studentAdmissionId: recordId });
const coverageState = z.enum(['evidence', 'notYetObserved', 'none']);
/** A term's card ('2026-2027-T2'); the running term when left out. */
const byTerm = z.object({ term: termKey.optional() });
const pdfQuery = byTerm.extend({ language: z.enum(LANGUAGES).optional() });

export const recordInput = z.object({
  studentAdmissionIds: z.array(recordId).min(1, 'Pick at least one child.').max(MAX_CHILDREN),
  competency: z.string().trim().min(1, 'Pick a competency.').max(12),
  level,
  note: z.string().trim().max(NOTE_MAX).optional(),
  /** A photo uploaded first (POST /api/files); it becomes part of each named child's evidence. */
  fileId: z.string().max(80).optional(),
  /** A short video or voice note uploaded first (MP4 or WebM, at most 8 MB), for the class's teachers. */
  mediaFileId: z.string().max(80).optional(),
  /** Today when left out. */
  observedOn: calendarDay.optional(),
  /** One of head office's active indicators under the competency, when the teacher names one. */
  indicatorId: recordId.optional(),
});
export type RecordInput = z.input<typeof recordInput>;

export const recordObservations = defineEndpoint({
  classroom: true,
  method: 'POST',
  path: '/api/observations/record',
  module: M.OBSERVATIONS,
  tags,
  changesAccess: false,
  summary: 'Records one observation of one or more children of a class the user teaches: all of them or none',
  body: recordInput,
  response: z.object({ count: z.number(), ids: z.array(z.number()) }),
  status: 201,
});

const classChild = z.object({ studentAdmissionId: z.number(), name: z.string(), band });

export const observationClass = defineEndpoint({
  classroom: true,
  method: 'GET',
  path: '/api/observations/class',
  module: M.OBSERVATIONS,
  tags,
  summary:
    'The classes the user teaches (every class for the centre’s heads), one class’s children with their band, and ' +
    'the competencies the class’s plan for the day names, suggested per child by their band',
  /** `day`: the day the plan is read for, today when left out. */
  query: classQuery.extend({ day: isoDate('Day').optional() }),
  response: z.object({
    day: calendarDay,
    classes: z.array(z.object({ id: z.number(), name: z.string() })),
    classId: z.number().nullable(),
    /** The class's planned day as the curriculum published it, and the competencies it names by code. */
    planned: z.object({ title: z.string().nullable(), competencies: z.array(z.string()) }),
    /** `suggested`: the planned competencies of the child's band, in the plan's order. */
    children: z.array(classChild.extend({ suggested: z.array(z.string()) })),
    /** Head office's active indicators, each under its competency, in the four languages. */
    indicators: z.array(
      z.object({
        id: z.number(),
        code: z.string(),
        competency: z.string(),
        text: z.object({ en: z.string(), hi: z.string(), kn: z.string(), ta: z.string() }),
      }),
    ),
  }),
});

export const classCoverage = defineEndpoint({
  method: 'GET',
  path: '/api/observations/coverage',
  module: M.OBSERVATIONS,
  tags,
  summary:
    'The class’s coverage map this academic year: each child × curricular goal as evidence, not yet observed or none',
  query: classQuery,
  response: z.object({
    classes: z.array(z.object({ id: z.number(), name: z.string() })),
    classId: z.number().nullable(),
    goals: z.array(z.string()),
    children: z.array(classChild.extend({ goals: z.record(z.string(), coverageState), observations: z.number() })),
  }),
});

const portfolioEntry = z.object({
  id: z.number(),
  competency: z.string(),
  level,
  note: z.string().nullable(),
  fileId: z.string().nullable(),
  mediaFileId: z.string().nullable(),
  observedOn: calendarDay,
  /** The photo is the family's, of a home activity the teacher accepted as evidence. */
  fromHome: z.boolean(),
  /** Head office's indicator the teacher named, with its words in the four languages (a retired one too). */
  indicator: z
    .object({
      code: z.string(),
      text: z.object({ en: z.string(), hi: z.string(), kn: z.string(), ta: z.string() }),
    })
    .nullable(),
});

export const childPortfolio = defineEndpoint({
  method: 'GET',
  path: '/api/observations/portfolio/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Learning portfolio' },
  module: M.OBSERVATIONS,
  tags,
  summary: 'A child’s observations by curricular goal, with the level the evidence suggests per competency',
  params: byChild,
  response: z.object({
    studentAdmissionId: z.number(),
    name: z.string(),
    band,
    goals: z.array(
      z.object({
        goal: z.string(),
        competencies: z.array(z.object({ competency: z.string(), suggested: level, entries: z.array(portfolioEntry) })),
      }),
    ),
  }),
});

/** What the child does or works towards, in the framework's words for the child's band, in every language. */
const text = z.object({ en: z.string(), hi: z.string(), kn: z.string(), ta: z.string() });
const familyLine = z.object({ competency: z.string(), goal: z.string(), outcome: text });
/** A next step with an activity the family can do at home this week, in every language. */
const nextStep = familyLine.extend({ activity: text });

export const myChildPortfolio = defineEndpoint({
  method: 'GET',
  path: '/api/observations/my-child/:studentAdmissionId',
  module: M.MY_CHILD,
  tags,
  summary: 'A parent’s own child’s learning: strengths and next steps with the photos they may see, never a level',
  params: byChild,
  response: z.object({
    studentAdmissionId: z.number(),
    name: z.string(),
    strengths: z.array(familyLine),
    nextSteps: z.array(nextStep),
    photos: z.array(z.object({ fileId: z.string(), competency: z.string(), observedOn: calendarDay })),
  }),
});

export const myChildren = defineEndpoint({
  method: 'GET',
  path: '/api/observations/my-children',
  module: M.MY_CHILD,
  tags,
  summary: 'The children linked to the parent’s account, to open their learning',
  response: z.array(z.object({ studentAdmissionId: z.number(), name: z.string() })),
});

export const networkCoverage = defineEndpoint({
  method: 'GET',
  path: '/api/observations/network-coverage',
  module: M.NETWORK,
  tags,
  replica: true,
  summary:
    'Evidence coverage per curricular goal per centre this year, observations per child per week and progress ' +
    'cards published this term, without any child’s identity',
  response: z.object({
    goals: z.array(z.string()),
    /** The term the weekly observations and the published cards are of. */
    term: z.string(),
    centres: z.array(
      z.object({
        franchiseeId: z.number(),
        centre: z.string(),
        children: z.number(),
        /** Percent of the centre's Active children with evidence for the goal; null without children. */
        goals: z.record(z.string(), z.number().nullable()),
        /** Observations recorded this term so far per Active child per week (one decimal); null without children. */
        perChildPerWeek: z.number().nullable(),
        /** The term's progress cards published to families. */
        cardsPublished: z.number(),
      }),
    ),
  }),
});

export const hpcDraftPdf = defineEndpoint({
  method: 'GET',
  path: '/api/observations/hpc/:studentAdmissionId/pdf',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Progress card draft (PDF)' },
  module: M.OBSERVATIONS,
  tags,
  summary: 'A term’s progress card as a PDF: every competency of the child’s band, confirmed or suggested',
  params: byChild,
  query: pdfQuery,
  response: fileAnswer('application/pdf', 'The draft progress card'),
});

const partBRow = z.object({
  competency: z.string(),
  goal: z.string(),
  /** What the term's evidence suggests; "not yet observed" without any, never Beginner. */
  suggested: level,
  /** Observations at a level this term. */
  evidence: z.number(),
  confirmed: level.nullable(),
  reason: z.string().nullable(),
  /** The term's evidence photos of the competency (file ids), the latest first, for thumbnails. */
  photos: z.array(z.string()),
});
const partB = z.object({
  studentAdmissionId: z.number(),
  name: z.string(),
  band,
  term: z.string(),
  /** The teacher's narrative of the term, as they wrote it. */
  narrative: z.string().nullable(),
  /** The family's feedback on the published card. */
  parentFeedback: z.string().nullable(),
  /** The child's own answers by picture to the card's "I can…" statements, and a friend's about the child. */
  selfInput: voices,
  peerInput: voices,
  rows: z.array(partBRow),
});

export const hpcPartB = defineEndpoint({
  method: 'GET',
  path: '/api/observations/hpc/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Progress card part B' },
  module: M.OBSERVATIONS,
  tags,
  summary: 'A term’s progress card part B: every competency of the child’s band, suggested and confirmed',
  params: byChild,
  query: byTerm,
  response: partB,
});

export const confirmLevelsInput = z.object({
  levels: z
    .array(
      z.object({
        competency: z.string().trim().min(1).max(12),
        level,
        /** Why a level is confirmed that no observation this term shows. */
        reason: z.string().trim().max(NOTE_MAX).optional(),
      }),
    )
    .min(1)
    .max(80),
});

export const confirmLevels = defineEndpoint({
  method: 'PUT',
  path: '/api/observations/hpc/:studentAdmissionId/levels',
  module: M.OBSERVATIONS,
  tags,
  summary: 'Confirms levels of this term’s progress card part B; a level without evidence only with a reason',
  params: byChild,
  body: confirmLevelsInput,
  response: partB,
});

// The card's family part, its state, signing and publishing, the narrative and the family's feedback.
export * from './card-contracts.ts';
// The next steps' home activities and the family's photos of them.
export * from './home-contracts.ts';
