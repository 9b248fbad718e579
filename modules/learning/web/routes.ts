import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { LEARNING_MODULES as M } from '../shared/constants.ts';
import { themeShape } from '../shared/resources.ts';

// One loader per screen used by several routes: each import() call site costs bytes in the shell bundle.
const cmsHome = () => import('./screens/CmsHomeScreen.tsx');
const folderScreen = () => import('./screens/FolderScreen.tsx');
const weekScreen = () => import('./screens/WeekScreen.tsx');
const dayEdit = () => import('./screens/DayEditScreen.tsx');
const preview = () => import('./screens/PreviewScreen.tsx');
const myClassesScreen = () => import('./screens/MyClassesScreen.tsx');
const joinClass = () => import('./screens/JoinClassScreen.tsx');
const themeForm = () => import('./screens/ThemeFormScreen.tsx');

const cms = { modules: [M.CMS] };
const cmsWrite = { modules: [M.CMS], write: true };

/** The curriculum (spec: learning/* and learning-cms/*), recorded classes and videos, live online classes. */
export const learningRoutes: PortalRoute[] = [
  { path: '/learning', redirectTo: '/learning/curriculum' },
  { path: '/learning-cms', redirectTo: '/learning-cms/curriculum-cms' },
  {
    path: '/learning/curriculum',
    title: 'Curriculum',
    screen: () => import('./screens/CurriculumScreen.tsx'),
    guard: { modules: [M.CURRICULUM] },
  },
  {
    path: '/learning/curriculum/:publicationId',
    reachedFrom: '/learning/curriculum',
    title: 'Week at a glance',
    screen: preview,
    props: { published: true },
    guard: { modules: [M.CURRICULUM] },
  },
  // The spec's learning/ spelling of the CMS home (the menu's is learning-cms/): one screen, one address in the bar.
  { path: '/learning/curriculum-cms', redirectTo: '/learning-cms/curriculum-cms', guard: cms },
  // The CMS home is not paged: its spec's paged address opens it.
  { path: '/learning/curriculum-cms/list/page/:current', redirectTo: '/learning-cms/curriculum-cms', guard: cms },
  { path: '/learning-cms/curriculum-cms', title: 'Curriculum CMS', screen: cmsHome, guard: cms },
  {
    path: '/learning-cms/curriculum-cms/:curriculumCmsId',
    reachedFrom: '/learning-cms/addWeekAtAGlance/:folderId/:dayID',
    title: 'Curriculum folder',
    screen: folderScreen,
    guard: cms,
  },
  {
    path: '/learning-cms/curriculum-cms/:curriculumCmsId/:weekId',
    reachedFrom: '/learning-cms/addWeekAtAGlance/:folderId/:dayID',
    title: 'Week at a glance',
    screen: weekScreen,
    guard: cms,
  },
  { path: '/learning/folder/:folderId', title: 'Curriculum folder', screen: folderScreen, guard: cms },
  {
    path: '/learning-cms/folder-cms/:folderId',
    reachedFrom: '/learning-cms/curriculum-cms',
    title: 'Curriculum folder',
    screen: folderScreen,
    guard: cms,
  },
  {
    path: '/learning-cms/addWeekAtAGlance/:folderId/:dayID',
    title: 'Add a week',
    screen: folderScreen,
    props: { adding: true },
    guard: cmsWrite,
  },
  // week-glance/{folderId} and week-glance/{dayId}: folders and days share one id sequence, the screen asks which.
  {
    path: '/learning-cms/week-glance/:id',
    title: 'Week at a glance',
    screen: () => import('./screens/WeekGlanceScreen.tsx'),
    guard: cms,
  },
  {
    path: '/learning-cms/preview/:previewId',
    reachedFrom: '/learning-cms/view-day-at-glance/:dayId',
    title: 'Preview',
    screen: preview,
    guard: cms,
  },
  {
    path: '/learning-cms/view-day-at-glance/:dayId',
    title: 'Day at a glance',
    screen: dayEdit,
    props: { readOnly: true },
    guard: cms,
  },
  {
    path: '/learning-cms/edit-day-glance/:dayId',
    reachedFrom: '/learning-cms/week-glance/:id',
    title: 'Edit day at a glance',
    screen: dayEdit,
    guard: cmsWrite,
  },
  {
    path: '/learning/bulkUploadCurriculumCMS/:folderMapID',
    reachedFrom: '/learning-cms/addWeekAtAGlance/:folderId/:dayID',
    title: "Upload a month's plan",
    screen: () => import('./screens/PlanUploadScreen.tsx'),
    guard: cmsWrite,
  },
  {
    path: '/learning/editDayGlanceDetails/:folderMapID/:position',
    reachedFrom: '/learning-cms/curriculum-cms/:curriculumCmsId/:weekId',
    title: 'Edit day at a glance',
    screen: dayEdit,
    guard: cmsWrite,
  },
  {
    path: '/learning-cms/day-glance',
    reachedFrom: '/learning-cms/curriculum-cms',
    title: 'Weeks at a glance',
    screen: () => import('./screens/WeekListScreen.tsx'),
    guard: cms,
  },
  {
    path: '/learning-cms/day-glance/:themeID',
    reachedFrom: '/learning-cms/curriculum-cms',
    title: 'Days at a glance',
    screen: () => import('./screens/ThemeGlanceScreen.tsx'),
    guard: cms,
  },
  ...resourceRoutes(themeShape, '/learning-cms', {
    modules: [M.CMS],
    list: 'theme-and-skills',
    create: 'theme-and-skills/add',
    edit: 'edit/:themeAndSkillId',
    view: false,
    titles: { list: 'Themes and skills', create: 'New theme', edit: 'Theme and skills' },
    // The form picks the NCF-FS competencies from the framework's list, which the server provides.
    screens: { create: themeForm, edit: themeForm },
  }),

  // Recorded classes and videos (spec: videos/*, recorded/*).
  {
    path: '/videos/upload',
    reachedFrom: '/videos/list',
    title: 'Upload a video',
    screen: () => import('./screens/VideoUploadScreen.tsx'),
    guard: { modules: [M.RECORDED], write: true },
  },
  {
    path: '/videos/list',
    title: 'Videos',
    screen: () => import('./screens/VideoListScreen.tsx'),
    guard: { modules: [M.RECORDED] },
  },
  {
    path: '/recorded/list',
    title: 'Recorded classes',
    screen: () => import('./screens/RecordedListScreen.tsx'),
    guard: { modules: [M.RECORDED] },
  },
  {
    path: '/recorded/folder/:folderId/:classID?/:weekNo?/:dayNo?',
    reachedFrom: '/recorded/list',
    title: 'Recorded classes',
    screen: () => import('./screens/RecordedFolderScreen.tsx'),
    guard: { modules: [M.RECORDED] },
  },
  // Public: the signed link (HMAC over the video and its expiry) is the pass.
  {
    path: '/videoplayer/:videoName/:urlPath',
    title: 'Video',
    screen: () => import('./screens/VideoPlayerScreen.tsx'),
    guard: { public: true },
  },

  // Live online classes (spec: online-class/*).
  {
    path: '/online-class/list',
    title: 'Online classes',
    screen: () => import('./screens/OnlineClassListScreen.tsx'),
    guard: { modules: [M.ONLINE_CLASS] },
  },
  {
    path: '/online-class/schedule-class',
    reachedFrom: '/online-class/list',
    title: 'Schedule an online class',
    screen: () => import('./screens/ScheduleClassScreen.tsx'),
    guard: { modules: [M.ONLINE_CLASS], write: true },
  },
  {
    path: '/online-class/my-classes',
    title: 'My online classes',
    screen: myClassesScreen,
    guard: { modules: [M.MY_CLASSES] },
  },
  // The spec's second spelling of my classes: one screen, one address in the bar.
  { path: '/online-class/my-classes/list', redirectTo: '/online-class/my-classes', guard: { modules: [M.MY_CLASSES] } },
  {
    path: '/online-class/join/:referenceID',
    reachedFrom: '/online-class/my-classes',
    title: 'Online class',
    screen: joinClass,
    guard: { modules: [M.MY_CLASSES] },
  },
  // Public: the personal reference opens one class, in its window, for the person it was issued to.
  {
    path: '/online-class/:referenceID',
    title: 'Online class',
    screen: joinClass,
    props: { publicPage: true },
    guard: { public: true },
  },
];
