import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Level, ResourceShape } from '@portal/core';
import type { PortalAccess } from './access.tsx';
import type { CallSelection } from './api/use-call.ts';
import type { MessageKey } from './i18n/catalogue.ts';

/** Flags a route carries; the shell's guard reads them (spec section 6). */
export interface RouteGuard {
  /** No sign-in needed. */
  public?: boolean;
  superAdminOnly?: boolean;
  /** The user must hold at least one of these modules (the access modules the server route names too). */
  modules?: readonly string[];
  /** Authorize levels, as on the server route: one of the user's roles must be in one of them. */
  levels?: readonly Level[];
  /** An editing screen: needs write permission on the modules. */
  write?: boolean;
  /** A centre must be chosen before the screen opens. */
  franchiseeSelection?: boolean;
  /** Screens listing year-scoped data ask for an academic year first. */
  academicYear?: boolean;
  /** An approval code the user must hold (modulesAuth). */
  approval?: string;
  /**
   * A screen about the person's own family (their child's day, homework): only these roles open it, though
   * staff hold the same access modules for their own screens.
   */
  roles?: readonly string[];
}

// Screens receive their route's props; each screen narrows them itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ScreenModule = { default: ComponentType<any> };
export type LazyScreen = () => Promise<ScreenModule>;

/**
 * A module's home for the roles that read `module` (the parent's, the teacher's): shown at the landing page in
 * place of the office dashboard; an account with two homes switches between them by `label` (an i18n key).
 */
export interface RoleHome {
  module: string;
  label: MessageKey;
  load: LazyScreen;
  /**
   * Starts the home's one call, as the home first asks it, into the query cache (`prefetchCall`): the shell runs it
   * at boot beside the home's chunk, so the home is first drawn with the answer.
   */
  ahead?: (client: QueryClient, selection: CallSelection) => Promise<void>;
}

export interface PortalRoute {
  /** React Router path ('/city/editcity/:cityId', optional segments ':id?'). */
  path: string;
  /** Route name others refer to (e.g. 'QrcodeGenerator'). */
  name?: string;
  /** Page title (an English text or an i18n key). */
  title?: string;
  screen?: LazyScreen;
  props?: Record<string, unknown>;
  guard?: RouteGuard;
  /** A redirect-only route. */
  redirectTo?: string;
  /**
   * For a screen no role's menu links to: the route path of the screen that does (a list's row, a button, a
   * card), so every screen has a way in (apps/web/test/screen-reach.test.ts).
   */
  reachedFrom?: string;
}

/**
 * A module's screens as the shell loads them: the declarations arrive in their own chunk the first
 * time a path under one of the module's top-level segments opens, so the first download carries none.
 */
export interface ModuleRouteSet {
  name: string;
  /** First path segments of every route in the set ('forms' for '/forms/enquiry/list'). */
  segments: readonly string[];
  load: () => Promise<PortalRoute[]>;
  /** Pages shown without the shell and without signing in (a family's enquiry form), declared up front. */
  publicRoutes?: readonly PortalRoute[];
  /** What the module shows above every signed-in page (training notices, the enquiry alert). */
  banner?: ModuleBanner;
  /** Homes for the roles whose day the module shapes: the landing page shows the user's instead of the office's. */
  roleHomes?: readonly RoleHome[];
  /** Counts the module adds to the office dashboard, in a chunk of their own the dashboard loads. */
  officeCounts?: () => Promise<{ default: readonly OfficeCount[] }>;
  /** A panel the module shows on the home dashboard (the widgets placed on the user's roles), in its own chunk. */
  dashboardPanel?: LazyScreen;
}

/** A banner a module shows above every signed-in page, and to whom: the shell loads its code for them alone. */
export interface ModuleBanner {
  load: LazyScreen;
  shownTo(access: PortalAccess): boolean;
}

/** A count of a resource's rows on the super admin's office dashboard, linking to its list. */
export interface OfficeCount {
  resource: ResourceShape;
  /** The access module that reads the resource: the card shows only to those who hold it. */
  module: string;
  label: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
  color: string;
  /** Counted for the selected centre when one is chosen. */
  scoped?: boolean;
}

/** '/city/editcity/:cityId?' to the spec's '/city/editcity/{cityId?}'. */
export function toSpecPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\?)?/g, (_m, name: string, opt?: string) => `{${name}${opt ?? ''}}`);
}

/** Fills the route's first parameter (or the named one) with a value. */
export function fillPath(path: string, value: string | number, param?: string): string {
  let filled = false;
  return (
    path
      .replace(/:([A-Za-z0-9_]+)\??/g, (m, name: string) => {
        if (filled || (param && name !== param)) return m.endsWith('?') ? '' : m;
        filled = true;
        return encodeURIComponent(String(value));
      })
      .replace(/\/+$/, '') || '/'
  );
}

/**
 * Fills every parameter found in `values`; the others stay (optional ones are dropped). `rest` then fills the
 * first parameter still open, as fillPath does.
 */
export function fillParams(path: string, values: Record<string, unknown>, rest?: string | number): string {
  const known = path.replace(/:([A-Za-z0-9_]+)(\??)/g, (m, name: string) =>
    values[name] === undefined || values[name] === null || values[name] === ''
      ? m
      : encodeURIComponent(String(values[name])),
  );
  return rest === undefined ? stripOptional(known) : fillPath(known, rest);
}

/** Drops unfilled optional segments ('/franchisee/edit/:franchiseeId?' → '/franchisee/edit'). */
export function stripOptional(path: string): string {
  return path.replace(/\/:[A-Za-z0-9_]+\?/g, '');
}
