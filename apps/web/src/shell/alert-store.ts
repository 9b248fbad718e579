import { useSyncExternalStore } from 'react';

/**
 * The shell's one blocking dialog, as a small store: the slot that draws it (alerts.tsx) and the dialog itself
 * (AlertDialog.tsx, loaded when first shown) both read it.
 */
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

/** A blocking dialog for failures the user must see (menu load, logout). */
export function showAlertDialog(dialog: AlertDialog): void {
  current = dialog;
  emit();
}
