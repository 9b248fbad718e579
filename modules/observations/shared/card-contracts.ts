import { defineEndpoint, fileAnswer, recordId } from '@portal/core';
import { z } from 'zod';
import { OBSERVATION_MODULES as M, FEEDBACK_MAX, NARRATIVE_MAX } from './constants.ts';
import { AGE_BANDS, LANGUAGES, LEVELS } from './framework.ts';
import { termKey } from './term.ts';
import { VOICE_ANSWERS, VOICE_KINDS, VOICE_STATEMENT_KEYS } from './voices.ts';

/**
 * The progress card's endpoints beside part B (contracts.ts): part A by the family, the card's state, signing and
 * publishing (one card or a class's), the teacher's narrative and the family's feedback, per term.
 */
const tags = ['Observations'];
const band = z.enum(AGE_BANDS);
const level = z.enum(LEVELS);
const byChild = z.object({ studentAdmissionId: recordId });
const byTerm = z.object({ term: termKey.optional() });
const pdfQuery = byTerm.extend({ language: z.enum(LANGUAGES).optional() });

const voiceAnswer = z.enum(VOICE_ANSWERS, { error: 'Each answer is one of the three pictures.' });
/** A child's (or a friend's) answers by picture, by statement. */
export const voices = z.partialRecord(z.enum(VOICE_STATEMENT_KEYS), voiceAnswer);
/** Answers as sent: a statement the card does not hold is refused in words. */
const voicesSent = z
  .record(z.string(), voiceAnswer)
  .refine(
    (a) => Object.keys(a).every((key) => VOICE_STATEMENT_KEYS.some((known) => known === key)),
    'Answer the card’s own “I can…” statements.',
  )
  .pipe(voices);

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
      narrative: z.string().nullable(),
      parentFeedback: z.string().nullable(),
      selfInput: voices,
      peerInput: voices,
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

export const voicesInput = z.object({
  /** The child's own answers, or a friend's about the child. */
  kind: z.enum(VOICE_KINDS, { error: 'Say whose answers these are: the child’s own or a friend’s.' }),
  answers: voicesSent.refine((a) => Object.keys(a).length > 0, 'Pick a picture for at least one statement.'),
});
export type VoicesInput = z.input<typeof voicesInput>;

export const saveVoices = defineEndpoint({
  method: 'PUT',
  path: '/api/observations/hpc/:studentAdmissionId/voices',
  module: M.OBSERVATIONS,
  tags,
  changesAccess: false,
  summary:
    'The teacher records the child’s own answers to the card’s “I can…” statements by picture, or a friend’s about ' +
    'the child; a signed card returns to draft, a published one is refused',
  params: byChild,
  body: voicesInput,
  response: cardState,
});

export const narrativeInput = z.object({
  narrative: z.string().trim().max(NARRATIVE_MAX, `Keep the narrative to ${NARRATIVE_MAX} characters.`),
});

export const saveNarrative = defineEndpoint({
  method: 'PUT',
  path: '/api/observations/hpc/:studentAdmissionId/narrative',
  module: M.OBSERVATIONS,
  tags,
  changesAccess: false,
  summary:
    'The teacher writes this term’s narrative on the progress card; a signed card returns to draft for the ' +
    'centre’s head to sign again, a published one is refused',
  params: byChild,
  body: narrativeInput,
  response: cardState,
});

export const cardFeedbackInput = z.object({
  feedback: z.string().trim().min(1, 'Write a few words.').max(FEEDBACK_MAX, `Keep it to ${FEEDBACK_MAX} characters.`),
  term: termKey.optional(),
});

export const saveCardFeedback = defineEndpoint({
  method: 'PUT',
  path: '/api/observations/my-child/:studentAdmissionId/card/feedback',
  module: M.MY_CHILD,
  tags,
  changesAccess: false,
  summary: 'The family answers their child’s published progress card (the latest, or the term named) with feedback',
  params: byChild,
  body: cardFeedbackInput,
  response: z.object({ term: z.string(), parentFeedback: z.string() }),
});
