import { useCall } from '@portal/ui';
import * as C from '../shared/contracts.ts';

/** The installation's map tiles (null: none). */
export function useTileUrl(): string | null {
  const q = useCall(
    C.mapConfig,
    {},
    {
      staleTime: Infinity,
    },
  );
  return q.data?.tileUrl ?? null;
}

export const STATE_COLORS: Record<string, string> = {
  ON_TIME: '#2b8a3e',
  LATE: '#e67700',
  MISSED: '#c92a2a',
  PENDING: '#868e96',
};
