import { id, stamps } from '@portal/db';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The catalogue of API end points a role can be granted: an access module with a method or 'any'. */
export const systemEndPoints = pgTable(
  'system_end_points',
  {
    id: id(),
    module: text().notNull(),
    method: text().notNull(),
    description: text().notNull().default(''),
    ...stamps,
  },
  (t) => [uniqueIndex('system_end_points_module_method_key').on(t.module, t.method)],
);

export const roles = pgTable('roles', {
  id: id(),
  role: text().notNull().unique(),
  description: text().notNull(),
  /** For franchisee-bound roles such as BSKUSER: the one franchisee the role sees. */
  franchiseeId: integer(),
  /** Franchisee staff may give this role to their own users. */
  assignableByFranchisee: boolean().notNull().default(false),
  /**
   * Four eyes across the role: someone holding it never approves or accepts what another holder raised (a second
   * finance person is not a second pair of eyes on finance's own adjustment). The kit asks through the accounts'
   * module (modules/users/server/deciding-role.ts).
   */
  approvesOtherRolesOnly: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

export const roleEndPoints = pgTable(
  'role_end_points',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    endPointId: integer()
      .notNull()
      .references(() => systemEndPoints.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.endPointId] })],
);

/** Access modules defined at run time (the dynamic-module screens). */
export const dynamicModules = pgTable('dynamic_modules', {
  id: id(),
  uniqueId: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(''),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A menu entry (dashboard); children hang under parentId. */
export const dashboards = pgTable(
  'dashboards',
  {
    id: id(),
    name: text().notNull().unique(),
    label: text().notNull(),
    path: text().notNull(),
    groupLabel: text(),
    parentId: integer(),
    sort: integer().notNull().default(0),
    modules: text().array().notNull().default([]),
    requiresStaffApproval: boolean().notNull().default(false),
    studentFacing: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('dashboards_parent_idx').on(t.parentId)],
);

/** Which dashboards a role sees, with its flags. */
export const roleDashboards = pgTable(
  'role_dashboards',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    dashboardId: integer()
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    isActive: boolean().notNull().default(true),
    isDefault: boolean().notNull().default(false),
    /** Null means 'not set', which grants write. */
    isWrite: boolean(),
    /** The entry's place among what the role does every day (first in its menu); null for the rest. */
    dailyRank: integer(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.dashboardId] })],
);
