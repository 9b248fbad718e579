import { useQuery, useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { EndpointAnswer, EndpointDeclaration, EndpointInput } from '@portal/core';
import { useAccess } from '../access.tsx';
import { call } from './call.ts';

/** The first part of every call's query key: one invalidation of it refetches every answer a screen shows. */
const CALLS = 'call';
/** Every endpoint's answer, whatever its input. */
const ALL_CALLS: QueryKey = [CALLS];

/**
 * The query key of an endpoint's answer, derived from its contract: its path, then its input, then the centre and
 * year the user has selected (sent with every request, so an answer belongs to them too). A key that is a prefix
 * (the path alone, or the path with part of the input) names every answer it matches, as TanStack Query compares
 * keys, so `callKey(C.grid, { query: { classId } })` names the grid of that class in every term and selection.
 */
export function callKey<E extends EndpointDeclaration>(endpoint: E, input?: Partial<EndpointInput<E>>): QueryKey {
  return input === undefined ? [CALLS, endpoint.path] : [CALLS, endpoint.path, input];
}

/** The centre and year a request carries (its headers), part of every answer's key. */
export interface CallSelection {
  franchiseeId: number | null;
  academicYearId: number | null;
}

/** The full key `useCall` keeps an answer under: `callKey` with the whole input, then the selection. */
export function answerKey<E extends EndpointDeclaration>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  { franchiseeId, academicYearId }: CallSelection,
): QueryKey {
  return [...callKey(endpoint, input ?? {}), { franchiseeId, academicYearId }];
}

export type CallOptions<E extends EndpointDeclaration> = Omit<
  UseQueryOptions<EndpointAnswer<E>, Error, EndpointAnswer<E>, QueryKey>,
  'queryKey' | 'queryFn'
> & {
  /** A refused answer shows no message of its own: the screen says what it means. */
  quiet?: boolean;
};

/**
 * An endpoint's answer through TanStack Query, keyed by the contract (`callKey`): a screen never writes a query
 * key by hand, so two screens asking the same question share one answer and a write can name what it changed.
 */
export function useCall<E extends EndpointDeclaration>(
  endpoint: E,
  input?: EndpointInput<E>,
  { quiet, ...options }: CallOptions<E> = {},
) {
  const access = useAccess();
  return useQuery({
    queryKey: answerKey(endpoint, input, access),
    queryFn: ({ signal }) => call(endpoint, input, { signal, quiet }),
    ...options,
  });
}

/**
 * Starts an endpoint's answer into the cache under the key `useCall` reads it by, before the screen that asks for it
 * has loaded (a landing page's first call): the screen then mounts with the answer, or takes the request in flight.
 * Resolves when the answer (or the failure, which the screen's own call shows) is in; never rejects.
 */
export function prefetchCall<E extends EndpointDeclaration>(
  client: QueryClient,
  endpoint: E,
  input: EndpointInput<E> | undefined,
  selection: CallSelection,
): Promise<void> {
  return client.prefetchQuery({
    queryKey: answerKey(endpoint, input, selection),
    queryFn: () => call(endpoint, input, { quiet: true }),
  });
}

/**
 * Puts a write's answer in place of the answers it replaces (an endpoint's, with this input or part of it), so the
 * screen shows it without asking again.
 */
export function setCallData<E extends EndpointDeclaration>(
  client: QueryClient,
  endpoint: E,
  input: Partial<EndpointInput<E>> | undefined,
  data: EndpointAnswer<E> | ((old: EndpointAnswer<E> | undefined) => EndpointAnswer<E> | undefined),
): void {
  client.setQueriesData<EndpointAnswer<E>>({ queryKey: callKey(endpoint, input ?? {}) }, data);
}

/**
 * Marks answers stale after a write and refetches those on screen: the named endpoints' answers (each with all its
 * inputs), or every call's answer when none is named.
 */
export function invalidateCalls(client: QueryClient, ...endpoints: EndpointDeclaration[]): Promise<void> {
  if (endpoints.length === 0) return client.invalidateQueries({ queryKey: ALL_CALLS });
  return Promise.all(endpoints.map((e) => client.invalidateQueries({ queryKey: callKey(e) }))).then(() => undefined);
}

/** `invalidateCalls` bound to the screen's query client. */
export function useInvalidateCalls(): (...endpoints: EndpointDeclaration[]) => Promise<void> {
  const client = useQueryClient();
  return (...endpoints) => invalidateCalls(client, ...endpoints);
}
