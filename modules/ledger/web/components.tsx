import { Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { formatPaise } from '@portal/core';
import { ApiError, EmptyState, LoadError, useCall } from '@portal/ui';
import * as ORG from '@portal/mod-org/contracts';

/** Rupees, aligned digits; blank for zero where a ledger column leaves it empty. */
export function Money({ paise, blankZero = false }: { paise: number; blankZero?: boolean }) {
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }}>
      {blankZero && !paise ? '' : formatPaise(paise)}
    </Text>
  );
}

/** A record named in the address that does not exist (or is not the user's): said in place of the screen. */
export function NotFoundState({ what }: { what: string }) {
  return (
    <EmptyState
      icon={<IconSearchOff size={30} />}
      title={`${what} not found`}
      message={`No ${what.toLowerCase()} with this number exists among the centres you can see.`}
    />
  );
}

/** The not-found state for a 404, else the load error with its retry. */
export function LoadProblem({ error, what, onRetry }: { error: unknown; what: string; onRetry?: () => void }) {
  if (error instanceof ApiError && error.statusCode === 404) return <NotFoundState what={what} />;
  return <LoadError error={error} onRetry={onRetry} />;
}

/** The active centres the user may pick (the organisation module's list). */
export function useCentres() {
  return useCall(ORG.activeFranchisees, {});
}
