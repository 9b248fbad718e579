// The notifications' styles travel with their container, which the shell mounts with the first notification.
import '@mantine/notifications/styles.css';

export { Notifications as default } from '@mantine/notifications';
