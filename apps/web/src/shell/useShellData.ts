import { useQuery } from '@tanstack/react-query';
import { errorMessage, sessionKey } from '@portal/ui';
import { useEffect } from 'react';
import { loadAcademicYears, loadFranchisees } from '../session/actions.ts';
import { useSession } from '../session/store.ts';
import { notifyLoadError } from './alerts.tsx';

/** Active franchisees and academic years of the signed-in user, shared by every selector. */
export function useShellData() {
  return useLists();
}

/**
 * Starts the shell's lists as soon as the shell is drawn, and says when one fails. The shell draws neither, so it
 * is drawn again on a failure alone, not on each answer: on a phone's first load the answers come while React is
 * drawing the home in slices, and a drawing of the shell in between makes React start the home's over.
 */
export function useShellDataStarted(): void {
  useLists(['error']);
}

function useLists(notifyOnChangeProps?: ['error']) {
  const { token } = useSession();
  const franchisees = useQuery({
    queryKey: sessionKey('franchisees', token),
    queryFn: loadFranchisees,
    enabled: Boolean(token),
    retry: false,
    staleTime: 5 * 60_000,
    notifyOnChangeProps,
  });
  const years = useQuery({
    queryKey: sessionKey('years', token),
    queryFn: loadAcademicYears,
    enabled: Boolean(token),
    retry: false,
    staleTime: 5 * 60_000,
    notifyOnChangeProps,
  });
  useEffect(() => {
    if (franchisees.error && navigator.onLine) notifyLoadError(errorMessage(franchisees.error));
  }, [franchisees.error]);
  useEffect(() => {
    if (years.error && navigator.onLine) notifyLoadError(errorMessage(years.error));
  }, [years.error]);
  return {
    franchisees: franchisees.data ?? [],
    years: years.data ?? [],
    loading: franchisees.isLoading || years.isLoading,
  };
}
