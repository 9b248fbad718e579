import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * Conversations between a child's family and the centre. Parents write in their own child's conversation, teachers
 * in those of the children of the classes they teach, the centre's heads read and write every conversation of their
 * centre and set its quiet hours.
 */
export const messagesAccess = defineModuleAccess({
  modules: ['messageThreads', 'messageQuietHours'],
  grants: {
    FRANCHISEE_USER_1: [
      ['messageThreads', 'any'],
      ['messageQuietHours', 'any'],
    ],
    COCO_USER_1: [
      ['messageThreads', 'any'],
      ['messageQuietHours', 'any'],
    ],
    TEACHER: [['messageThreads', 'any']],
    PARENT: [['messageThreads', 'any']],
  },
  menu: [
    {
      name: 'messages-family',
      daily: { PARENT: 2 },
      label: 'Messages',
      path: '/messages',
      group: 'Communication',
      modules: ['messageThreads'],
      roles: ['PARENT'],
    },
    {
      name: 'messages-inbox',
      daily: { TEACHER: 5 },
      label: 'Parent messages',
      path: '/messages/inbox',
      group: 'Communication',
      modules: ['messageThreads'],
      roles: [...CENTRE_ROLES, 'TEACHER'],
    },
    {
      name: 'messages-quiet-hours',
      label: 'Message quiet hours',
      path: '/messages/quiet-hours',
      group: 'Communication',
      modules: ['messageQuietHours'],
      roles: [...CENTRE_ROLES],
    },
  ],
});
