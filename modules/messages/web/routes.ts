import type { PortalRoute } from '@portal/ui/routing';
import { MESSAGE_MODULES as M } from '../shared/constants.ts';

/** Messages (messages/*): the family's conversation, the staff inbox, one child's conversation and quiet hours. */
export const messagesRoutes: PortalRoute[] = [
  {
    path: '/messages',
    title: 'Messages',
    screen: () => import('./screens/FamilyMessagesScreen.tsx'),
    guard: { modules: [M.THREADS] },
  },
  {
    path: '/messages/inbox',
    title: 'Parent messages',
    screen: () => import('./screens/InboxScreen.tsx'),
    guard: { modules: [M.THREADS] },
  },
  {
    path: '/messages/child/:studentAdmissionId',
    reachedFrom: '/messages/inbox',
    title: 'Conversation',
    screen: () => import('./screens/ThreadScreen.tsx'),
    guard: { modules: [M.THREADS] },
  },
  {
    path: '/messages/quiet-hours',
    title: 'Message quiet hours',
    screen: () => import('./screens/QuietHoursScreen.tsx'),
    guard: { modules: [M.QUIET_HOURS] },
  },
];
