import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a notification. The notifications package loads on first use so the
 * sign-in bundle stays small; callers never wait for it.
 */
export function notify(data: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}
