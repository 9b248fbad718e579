/**
 * Centre health as contracts: head office's weights, the network's ranking, one centre's score with its inputs,
 * trend and warnings, a centre's own standing among anonymised peers, and the warnings sweep run by hand.
 */
import { defineEndpoint, timestamp, recordOf } from '@portal/core';
import { z } from 'zod';
import { HEALTH_INPUTS, HEALTH_MODULES as M, WARNING_RULES } from './constants.ts';
import { centreParams, monthQuery, weightsInput } from './inputs.ts';

const tags = ['Centre health'];

const weightsShape = z.object(recordOf(HEALTH_INPUTS, () => z.number()));

export const weightsAnswer = z.object({
  weights: weightsShape,
  /** Null while the installation's first weights stand. */
  updatedAt: timestamp.nullable(),
});

/** One declared figure an input reads, as its owner served it. */
export const figureRead = z.object({ key: z.string(), label: z.string(), value: z.number().nullable() });

/** One input of the score: the figures it reads, its number, that number on 0–100 and its weight. */
export const healthInputRow = z.object({
  input: z.enum(HEALTH_INPUTS),
  figures: z.array(figureRead),
  /** The input's own number (a percent or a count); null when the month has nothing to count. */
  value: z.number().nullable(),
  /** 0–100; null when the input has no value (its weight is then spread over the others). */
  points: z.number().nullable(),
  weight: z.number(),
});
export type HealthInputRow = z.input<typeof healthInputRow>;

export const warningRow = z.object({
  rule: z.enum(WARNING_RULES),
  month: z.string(),
  detail: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  sentAt: timestamp.nullable(),
  sentTo: z.string().nullable(),
});
export type WarningRow = z.input<typeof warningRow>;

export const centreHealth = z.object({
  franchiseeId: z.number(),
  centreName: z.string(),
  month: z.string(),
  score: z.number().nullable(),
  inputs: z.array(healthInputRow),
  trend: z.array(z.object({ month: z.string(), score: z.number().nullable() })),
  warnings: z.array(warningRow),
});

export const networkRow = z.object({
  /** Null: not rated yet (too little data this month). */
  rank: z.number().nullable(),
  franchiseeId: z.number(),
  centreName: z.string(),
  score: z.number().nullable(),
  /** The early warnings raised for the centre in the month. */
  warnings: z.number(),
});
export type NetworkRow = z.input<typeof networkRow>;

export const peerRow = z.object({ rank: z.number().nullable(), score: z.number().nullable(), mine: z.boolean() });
export type PeerRow = z.input<typeof peerRow>;

export const getWeights = defineEndpoint({
  method: 'GET',
  path: '/api/health/weights',
  module: M.NETWORK,
  tags,
  summary: 'The weight of each input in the centre health score',
  response: weightsAnswer,
  acrossCentres: 'Network-wide settings of head office; they belong to no centre.',
});

export const setWeights = defineEndpoint({
  method: 'PUT',
  path: '/api/health/weights',
  module: M.SETTINGS,
  tags,
  summary: 'Head office sets the weights: whole numbers adding up to 100',
  body: weightsInput,
  response: weightsAnswer,
  acrossCentres: 'Network-wide settings of head office; they belong to no centre.',
});

export const networkHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health/network',
  module: M.NETWORK,
  tags,
  summary: "Every centre's health score for the month, best first",
  query: monthQuery,
  response: z.object({ month: z.string(), rows: z.array(networkRow) }),
  replica: true,
});

export const centreHealthOf = defineEndpoint({
  method: 'GET',
  path: '/api/health/centres/:franchiseeId',
  module: M.CENTRE,
  tags,
  summary: "A centre's health: the score, each input from its figure, the 6-month trend and the warnings",
  params: centreParams,
  query: monthQuery,
  response: centreHealth,
  replica: true,
});

export const myHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health/mine',
  module: M.CENTRE,
  tags,
  summary: "The centre's own score and rank among every centre, the others without names",
  query: monthQuery,
  response: z.object({
    month: z.string(),
    franchiseeId: z.number(),
    score: z.number().nullable(),
    rank: z.number().nullable(),
    /** How many centres are rated this month (the rank's "of"). */
    rated: z.number(),
    peers: z.array(peerRow),
  }),
  acrossCentres: "Other centres' scores and ranks are shown without names or ids; no other centre's record is read.",
});

export const runWarnings = defineEndpoint({
  method: 'POST',
  path: '/api/health/warnings/run',
  module: M.SETTINGS,
  tags,
  summary: "Checks every centre's early warnings for the month and tells each area manager of the new ones",
  query: monthQuery,
  response: z.object({ month: z.string(), sent: z.number() }),
  acrossCentres: 'A network-wide run of head office.',
});
