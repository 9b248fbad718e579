import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a notification. The notifications package loads on first use so the
 * sign-in bundle stays small; callers never wait for it.
 */
export function notify(data: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

/** Spec section 5: 'Please Select Acadamic Year', warning colour, top right, 3 seconds. */
export const SELECT_YEAR_WARNING = 'Please Select Acadamic Year';

export function warnNoAcademicYear(message = SELECT_YEAR_WARNING): void {
  notify({ id: 'select-academic-year', color: 'orange', message, position: 'top-right', autoClose: 3000 });
}
