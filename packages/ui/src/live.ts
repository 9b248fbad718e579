import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { listenLive, type LiveMessage } from './api/live.ts';

export type { LiveMessage };

/**
 * Calls `onEvent` for each live event of these kinds while the screen is open ('day.check-in'; a kind ending in
 * '.*' takes every kind of that module). Every screen of the tab shares one connection.
 */
export function useLive(kinds: readonly string[], onEvent: (event: LiveMessage) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = kinds.join(' ');
  useEffect(() => {
    const wanted = key.split(' ');
    const matches = (kind: string) =>
      wanted.some((w) => w === kind || (w.endsWith('.*') && kind.startsWith(w.slice(0, -1))));
    return listenLive((event) => {
      if (matches(event.kind)) handler.current(event);
    });
  }, [key]);
}

/**
 * Refetches these queries (each key a prefix, as in `invalidateQueries`) when an event of these kinds arrives:
 * the screen shows what changed without a reload. `accept` may narrow the events (this child's only).
 */
export function useLiveInvalidate(
  kinds: readonly string[],
  queryKeys: readonly QueryKey[],
  accept: (event: LiveMessage) => boolean = () => true,
): void {
  const client = useQueryClient();
  useLive(kinds, (event) => {
    if (!accept(event)) return;
    for (const queryKey of queryKeys) void client.invalidateQueries({ queryKey });
  });
}
