/**
 * The system API as contracts: a role's end points, the dashboards (menu entries) granted to a role and the
 * configuration warnings head office should see. The server serves them (server/routes.ts), the screens call them.
 */
import { byId, defineEndpoint, recordId } from '@portal/core';
import { z } from 'zod';
import { SYSTEM_MODULE } from './index.ts';

const tags = ['System'];

export const endPointRow = z.object({
  id: z.number(),
  module: z.string(),
  method: z.string(),
  description: z.string(),
});

/** A menu entry: one dashboard as granted to a role (or merged over a user's roles). */
export const dashboardItem = z.object({
  id: z.number(),
  name: z.string(),
  label: z.string(),
  path: z.string(),
  groupLabel: z.string().nullable(),
  parentId: z.number().nullable(),
  sort: z.number(),
  modules: z.array(z.string()),
  requiresStaffApproval: z.boolean(),
  studentFacing: z.boolean(),
  dashboardRoleMap: z.object({
    isActive: z.boolean(),
    isDefault: z.boolean(),
    isWrite: z.boolean().nullable(),
    dailyRank: z.number().nullable().optional(),
    subDashboardRoleMaps: z.array(z.object({ subDashboard: z.object({ name: z.string() }) })),
  }),
});

const endPointIds = z.object({
  endPointIds: z
    .array(z.number().int().positive().max(2_147_483_647), { error: 'End points must be a list of ids' })
    .max(1000),
});

const dashboardEntries = z.object({
  dashboards: z
    .array(
      z.object({
        dashboardId: z.number({ error: 'Dashboard is required' }).int().positive().max(2_147_483_647),
        isActive: z.boolean().default(true),
        isDefault: z.boolean().default(false),
        isWrite: z.boolean().nullable().default(null),
      }),
    )
    .max(1000),
});

const byRole = z.object({ roleId: recordId });
const endPointRows = z.object({ rows: z.array(endPointRow) });

export const roleEndPoints = defineEndpoint({
  method: 'GET',
  path: '/api/roles/:id/end-points',
  module: SYSTEM_MODULE,
  tags,
  summary: "The role's end points",
  params: byId,
  response: endPointRows,
});

export const setRoleEndPoints = defineEndpoint({
  method: 'PUT',
  path: '/api/roles/:id/end-points',
  module: SYSTEM_MODULE,
  tags,
  summary: "Replace the role's end points",
  params: byId,
  body: endPointIds,
  response: endPointRows,
});

/** Any signed-in user may load the dashboards of their own roles; the System module reads every role's. */
export const dashboardByRole = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard-by-role/:roleId',
  tags,
  summary: 'Dashboards granted to a role',
  params: byRole,
  response: z.array(dashboardItem),
});

export const setDashboardsByRole = defineEndpoint({
  method: 'PUT',
  path: '/api/dashboard-by-role/:roleId',
  module: SYSTEM_MODULE,
  tags,
  summary: 'Replace the dashboards granted to a role',
  params: byRole,
  body: dashboardEntries,
  response: z.array(dashboardItem),
});

export const configurationWarning = z.object({
  /** The setting concerned, as named in the environment. */
  setting: z.string(),
  message: z.string(),
});

/** What the installation's configuration lacks or gets wrong (super admins only). */
export const configurationWarnings = defineEndpoint({
  method: 'GET',
  path: '/api/system/configuration-warnings',
  module: SYSTEM_MODULE,
  tags,
  summary: 'Configuration warnings of this installation',
  response: z.object({ rows: z.array(configurationWarning) }),
});
