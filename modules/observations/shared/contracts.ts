import { calendarDay, defineEndpoint, fileAnswer, recordId } from '@portal/core';
import { z } from 'zod';
import { OBSERVATION_MODULES as M, MAX_CHILDREN, NOTE_MAX } from './constants.ts';
import { AGE_BANDS, LANGUAGES, LEVELS } from './framework.ts';
import { termKey } from './term.ts';

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
  /** Today when left out. */
  observedOn: calendarDay.optional(),
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
  summary: 'The classes the user teaches (every class for the centre’s heads) and one class’s children with their band',
  query: classQuery,
  response: z.object({
    day: calendarDay,
    classes: z.array(z.object({ id: z.number(), name: z.string() })),
    classId: z.number().nullable(),
    children: z.array(classChild),
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
  observedOn: calendarDay,
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
    nextSteps: z.array(familyLine),
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
  summary: 'Evidence coverage per curricular goal per centre this academic year, without any child’s identity',
  response: z.object({
    goals: z.array(z.string()),
    centres: z.array(
      z.object({
        franchiseeId: z.number(),
        centre: z.string(),
        children: z.number(),
        /** Percent of the centre's Active children with evidence for the goal; null without children. */
        goals: z.record(z.string(), z.number().nullable()),
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
});
const partB = z.object({
  studentAdmissionId: z.number(),
  name: z.string(),
  band,
  term: z.string(),
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

const answer = z.string().trim().max(200, 'Keep it to 200 characters.');
export const partAInput = z.object({
  iLike: answer.optional(),
  favouriteFood: answer.optional(),
  favouriteGame: answer.optional(),
  myFamily: z.string().trim().max(500, 'Keep it to 500 characters.').optional(),
  heightCm: z
    .number()
    .int('Height in whole centimetres.')
    .min(50, 'Height in centimetres, from 50.')
    .max(160, 'Height in centimetres, up to 160.')
    .optional(),
  weightKg: z.number().min(5, 'Weight in kilograms, from 5.').max(60, 'Weight in kilograms, up to 60.').optional(),
});
export type PartAInput = z.input<typeof partAInput>;

const partA = z.object({
  studentAdmissionId: z.number(),
  name: z.string(),
  academicYear: z.string(),
  term: z.string(),
  iLike: z.string().nullable(),
  favouriteFood: z.string().nullable(),
  favouriteGame: z.string().nullable(),
  myFamily: z.string().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
});

export const myChildPartA = defineEndpoint({
  method: 'GET',
  path: '/api/observations/my-child/:studentAdmissionId/about',
  module: M.MY_CHILD,
  tags,
  summary: 'A term’s progress card part A as the family wrote it: about the child, their family, height, weight',
  params: byChild,
  query: byTerm,
  response: partA,
});

export const saveMyChildPartA = defineEndpoint({
  method: 'PUT',
  path: '/api/observations/my-child/:studentAdmissionId/about',
  module: M.MY_CHILD,
  tags,
  changesAccess: false,
  summary: 'The family fills this term’s progress card part A for their own child',
  params: byChild,
  body: partAInput,
  response: partA,
});

const cardState = z.object({
  studentAdmissionId: z.number(),
  academicYear: z.string(),
  term: z.string(),
  state: z.enum(['draft', 'signed', 'published']),
  signedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});

export const signCard = defineEndpoint({
  method: 'POST',
  path: '/api/observations/hpc/:studentAdmissionId/sign',
  module: M.SIGN,
  tags,
  summary: 'The centre’s head signs a child’s progress card this term after reviewing it',
  params: byChild,
  response: cardState,
});

export const publishCard = defineEndpoint({
  method: 'POST',
  path: '/api/observations/hpc/:studentAdmissionId/publish',
  module: M.SIGN,
  tags,
  summary: 'The centre’s head publishes a signed progress card to the family; an unsigned card is refused',
  params: byChild,
  response: cardState,
});

export const myChildCard = defineEndpoint({
  method: 'GET',
  path: '/api/observations/my-child/:studentAdmissionId/card',
  module: M.MY_CHILD,
  tags,
  summary:
    'The family’s own child’s published progress card, the latest term’s or the term asked (part A and each ' +
    'competency’s level, the terms of every published card); before any is published only that it is not',
  params: byChild,
  query: byTerm,
  // Not published yet is an ordinary answer, not an error: the family's page asks every time it opens.
  response: z.discriminatedUnion('published', [
    z.object({ published: z.literal(false) }),
    z.object({
      published: z.literal(true),
      studentAdmissionId: z.number(),
      name: z.string(),
      band,
      term: z.string(),
      publishedAt: z.string(),
      /** Every published card's term, the latest first, for the family to open an earlier one. */
      terms: z.array(z.object({ term: z.string(), publishedAt: z.string() })),
      partA,
      rows: z.array(z.object({ competency: z.string(), goal: z.string(), level })),
    }),
  ]),
});

export const myChildCardPdf = defineEndpoint({
  method: 'GET',
  path: '/api/observations/my-child/:studentAdmissionId/card/pdf',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Published progress card (PDF)' },
  module: M.MY_CHILD,
  tags,
  summary: 'The family’s own child’s published progress card (the latest, or the term asked) as a PDF',
  params: byChild,
  query: pdfQuery,
  response: fileAnswer('application/pdf', 'The published progress card'),
});

export const cardStateOf = defineEndpoint({
  method: 'GET',
  path: '/api/observations/hpc/:studentAdmissionId/state',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Progress card state' },
  module: M.OBSERVATIONS,
  tags,
  summary: 'Whether a child’s progress card of a term is a draft, signed by the centre’s head or published',
  params: byChild,
  query: byTerm,
  response: cardState,
});

const namedChild = z.object({ studentAdmissionId: z.number(), name: z.string() });

export const publishClassCards = defineEndpoint({
  method: 'POST',
  path: '/api/observations/hpc/publish-class',
  module: M.OBSERVATIONS,
  tags,
  changesAccess: false,
  summary:
    'Publishes this term’s signed progress cards of a class to the families in one action; the answer names the ' +
    'children whose card is not signed, and with none signed nothing is published (409)',
  body: z.object({ classId: recordId }),
  response: z.object({
    term: z.string(),
    published: z.array(namedChild),
    alreadyPublished: z.array(namedChild),
    notSigned: z.array(namedChild),
  }),
});
