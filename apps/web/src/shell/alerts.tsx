import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notify, palette, t, warnNoAcademicYear as warnYear } from '@portal/ui';

export interface AlertDialog {
  title: string;
  message: string;
  color: string;
}

let current: AlertDialog | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function closeAlertDialog(): void {
  current = null;
  emit();
}

export function useAlertDialog(): AlertDialog | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

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

/** A blocking dialog for failures the user must see (menu load, logout). */
export function showAlertDialog(dialog: AlertDialog): void {
  current = dialog;
  emit();
}

/** Top-right error for 2 seconds (franchisee and academic-year loading). */
export function notifyLoadError(message: string): void {
  notify({ color: palette.error, message, position: 'top-right', autoClose: 2000 });
}

/** 'Please Select Acadamic Year': warning colour, top right, 3 seconds. */
export function warnNoAcademicYear(): void {
  warnYear(t('shell.selectYearWarning'));
}
