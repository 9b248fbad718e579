import type { ComponentType } from 'react';
import type { Level } from '@portal/core';
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
  /** The GET path of the home's one call, started at boot beside its chunk (the screen then takes the answer). */
  ahead?: string;
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
