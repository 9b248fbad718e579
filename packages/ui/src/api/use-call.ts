import { useQuery, useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { EndpointAnswer, EndpointDeclaration, EndpointInput } from '@portal/core';
import { useLive, type LiveMessage } from '../live.ts';
import { call } from './call.ts';

/** The first part of every call's query key: one invalidation of it refetches every answer a screen shows. */
const CALLS = 'call';

/**
 * The query key of an endpoint's answer, derived from its contract: its path, then its input. A key that is a
 * prefix (the path alone, or the path with part of the input) names every answer it matches, as TanStack Query
 * compares keys, so `callKey(C.grid, { params: { classId } })` names the grid of that class in every term.
 */
export function callKey<E extends EndpointDeclaration>(endpoint: E, input?: Partial<EndpointInput<E>>): QueryKey {
  return input === undefined ? [CALLS, endpoint.path] : [CALLS, endpoint.path, input];
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
  return useQuery({
    queryKey: callKey(endpoint, input),
    queryFn: ({ signal }) => call(endpoint, input, { signal, quiet }),
    ...options,
  });
}

/**
 * Marks answers stale after a write and refetches those on screen: the named endpoints' answers (each with all its
 * inputs), or every call's answer when none is named.
 */
export function invalidateCalls(client: QueryClient, ...endpoints: EndpointDeclaration[]): Promise<void> {
  if (endpoints.length === 0) return client.invalidateQueries({ queryKey: [CALLS] });
  return Promise.all(endpoints.map((e) => client.invalidateQueries({ queryKey: callKey(e) }))).then(() => undefined);
}

/** `invalidateCalls` bound to the screen's query client. */
export function useInvalidateCalls(): (...endpoints: EndpointDeclaration[]) => Promise<void> {
  const client = useQueryClient();
  return (...endpoints) => invalidateCalls(client, ...endpoints);
}

/**
 * Refetches these endpoints' answers when a live event of these kinds arrives ('day.check-in'; 'day.*' for every
 * kind of a module): the screen shows what changed without a reload. `accept` may narrow the events.
 */
export function useLiveCalls(
  kinds: readonly string[],
  endpoints: readonly EndpointDeclaration[],
  accept: (event: LiveMessage) => boolean = () => true,
): void {
  const client = useQueryClient();
  useLive(kinds, (event) => {
    if (accept(event)) void invalidateCalls(client, ...endpoints);
  });
}
