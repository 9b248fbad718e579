import type { EndpointAnswer } from '@portal/core';
import { answerKey, prefetchCall, preloadPhoto } from '@portal/ui';
import type { ModuleRouteSet, RoleHome } from '@portal/ui/routing';
import { HOME_MODULES } from '../shared/constants.ts';
import { getParentHome, getTeacherHome } from '../shared/contracts.ts';
import { DAY_PHOTO_PX, shownPhotos } from './day-photos.ts';

type ParentHomeAnswer = EndpointAnswer<typeof getParentHome>;

/** The parent's home: their child today and what they owe. Its own chunk, fetched on the landing page. */
export const parentHome: RoleHome = {
  module: HOME_MODULES.PARENT,
  label: 'home.parentTab',
  load: () => import('./landing/ParentHome.tsx'),
  ahead: async (client, selection) => {
    // No child picked yet: the family's first child, as the home first asks.
    const input = { query: { studentAdmissionID: undefined } };
    await prefetchCall(client, getParentHome, input, selection);
    // Today's photos, the largest things the home draws, download while it is drawn rather than once it is.
    const home = client.getQueryData<ParentHomeAnswer>(answerKey(getParentHome, input, selection));
    for (const photo of shownPhotos(home?.today.photos ?? [])) preloadPhoto(photo.fileId, DAY_PHOTO_PX);
  },
};

/** The teacher's home: their classes today, work to review and training invitations. */
export const teacherHome: RoleHome = {
  module: HOME_MODULES.TEACHER,
  label: 'home.teacherTab',
  load: () => import('./landing/TeacherHome.tsx'),
  ahead: (client, selection) => prefetchCall(client, getTeacherHome, {}, selection),
};

/** The parent's and the teacher's homes: the module has no screens of its own beside them. */
export const homeRouteSet: ModuleRouteSet = {
  name: 'home',
  segments: [],
  load: () => Promise.resolve([]),
  roleHomes: [parentHome, teacherHome],
};
