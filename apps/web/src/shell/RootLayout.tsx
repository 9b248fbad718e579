import { setUnauthorizedHandler } from '@portal/ui';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { reloadSession } from '../session/store.ts';
import { AlertDialogSlot } from './alerts.tsx';
import { GlobalSpinner } from './StatusBits.tsx';

/** Around every page: the global spinner, the 401 handler and the alert dialog. */
export function RootLayout() {
  const navigate = useNavigate();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      reloadSession();
      navigate('/login', { replace: true });
    });
  }, [navigate]);

  return (
    <>
      <GlobalSpinner />
      <Outlet />
      <AlertDialogSlot />
    </>
  );
}
