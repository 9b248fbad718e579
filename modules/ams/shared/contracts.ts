/**
 * The AMS API as contracts: the hand-written routes (my centres, the public calendar) and the rows of the
 * schedule lists, shared by the server and the screens.
 */
import { calendarDay, commandRef, defineEndpoint, listRef, recordId } from '@portal/core';
import { z } from 'zod';
import { AMS_MODULES as M, FIRST_AUDIT_STATUS, VISIT_STATUS } from './constants.ts';
import { weightageInput } from './inputs.ts';
import { amsVisitListViewShape } from './views.ts';

const tags = ['AMS'];

export const visitAnswer = z.object({ id: z.number(), status: z.enum(VISIT_STATUS) });

export const visitRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  managerId: z.number(),
  manager: z.string(),
  zone: z.string(),
  visitDate: calendarDay,
  auditType: z.string(),
  status: z.enum(VISIT_STATUS),
  remark: z.string().nullable(),
});
export type VisitRow = z.input<typeof visitRow>;

/** The visit schedule (every status) and its approved part: one view under two paths. */
export const visitSchedule = listRef<VisitRow>(amsVisitListViewShape, '/api/amsv1/schedule');
export const approvedSchedule = listRef<VisitRow>(amsVisitListViewShape, '/api/amsv1/approved-schedule');

export const myCentreRow = z.object({
  franchiseeId: z.number(),
  centre: z.string(),
  category: z.string().nullable(),
  visitsPerCycle: z.number().nullable(),
  lastVisit: calendarDay.nullable(),
  nextVisit: calendarDay.nullable(),
});
export type MyCentreRow = z.input<typeof myCentreRow>;

export const myCentres = defineEndpoint({
  method: 'GET',
  path: '/api/amsv1/myCenters',
  module: M.AMS,
  tags,
  summary: 'myCenters: the centres allocated to the signed-in academic manager, with their last and next visit',
  response: z.object({ manager: z.string().nullable(), rows: z.array(myCentreRow) }),
});

const month = z
  .string({ error: 'Month must be YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must be YYYY-MM' });

export const calendarAnswer = z.object({
  month: z.string(),
  visits: z.array(z.object({ visitDate: calendarDay, centre: z.string(), manager: z.string(), auditType: z.string() })),
  holidays: z.array(z.object({ holidayDate: calendarDay, name: z.string() })),
});
export type AmsCalendar = z.input<typeof calendarAnswer>;

export const amsCalendar = defineEndpoint({
  method: 'GET',
  path: '/api/public/ams-calendar',
  public: true,
  tags,
  summary: 'amsCalender: approved visits and holidays of a month, without sign-in',
  query: z.object({ month }),
  response: calendarAnswer,
});

// ---- the dashboard ----

export const dashboardCycle = z.object({
  id: z.number(),
  name: z.string(),
  startDate: calendarDay,
  endDate: calendarDay,
  /** Today falls within the cycle. */
  current: z.boolean(),
  /** Visits the allocated centres' categories call for in a cycle. */
  required: z.number(),
  planned: z.number(),
  approved: z.number(),
  pending: z.number(),
  rejected: z.number(),
  centreScore: z.number().nullable(),
  academicScore: z.number().nullable(),
  centreAudits: z.number(),
  academicAudits: z.number(),
  /** Centre and academic scores weighed by the cycle's weightage; null until both have a score. */
  weightedScore: z.number().nullable(),
  centreWeight: z.number(),
  academicWeight: z.number(),
});
export type DashboardCycle = z.input<typeof dashboardCycle>;

export const dashboardAnswer = z.object({
  cycles: z.array(dashboardCycle),
  /** Visits waiting for a decision. */
  pendingApprovals: z.number(),
  centresAllocated: z.number(),
  centresUnallocated: z.number(),
  zonalManagers: z.number(),
  academicManagers: z.number(),
  firstAudits: z.object({ scheduled: z.number(), done: z.number(), overdue: z.number() }),
});
export type AmsDashboard = z.input<typeof dashboardAnswer>;

export const amsDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/amsv1/dashboard',
  module: M.AMS,
  tags,
  summary: 'dashboard: visits per cycle against what the centres call for, scores by cycle, what is pending',
  response: dashboardAnswer,
});

// ---- role configuration: who audits which zone and which centres ----

const centreOfManager = z.object({
  allocationId: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  categoryId: z.number().nullable(),
  category: z.string().nullable(),
});

export const roleConfigurationAnswer = z.object({
  zones: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      isActive: z.boolean(),
      zonalManagers: z.array(z.object({ id: z.number(), name: z.string(), isActive: z.boolean() })),
      academicManagers: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          isActive: z.boolean(),
          reportsToId: z.number().nullable(),
          centres: z.array(centreOfManager),
        }),
      ),
    }),
  ),
  /** Centres the user sees that no academic manager audits yet. */
  unallocated: z.array(z.object({ franchiseeId: z.number(), centre: z.string() })),
});
export type RoleConfiguration = z.input<typeof roleConfigurationAnswer>;

export const roleConfiguration = defineEndpoint({
  method: 'GET',
  path: '/api/amsv1/roleConfiguration',
  module: M.AMS,
  tags,
  summary: 'roleConfiguration: each zone with its zonal managers, academic managers and the centres each audits',
  response: roleConfigurationAnswer,
});

// ---- weightage of a cycle ----

export const weightageAnswer = z.object({
  cycle: z.object({ id: z.number(), name: z.string(), startDate: calendarDay, endDate: calendarDay }),
  centreWeight: z.number(),
  academicWeight: z.number(),
  types: z.array(
    z.object({
      auditType: z.enum(['centre', 'academic']),
      /** Sum of the categories' weights (100 once configured). */
      total: z.number(),
      categories: z.array(z.object({ categoryId: z.number(), name: z.string(), weight: z.number() })),
    }),
  ),
});
export type Weightage = z.input<typeof weightageAnswer>;

const byCycle = z.object({ cycleId: recordId });

export const cycleWeightage = defineEndpoint({
  method: 'GET',
  path: '/api/amsv1/weightageModification/:cycleId',
  module: M.AMS,
  tags,
  summary: "weightageModification: a cycle's weightage of centre and academic audits and of each audit category",
  params: byCycle,
  response: weightageAnswer,
});

export const saveCycleWeightage = defineEndpoint({
  method: 'PUT',
  path: '/api/amsv1/weightageModification/:cycleId',
  module: M.AMS,
  tags,
  summary: "weightageModification: sets a cycle's weightage; each set of weights must add up to 100 %",
  params: byCycle,
  body: weightageInput,
  response: weightageAnswer,
});

// ---- a centre's first audit ----

export const firstAuditAnswer = z.object({ id: z.number(), status: z.enum(FIRST_AUDIT_STATUS), heldOn: calendarDay });

export const FIRST_AUDIT_STEPS = {
  /** Its body is the command's declared fields: the day it was held and a remark. */
  record: commandRef('/api/ams-first-audits/:id/record', undefined, firstAuditAnswer),
};
