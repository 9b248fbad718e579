import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * Communication: a centre's heads send SMS and email to their parents and staff, keep announcements, the
 * event calendar and the class photo albums; head office (marketing) keeps the templates and composes the
 * Instagram posts (InstaPost, owned by the enquiry manifest). Teachers read the calendar and upload class
 * photos; parents read the announcements for their child's class and its albums.
 */
export const communicationAccess = defineModuleAccess({
  modules: [
    'communication',
    'announcementList',
    'announcementView',
    'eventCalendar',
    'photogallaryList',
    'studentGallery',
  ],
  uses: ['InstaPost'],
  grants: {
    FRANCHISEE_USER_1: [
      ['communication', 'any'],
      ['announcementList', 'any'],
      ['announcementView', 'any'],
      ['eventCalendar', 'any'],
      ['photogallaryList', 'any'],
      ['studentGallery', 'GET'],
    ],
    COCO_USER_1: [
      ['communication', 'any'],
      ['announcementList', 'any'],
      ['announcementView', 'any'],
      ['eventCalendar', 'any'],
      ['photogallaryList', 'any'],
      ['studentGallery', 'GET'],
    ],
    MARKETING_HEAD: [['communication', 'any']],
    TEACHER: [
      ['announcementView', 'any'],
      ['eventCalendar', 'GET'],
      ['photogallaryList', 'any'],
      ['studentGallery', 'GET'],
    ],
    PARENT: [
      ['announcementView', 'any'],
      ['studentGallery', 'GET'],
    ],
  },
  menu: [
    {
      name: 'communication-sms',
      label: 'SMS',
      path: '/communications/sms',
      group: 'Communication',
      modules: ['communication'],
      roles: [...CENTRE_ROLES, 'MARKETING_HEAD'],
    },
    {
      name: 'communication-email',
      label: 'Email',
      path: '/communications/email',
      group: 'Communication',
      modules: ['communication'],
      roles: [...CENTRE_ROLES, 'MARKETING_HEAD'],
    },
    {
      name: 'communication-templates',
      label: 'Message templates',
      path: '/communications/templates',
      group: 'Communication',
      modules: ['communication'],
      roles: ['MARKETING_HEAD'],
    },
    {
      name: 'instagram-post',
      label: 'Instagram post',
      path: '/communications/instagram-post',
      group: 'Communication',
      modules: ['InstaPost'],
      roles: ['MARKETING_HEAD'],
    },
    {
      name: 'announcement-list',
      label: 'Announcements',
      path: '/announcement/announcement-list',
      group: 'Communication',
      modules: ['announcementList'],
      roles: [...CENTRE_ROLES],
    },
    {
      name: 'announcement-view',
      daily: { PARENT: 7, TEACHER: 9 },
      label: 'Announcements',
      path: '/announcement/announcement-view',
      group: 'Communication',
      modules: ['announcementView'],
      roles: ['TEACHER', 'PARENT'],
    },
    {
      name: 'event-calendar-view',
      label: 'Event calendar',
      path: '/eventcalendar/event-calendar-view',
      group: 'Communication',
      modules: ['eventCalendar'],
      roles: [...CENTRE_ROLES, 'TEACHER'],
      readOnlyFor: ['TEACHER'],
    },
    {
      name: 'event-calendar-list',
      label: 'Events',
      path: '/eventcalendar/event-calendar-list',
      group: 'Communication',
      modules: ['eventCalendar'],
      roles: [...CENTRE_ROLES],
    },
    {
      name: 'photogallary-list',
      daily: { TEACHER: 8 },
      label: 'Photo gallery',
      path: '/photogallary/photogallary-list',
      group: 'Communication',
      modules: ['photogallaryList'],
      roles: [...CENTRE_ROLES, 'TEACHER'],
    },
    {
      name: 'student-gallery',
      daily: { PARENT: 6 },
      label: 'Photo gallery',
      path: '/gallery/student-view/{studentId}',
      group: 'Communication',
      modules: ['studentGallery'],
      roles: ['PARENT'],
      studentFacing: true,
    },
  ],
});
