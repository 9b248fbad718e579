import { useQueryClient } from '@tanstack/react-query';
import type { EndpointDeclaration } from '@portal/core';
import { useLive, type LiveMessage } from '../live.ts';
import { invalidateCalls } from './use-call.ts';

// Apart from use-call.ts: every screen's answers go through `useCall`, and a home that listens to nothing should
// not carry the live stream's client (its parser and reconnection) in its first load.

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
