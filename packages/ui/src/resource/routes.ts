import type { ResourceShape } from '@portal/core';
import type { LazyScreen, PortalRoute, RouteGuard } from '../routing.ts';
import type { ListLinks, ResourceLinks, ResourceScreenProps, RowLink } from './screen-props.ts';

export * from './screen-props.ts';

export type ResourceScreenKind = 'list' | 'create' | 'edit' | 'view' | 'import';

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
  /** The list's header menu of links to the lists kept beside it (see ListLinks). */
  listLinks?: ListLinks;
  /**
   * The screen that links to the list when no menu entry does (see PortalRoute.reachedFrom); for a resource
   * without a list, the screen that links to its create and view screens.
   */
  reachedFrom?: string;
}

const GENERIC: Record<ResourceScreenKind, LazyScreen> = {
  list: () => import('../screens/ResourceListScreen.tsx'),
  create: () => import('../screens/ResourceCreateScreen.tsx'),
  edit: () => import('../screens/ResourceEditScreen.tsx'),
  view: () => import('../screens/ResourceViewScreen.tsx'),
  import: () => import('../screens/ResourceImportScreen.tsx'),
};

/**
 * The screen linking to one of a resource's screens: its list's button to create or upload, its list's row to view
 * (or to edit, where it has no view), its view's button to edit; the list itself from what the options name.
 */
function reachedFrom(kind: ResourceScreenKind, links: ResourceLinks, list: string | undefined): string | undefined {
  if (kind === 'list') return list;
  if (kind === 'edit' && links.view) return links.view;
  return links.list ?? list;
}

function join(base: string, child: string): string {
  if (child.startsWith('/')) return child;
  return child === '' ? base : `${base.replace(/\/$/, '')}/${child}`;
}

/**
 * The list/create/edit/view routes of a resource in one call. Each screen is a
 * lazy chunk and can be swapped for a hand-made one through `screens`.
 *
 *   resourceRoutes(cityShape, '/city', {
 *     modules: ['city'], list: 'citylist', create: 'savecity', edit: 'editcity/:cityId', view: false
 *   })
 */
export function resourceRoutes(
  resource: ResourceShape,
  basePath: string,
  options: ResourceRouteOptions,
): PortalRoute[] {
  // The screens get the name: route props stay plain data, and this file stays free of the API client.
  const { name } = resource;
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
      reachedFrom: reachedFrom(kind, links, options.reachedFrom),
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
        listLinks: kind === 'list' ? options.listLinks : undefined,
      } satisfies ResourceScreenProps,
      guard: {
        ...options.guard,
        modules: options.modules,
        write: kind === 'create' || kind === 'edit' || kind === 'import',
      },
    }));
}
