import type { EndPoint } from '@portal/core';
import type { Executor } from '@portal/db';

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The franchisee the user belongs to; null for head-office users. */
  franchiseeId: number | null;
  superAdmin: boolean;
}

/**
 * Everything a service needs to know about who is asking. Built once per request
 * by the auth layer; services never see Fastify.
 */
export interface RequestContext {
  db: Executor;
  user: SessionUser | null;
  sessionId: number | null;
  roleIds: number[];
  roleNames: string[];
  endPoints: EndPoint[];
  /** Each role's own end points, to tell through which role a right is held (rules scoped by grant). */
  roleEndPoints?: Record<string, EndPoint[]>;
  /** Approval codes such as USER_STAFF_APPROVED. */
  modulesAuth: string[];
  /** Modules whose menu entries are all read-only for the user's roles (their writes are refused). */
  readOnlyModules?: string[];
  /** Franchisees this user may read and write: every one, or this list. */
  franchisees: 'all' | number[];
  /**
   * Other centres the account may choose (x-franchisee-id), where it acts with the roles it holds there: centres
   * joined by accepting their invitation, and its own centres while it acts at one of those.
   */
  joinedFranchisees?: number[];
  /**
   * Set while the portal acts for one centre on its own account (a form completed when its fee settles, a public
   * form, a webhook): the centre's fence bounds it, and no person's audience applies.
   */
  actingForCentre?: boolean;
  /**
   * The room device the session was opened on with a PIN: the person reaches only the classroom routes, for that
   * device's centre and class (modules/devices holds the class).
   */
  deviceId?: number;
  /** That device's class, set by its class fence before the handler runs (owner rules narrow to it: `narrowTo`). */
  deviceClassId?: number;
  /** The franchisee and academic year chosen in the shell, when sent. */
  franchiseeId: number | null;
  academicYearId: number | null;
  ip: string;
}

export function anonymousContext(db: Executor, ip = '127.0.0.1'): RequestContext {
  return {
    db,
    user: null,
    sessionId: null,
    roleIds: [],
    roleNames: [],
    endPoints: [],
    modulesAuth: [],
    franchisees: [],
    franchiseeId: null,
    academicYearId: null,
    ip,
  };
}

/** A context whose queries run inside the given transaction. */
export function withDb(ctx: RequestContext, db: Executor): RequestContext {
  return { ...ctx, db };
}
