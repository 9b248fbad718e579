import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { COMM_MODULES as M } from '../shared/constants.ts';
import { albumShape, announcementShape, eventShape, instagramShape, templateShape } from '../shared/resources.ts';

/** Communication screens at the spec's paths; each screen is its own chunk. */
export const communicationRoutes: PortalRoute[] = [
  // communications/templates: '' / create / edit/{templateId?}
  ...resourceRoutes(templateShape, '/communications/templates', {
    modules: [M.MESSAGES],
    list: '',
    create: 'create',
    edit: 'edit/:templateId',
    view: false,
    titles: { list: 'Message templates', create: 'New template', edit: 'Edit template' },
  }),
  {
    path: '/communications/sms',
    title: 'SMS',
    screen: () => import('./screens/SendsScreen.tsx'),
    props: { channel: 'SMS' },
    guard: { modules: [M.MESSAGES] },
  },
  {
    path: '/communications/email',
    title: 'Email',
    screen: () => import('./screens/SendsScreen.tsx'),
    props: { channel: 'EMAIL' },
    guard: { modules: [M.MESSAGES] },
  },
  {
    path: '/communications/email/send',
    reachedFrom: '/communications/email',
    title: 'Send an email',
    screen: () => import('./screens/SendScreen.tsx'),
    props: { channel: 'EMAIL' },
    guard: { modules: [M.MESSAGES], write: true },
  },
  {
    path: '/communications/sms/send',
    reachedFrom: '/communications/sms',
    title: 'Send an SMS',
    screen: () => import('./screens/SendScreen.tsx'),
    props: { channel: 'SMS' },
    guard: { modules: [M.MESSAGES], write: true },
  },
  ...resourceRoutes(instagramShape, '/communications/instagram-post', {
    modules: [M.INSTAGRAM],
    list: '',
    create: 'create',
    edit: 'edit/:id',
    view: 'view/:id',
    titles: { list: 'Instagram posts', create: 'New Instagram post', edit: 'Edit post', view: 'Instagram post' },
  }),
  // announcement/*
  {
    path: '/announcement/announcement-view',
    title: 'Announcements',
    screen: () => import('./screens/AnnouncementFeedScreen.tsx'),
    guard: { modules: [M.FEED] },
  },
  ...resourceRoutes(announcementShape, '/announcement', {
    modules: [M.ANNOUNCEMENTS],
    list: 'announcement-list',
    create: 'add-announcement',
    edit: 'edit-announcement/:announcementID',
    view: 'view-announcement/:announcementID',
    screens: { view: () => import('./screens/AnnouncementViewScreen.tsx') },
    titles: { list: 'Announcements', create: 'Add announcement', edit: 'Edit announcement', view: 'Announcement' },
  }),
  // eventcalendar/*: the view is for every member (their own centre's events, or the chosen centre's); the staff
  // group's screens that list and change events need a centre chosen
  {
    path: '/eventcalendar/event-calendar-view',
    title: 'Event calendar',
    screen: () => import('./screens/EventCalendarScreen.tsx'),
    guard: { modules: [M.EVENTS] },
  },
  ...resourceRoutes(eventShape, '/eventcalendar', {
    modules: [M.EVENTS],
    list: 'event-calendar-list',
    create: 'add-event-calendar',
    edit: 'edit-calendar/:calendarID',
    view: 'view-calendar/:calendarID',
    guard: { franchiseeSelection: true },
    titles: { list: 'Events', create: 'Add event', edit: 'Edit event', view: 'Event' },
  }),
  // photogallary/* and gallery/*
  ...resourceRoutes(albumShape, '/photogallary', {
    modules: [M.GALLERY],
    list: 'photogallary-list',
    create: 'add-photogallary',
    edit: 'edit-photogallary/:photoGalleryID',
    view: 'view-photogallary/:photoGalleryID',
    screens: { view: () => import('./screens/AlbumScreen.tsx') },
    titles: { list: 'Photo gallery', create: 'Add album', edit: 'Edit album', view: 'Album' },
  }),
  {
    path: '/photogallary/photogallary-view',
    reachedFrom: '/photogallary/photogallary-list',
    title: 'Photo gallery',
    screen: () => import('./screens/GalleryScreen.tsx'),
    guard: { modules: [M.STUDENT_GALLERY] },
  },
  {
    path: '/gallery/photogallary-view-images/:ID',
    reachedFrom: '/communications/templates',
    title: 'Album',
    screen: () => import('./screens/AlbumScreen.tsx'),
    props: { readOnly: true },
    guard: { modules: [M.STUDENT_GALLERY] },
  },
  {
    path: '/gallery/student-view/:studentAdmissionId',
    title: 'Photo gallery',
    screen: () => import('./screens/StudentGalleryScreen.tsx'),
    guard: { modules: [M.STUDENT_GALLERY] },
  },
];
