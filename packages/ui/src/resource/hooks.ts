import { useQuery } from '@tanstack/react-query';
import type { ListResult, ResourceMeta } from '@portal/core';
import { api, type QueryValue } from '../api/client.ts';

export type Row = Record<string, unknown> & { id: number };

/** Resource metadata changes only with a deploy: fetched once per session. */
export function useResourceMeta(name: string) {
  return useQuery({
    queryKey: ['meta', name],
    queryFn: ({ signal }) => api<ResourceMeta>(`/api/meta/resources/${name}`, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useRecord(name: string, id: number | null | undefined) {
  return useQuery({
    queryKey: ['record', name, id],
    queryFn: ({ signal }) => api<Row>(`/api/${name}/${id}`, { signal }),
    enabled: typeof id === 'number' && id > 0,
  });
}

export function useResourceRows(name: string, query: Record<string, QueryValue>, enabled = true) {
  return useQuery({
    queryKey: ['list', name, query],
    queryFn: ({ signal }) => api<ListResult<Row>>(`/api/${name}`, { query, signal }),
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
