import type { NotificationData } from '@mantine/notifications';

/** Phones (the spec's mobile layout, under 700 px). */
const PHONE = '(max-width: 699.98px)';
const ERROR_COLOURS = new Set(['red', 'error']);
const SUCCESS_COLOURS = new Set(['teal', 'green', 'success']);

/** Error notifications still on screen: a later success takes them away, they no longer hold. */
const shownErrors = new Set<string>();
let sequence = 0;

type NotificationsModule = typeof import('@mantine/notifications');
let loading: Promise<NotificationsModule> | null = null;
/** Whether anything was notified yet: the shell mounts the notifications' container only from then on. */
let wanted = false;
const wantedListeners = new Set<() => void>();
/** The notifications package, fetched once on first use. */
const library = () => {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  return (loading ??= import('@mantine/notifications'));
};

/** True once a notification was asked for (a first paint without one downloads none of their code). */
export const notificationsWanted = (): boolean => wanted;

/** Calls `listener` when the first notification is asked for; returns how to stop. */
export function onNotificationsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

const onPhone = () => typeof window !== 'undefined' && window.matchMedia?.(PHONE).matches === true;

/**
 * Shows a notification. The notifications package loads on first use so the sign-in bundle stays
 * small; callers never wait for it. A success clears the errors shown before it (a failed save that
 * was then saved is no longer news). On a phone every notification sits at the bottom, where it covers
 * neither the banners, the menu drawer nor the top of a form where its errors are.
 */
export function notify(data: NotificationData): void {
  const colour = String(data.color ?? '');
  const isError = ERROR_COLOURS.has(colour);
  const id = data.id ?? (isError ? `error-${++sequence}` : undefined);
  const position = onPhone() ? 'bottom-center' : data.position;
  void library().then(({ notifications }) => {
    if (SUCCESS_COLOURS.has(colour)) clearErrorNotifications(notifications.hide);
    if (isError && id) shownErrors.add(id);
    notifications.show({ ...data, id, position, onClose: forget(id, data.onClose) });
  });
}

function forget(id: string | undefined, onClose: NotificationData['onClose']): NotificationData['onClose'] {
  return (props) => {
    if (id) shownErrors.delete(id);
    onClose?.(props);
  };
}

function clearErrorNotifications(hide: (id: string) => void): void {
  for (const id of shownErrors) hide(id);
  shownErrors.clear();
}

/** Takes every error notification away (a screen that saved, or that the user left). */
export function clearErrors(): void {
  if (shownErrors.size === 0) return;
  void library().then(({ notifications }) => clearErrorNotifications(notifications.hide));
}

/** Spec section 5: 'Please Select Acadamic Year', warning colour, top right, 3 seconds. */
export const SELECT_YEAR_WARNING = 'Please Select Acadamic Year';

export function warnNoAcademicYear(message = SELECT_YEAR_WARNING): void {
  notify({ id: 'select-academic-year', color: 'orange', message, position: 'top-right', autoClose: 3000 });
}
