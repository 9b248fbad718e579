import { useQuery } from '@tanstack/react-query';
import type { ListRef } from '@portal/core';
import type { QueryValue } from '../api/client.ts';
import { fetchList, resourceName, resources, type ResourceRef } from '../api/resources.ts';
import { listKey, metaKey, recordKey } from './keys.ts';

export type { Row } from '../api/resources.ts';

/** Resource metadata changes only with a deploy: fetched once per session. */
export function useResourceMeta(ref: ResourceRef) {
  const name = resourceName(ref);
  return useQuery({
    queryKey: metaKey(name),
    queryFn: ({ signal }) => resources.meta(name, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** One record, typed by the resource's shape when the screen names it by its shape. */
export function useRecord<R extends ResourceRef>(ref: R, id: number | null | undefined) {
  return useQuery({
    queryKey: recordKey(ref, id ?? null),
    queryFn: ({ signal }) => resources.get(ref, id!, { signal }),
    enabled: typeof id === 'number' && id > 0,
  });
}

/** A page of a resource's rows; the previous page stays on screen while the next loads. */
export function useResourceRows<R extends ResourceRef>(ref: R, query: Record<string, QueryValue>, enabled = true) {
  return useQuery({
    queryKey: listKey(ref, query),
    queryFn: ({ signal }) => resources.list(ref, query, { signal }),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** A page of a declared view's rows (orders with their centre's name…), typed by its reference in `shared/`. */
export function useListRows<R extends { id: number }>(
  list: ListRef<R>,
  query: Record<string, QueryValue>,
  enabled = true,
) {
  return useQuery({
    queryKey: listKey(list, query),
    queryFn: ({ signal }) => fetchList(list, query, { signal }),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** Route params arrive as text: a positive integer id or null. */
export function parseId(value: string | undefined | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
