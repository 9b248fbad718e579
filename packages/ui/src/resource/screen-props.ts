// What a resource's screens receive from its routes, apart from the routes (which load the screens lazily).
import type { ResourceName } from '@portal/core';

/** Full route patterns of a resource's screens; screens build their links from them. */
export interface ResourceLinks {
  list?: string;
  create?: string;
  edit?: string;
  view?: string;
  /** CSV upload (off unless a path is given). */
  import?: string;
}

/** Props every resource screen receives (generic or hand-made). */
export interface ResourceScreenProps {
  /** The name of the resource's shape (`resourceRoutes(xShape, …)` gives it). */
  resource: ResourceName;
  links: ResourceLinks;
  title?: string;
  /** Initial values of new records (create screens). */
  presets?: Record<string, unknown>;
  /** When the id segment is optional and absent, edit or view the selected centre. */
  idFallback?: 'selectedFranchisee';
  /** Path parameters that narrow the screens to a parent record: parameter name → the resource's field. */
  pathFilters?: Record<string, string>;
  /** Links from each listed row to its children's screens (a skill's sub-skills). */
  rowLinks?: RowLink[];
  /** Links from the list's header to the lists kept beside it (a vehicle list's insurance, fuel, loans). */
  listLinks?: ListLinks;
}

/**
 * A header menu of links from a list to other lists of the same work, each shown to users who may read one of
 * the modules guarding its screen (the lists have no menu entry of their own).
 */
export interface ListLinks {
  label: string;
  links: { label: string; path: string; modules: readonly string[] }[];
}

/**
 * A link from a listed row to another screen: `path`'s parameters are filled from the row's fields named by
 * `from` (parameter → field; a parameter not named takes the row's id).
 */
export interface RowLink {
  label: string;
  path: string;
  from?: Record<string, string>;
}

/** Names of a pattern's parameters, in order ('/x/:vendorID/edit/:id?' → ['vendorID', 'id']). */
export function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
}

/**
 * The parameter holding a screen's own record: the last one that is not a parent's path filter
 * ('/transport/vendors/:vendorID/documents/edit/:documentID' → 'documentID').
 */
export function recordParam(pattern: string | undefined, pathFilters: Record<string, string> = {}): string | null {
  return (
    paramNames(pattern ?? '')
      .filter((name) => !(name in pathFilters))
      .at(-1) ?? null
  );
}
