import { lazy, Suspense } from 'react';
import { notify, palette, t, warnNoAcademicYear as warnYear } from '@portal/ui';
import { useAlertDialog } from './alert-store.ts';

export { showAlertDialog } from './alert-store.ts';

const AlertDialogHost = lazy(() => import('./AlertDialog.tsx'));

/** The dialog's code loads only when a dialog is shown. */
export function AlertDialogSlot() {
  const dialog = useAlertDialog();
  return dialog ? (
    <Suspense fallback={null}>
      <AlertDialogHost dialog={dialog} />
    </Suspense>
  ) : null;
}

/** Top-right error for 2 seconds (franchisee and academic-year loading). */
export function notifyLoadError(message: string): void {
  notify({ color: palette.error, message, position: 'top-right', autoClose: 2000 });
}

/** 'Please Select Acadamic Year': warning colour, top right, 3 seconds. */
export function warnNoAcademicYear(): void {
  warnYear(t('shell.selectYearWarning'));
}
