import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { paramNames, type ResourceLinks, type ResourceScreenProps } from '../resource/screen-props.ts';
import { fillParams } from '../routing.ts';

/**
 * The parent record a screen is narrowed to by its path (`/grade-book/skills/subSkills/:skillId`): the path's
 * parameters (to build sibling links) and the resource's fields they stand for (list filters, new records' values).
 * A create screen reached from a narrowed list also reads the fields from its query string.
 */
export function useParentFilters(pathFilters: ResourceScreenProps['pathFilters']) {
  const params = useParams();
  const [search] = useSearchParams();
  return useMemo(() => {
    const byParam: Record<string, string> = {};
    const byField: Record<string, string> = {};
    const pairs: { param: string; field: string; value: string }[] = [];
    for (const [param, field] of Object.entries(pathFilters ?? {})) {
      const value = params[param] ?? search.get(field) ?? '';
      if (value === '') continue;
      byParam[param] = value;
      byField[field] = value;
      pairs.push({ param, field, value });
    }
    return { params: byParam, fields: byField, pairs };
  }, [pathFilters, params, search]);
}

export type ParentFilters = ReturnType<typeof useParentFilters>;

/** The list screen of the same parent (page 1). */
export function parentListPath(links: ResourceLinks, parent: ParentFilters): string | undefined {
  return links.list ? fillParams(links.list, parent.params, 1) : undefined;
}

/** The create screen of the same parent: fields its path has no place for travel in the query string. */
export function parentCreatePath(links: ResourceLinks, parent: ParentFilters): string | undefined {
  if (!links.create) return undefined;
  const path = fillParams(links.create, parent.params);
  const carried = parent.pairs
    .filter(({ param }) => !paramNames(links.create!).includes(param))
    .map(({ field, value }) => [field, value]);
  return carried.length ? `${path}?${new URLSearchParams(carried)}` : path;
}
