/** A centre's launch as contracts: the conversion of a signed prospect, the centre's board and the network's. */
import { calendarDay, defineEndpoint, recordId } from '@portal/core';
import { z } from 'zod';
import { DEVELOPMENT_MODULES as M, LAUNCH_SIDES, LAUNCH_STATUSES } from './constants.ts';

const tags = ['Franchise launch'];
const byId = z.object({ id: recordId });
const day = z
  .string({ error: 'Give the date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as DD-MM-YYYY')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'That date does not exist');

export const convertInput = z.object({
  openingDate: day,
  centreName: z.string().trim().min(3, 'Give the centre’s name').max(120, 'At most 120 characters'),
  loginEmail: z.email('Give the owner’s email address').max(200),
  /** The city master's city; left out, the prospect's city (added to the master with the state and code below). */
  cityId: recordId.optional(),
  cityState: z.string().trim().max(60, 'At most 60 characters').optional(),
  cityCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,4}$/, 'City code is 2 to 4 letters, as BLR')
    .optional(),
  address: z.string().trim().min(5, 'Give the centre’s address').max(300, 'At most 300 characters'),
  /** The signed agreement's royalty (a percentage of tuition, in hundredths of a percent) and term: its version 1. */
  royaltyPercentBp: z
    .number('Royalty percentage must be a number')
    .int('Royalty percentage may have at most 2 decimals')
    .min(1, 'Royalty percentage must be above 0')
    .max(10_000, 'Royalty percentage cannot exceed 100%')
    .default(1000),
  minimumGuaranteePaise: z
    .number('Minimum guarantee must be a number')
    .int('Minimum guarantee is in paise')
    .min(0, 'Minimum guarantee cannot be negative')
    .max(1_000_000_000_00, 'Minimum guarantee is too large')
    .default(0),
  termYears: z
    .number('Term must be a number of years')
    .int()
    .min(1, 'At least 1 year')
    .max(30, 'At most 30 years')
    .default(5),
});
export type ConvertInput = z.input<typeof convertInput>;

export const convertAnswer = z.object({
  franchiseeId: z.number(),
  code: z.string(),
  userId: z.number(),
  planId: z.number(),
  tasks: z.number(),
  pincodes: z.array(z.string()),
});

export const convertProspect = defineEndpoint({
  method: 'POST',
  path: '/api/development/prospects/:id/convert',
  module: M.PROSPECTS,
  tags,
  summary:
    'Converts a prospect who signed the agreement into a centre: the centre, its owner’s login, its PIN codes, ' +
    'its launch plan',
  params: byId,
  body: convertInput,
  response: convertAnswer,
  status: 201,
});

export const prospectCentre = defineEndpoint({
  method: 'GET',
  path: '/api/development/prospects/:id/centre',
  module: M.PROSPECTS,
  tags,
  summary: 'The centre a prospect was converted into, if any',
  params: byId,
  response: z.object({
    centre: z.object({ franchiseeId: z.number(), centreName: z.string(), openingDate: calendarDay }).nullable(),
  }),
});

export const launchTask = z.object({
  id: z.number(),
  title: z.string(),
  ownerSide: z.enum(LAUNCH_SIDES),
  startDate: calendarDay,
  dueDate: calendarDay,
  status: z.enum(LAUNCH_STATUSES),
  doneOn: calendarDay.nullable(),
  note: z.string().nullable(),
  fileId: z.string().nullable(),
  overdue: z.boolean(),
  /** Whether the reader may change it: head office any task, the franchisee their side's. */
  mayUpdate: z.boolean(),
});
export type LaunchTask = z.output<typeof launchTask>;

export const centreBoard = z.object({
  franchiseeId: z.number(),
  centreName: z.string(),
  openingDate: calendarDay,
  total: z.number(),
  done: z.number(),
  overdue: z.number(),
  tasks: z.array(launchTask),
});
export type CentreBoard = z.output<typeof centreBoard>;

export const centreLaunch = defineEndpoint({
  method: 'GET',
  path: '/api/development/launch/centre',
  module: M.LAUNCH,
  tags,
  summary: 'A centre’s launch plan, its tasks dated back from the opening day (the reader’s own centre by default)',
  query: z.object({ franchiseeId: recordId.optional() }),
  response: centreBoard,
});

export const openingDayInput = z.object({ franchiseeId: recordId, openingDate: day });
export const moveOpeningDay = defineEndpoint({
  method: 'POST',
  path: '/api/development/launch/centre/opening-day',
  module: M.LAUNCH_TEMPLATE,
  tags,
  summary: 'Moves a centre’s opening day: every task not yet done is dated again from it',
  body: openingDayInput,
  response: centreBoard,
});

export const taskInput = z
  .object({
    status: z.enum(LAUNCH_STATUSES).optional(),
    note: z.string().trim().max(1000, 'At most 1000 characters').nullable().optional(),
    fileId: z.string().max(64).nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.note !== undefined || v.fileId !== undefined, 'Change something first');
export const updateLaunchTask = defineEndpoint({
  method: 'POST',
  path: '/api/development/launch/tasks/:id',
  module: M.LAUNCH,
  tags,
  summary: 'Updates a launch task: its status, note or document (a franchisee only their side’s tasks)',
  params: byId,
  body: taskInput,
  response: launchTask,
});

export const networkRow = z.object({
  franchiseeId: z.number(),
  centreName: z.string(),
  openingDate: calendarDay,
  total: z.number(),
  done: z.number(),
  percentDone: z.number(),
  overdue: z.number(),
});
export type NetworkRow = z.output<typeof networkRow>;

export const networkLaunch = defineEndpoint({
  method: 'GET',
  path: '/api/development/launch/network',
  module: M.LAUNCH_TEMPLATE,
  tags,
  summary: 'Every centre in launch: its opening day, the share of its tasks done and how many are overdue',
  response: z.object({ rows: z.array(networkRow) }),
});
