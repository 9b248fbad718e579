import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListRef } from '@portal/core';
import type { QueryValue } from '../api/client.ts';
import { resourceName, type ResourceRef } from '../api/resources.ts';

/** Rows the web keeps by name: a resource's (by its shape or name) or a declared view's. */
export type RowsRef = ResourceRef | ListRef<{ id: number }>;

/** The first part of every page of rows' key, and of every record's: one invalidation of it refetches them all. */
const LISTS = 'list';
const RECORDS = 'record';
const META = 'meta';
const FILES = 'file-about';
const SESSION = 'shell';

/** A resource by its name; a view's list by its path (one view may answer at several, each its own rows). */
const nameOf = (ref: RowsRef): string => (typeof ref === 'string' ? ref : 'path' in ref ? ref.path : ref.name);

/**
 * The query key of a page of rows: the resource's or view's name, then the query. Without a query it names every
 * page of those rows (TanStack Query matches a key by its prefix); without a reference, every page of every list.
 */
export function listKey(ref?: RowsRef, query?: Record<string, QueryValue>): QueryKey {
  if (ref === undefined) return [LISTS];
  return query === undefined ? [LISTS, nameOf(ref)] : [LISTS, nameOf(ref), query];
}

/** The query key of one record of a resource; without an id, every record of it. */
export function recordKey(ref: ResourceRef, id?: number | null): QueryKey {
  return id === undefined ? [RECORDS, resourceName(ref)] : [RECORDS, resourceName(ref), id];
}

/**
 * The query key of a reference select's options: a page of the resource's rows like any list's, so a write to the
 * resource refreshes the options too.
 */
export function referenceKey(
  ref: ResourceRef,
  query: { fields: string; q: string; narrowed: Record<string, QueryValue> },
): QueryKey {
  return listKey(ref, { ref: query.fields, q: query.q, ...query.narrowed });
}

/** The query key of a resource's metadata (its fields and labels), fetched once per session. */
export function metaKey(ref: ResourceRef): QueryKey {
  return [META, resourceName(ref)];
}

/** The query key of what a stored file is (its name and type), shown wherever the file is linked. */
export function fileKey(fileId: string): QueryKey {
  return [FILES, fileId];
}

/**
 * The query key of what the shell loads for the signed-in user (their centres, the academic years): with the
 * session's token in it, so another sign-in never reads the one before's.
 */
export function sessionKey(what: 'franchisees' | 'years', token: string | null): QueryKey {
  return [SESSION, what, token];
}

/**
 * Marks stale after a write the rows and records of the named resources and views (every page, every record) and
 * refetches those on screen; with none named, every list and record the screens hold.
 */
export function invalidateResources(client: QueryClient, ...refs: RowsRef[]): Promise<void> {
  const keys =
    refs.length === 0 ? [listKey(), [RECORDS]] : refs.flatMap((ref) => [listKey(ref), [RECORDS, nameOf(ref)]]);
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}
