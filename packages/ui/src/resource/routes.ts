import type { LazyScreen, PortalRoute, RouteGuard } from '../routing.ts';

export type ResourceScreenKind = 'list' | 'create' | 'edit' | 'view' | 'import';

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
  resource: string;
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

export interface ResourceRouteOptions {
  /** Modules guarding every screen (the user needs one of them). */
  modules: readonly string[];
  /** Child paths under basePath ('' for the base itself, '/x' for an absolute path); false leaves the screen out. */
  list?: string | false;
  create?: string | false;
  edit?: string | false;
  view?: string | false;
  import?: string | false;
  /** Hand-made screens replacing the generic ones. */
  screens?: Partial<Record<ResourceScreenKind, LazyScreen>>;
  /** Route names (for routes referred to by name). */
  names?: Partial<Record<ResourceScreenKind, string>>;
  titles?: Partial<Record<ResourceScreenKind, string>>;
  /** Extra guard flags for every screen (e.g. franchiseeSelection). */
  guard?: RouteGuard;
  presets?: Record<string, unknown>;
  idFallback?: ResourceScreenProps['idFallback'];
  /** Parameters of these paths that filter the list and preset new records (parameter → field). */
  pathFilters?: ResourceScreenProps['pathFilters'];
  rowLinks?: RowLink[];
}

const GENERIC: Record<ResourceScreenKind, LazyScreen> = {
  list: () => import('../screens/ResourceListScreen.tsx'),
  create: () => import('../screens/ResourceCreateScreen.tsx'),
  edit: () => import('../screens/ResourceEditScreen.tsx'),
  view: () => import('../screens/ResourceViewScreen.tsx'),
  import: () => import('../screens/ResourceImportScreen.tsx'),
};

function join(base: string, child: string): string {
  if (child.startsWith('/')) return child;
  return child === '' ? base : `${base.replace(/\/$/, '')}/${child}`;
}

/**
 * The list/create/edit/view routes of a resource in one call. Each screen is a
 * lazy chunk and can be swapped for a hand-made one through `screens`.
 *
 *   resourceRoutes('city', '/city', {
 *     modules: ['city'], list: 'citylist', create: 'savecity', edit: 'editcity/:cityId', view: false
 *   })
 */
export function resourceRoutes(name: string, basePath: string, options: ResourceRouteOptions): PortalRoute[] {
  const defaults: Record<ResourceScreenKind, string | false> = {
    list: '',
    create: 'create',
    edit: 'edit/:id',
    view: 'view/:id',
    import: false,
  };
  const links: ResourceLinks = {};
  const kinds: ResourceScreenKind[] = ['list', 'create', 'edit', 'view', 'import'];
  for (const kind of kinds) {
    const child = options[kind] ?? defaults[kind];
    if (child === false) continue;
    links[kind] = join(basePath, child);
  }
  return kinds
    .filter((kind) => links[kind] !== undefined)
    .map((kind) => ({
      path: links[kind]!,
      name: options.names?.[kind],
      title: options.titles?.[kind],
      screen: options.screens?.[kind] ?? GENERIC[kind],
      props: {
        resource: name,
        links,
        title: options.titles?.[kind],
        presets: kind === 'create' ? options.presets : undefined,
        idFallback: options.idFallback,
        pathFilters: options.pathFilters,
        rowLinks: kind === 'list' ? options.rowLinks : undefined,
      } satisfies ResourceScreenProps,
      guard: {
        ...options.guard,
        modules: options.modules,
        write: kind === 'create' || kind === 'edit' || kind === 'import',
      },
    }));
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
