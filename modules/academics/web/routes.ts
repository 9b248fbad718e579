import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { ACADEMIC_MODULES as M } from '../shared/constants.ts';

const gb = '/grade-book/skills';

/** Grade book, report cards and homework. */
export const academicsRoutes: PortalRoute[] = [
  ...resourceRoutes('skills', gb, {
    modules: [M.SKILLS],
    list: 'list',
    create: 'create',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'Skills', create: 'New skill', edit: 'Skill' },
  }),
  ...resourceRoutes('sub-skills', gb, {
    modules: [M.SKILLS],
    list: 'subSkills/:skillId',
    create: 'subSkills/create',
    edit: 'subSkills/edit/:id',
    view: false,
    titles: { list: 'Sub-skills', create: 'New sub-skill', edit: 'Sub-skill' },
  }),
  ...resourceRoutes('skill-parameters', gb, {
    modules: [M.SKILLS],
    list: 'parameters/:skillId/:subSkillId',
    create: 'parameters/create',
    edit: 'parameters/edit/:id',
    view: false,
    titles: { list: 'Parameters', create: 'New parameter', edit: 'Parameter' },
  }),
  ...resourceRoutes('skill-assignments', gb, {
    modules: [M.SKILLS],
    list: 'assign',
    create: 'assign/create',
    edit: false,
    view: false,
    titles: { list: 'Skills assigned to classes', create: 'Assign a skill' },
  }),
  ...resourceRoutes('grade-scales', gb, {
    modules: [M.SKILLS],
    list: 'scales',
    create: 'scales/create',
    edit: 'scales/edit/:id',
    view: false,
    titles: { list: 'Grade scales', create: 'New grade scale', edit: 'Grade scale' },
  }),
  ...resourceRoutes('grade-levels', gb, {
    modules: [M.SKILLS],
    list: 'grades',
    create: 'grades/create',
    edit: 'grades/edit/:id',
    view: false,
    titles: { list: 'Grades', create: 'New grade', edit: 'Grade' },
  }),
  ...resourceRoutes('report-publish-settings', gb, {
    modules: [M.PUBLISH],
    list: 'report-publish',
    create: 'report-publish/create',
    edit: 'report-publish/edit/:id',
    view: false,
    titles: { list: 'Report publishing', create: 'Publish report cards', edit: 'Report publishing' },
  }),
  {
    path: `${gb}/grade-entry`,
    title: 'Grade entry',
    screen: () => import('./screens/GradeEntryScreen.tsx'),
    guard: { modules: [M.GRADE_ENTRY] },
  },
  {
    path: `${gb}/class-teacher-remark`,
    title: 'Class-teacher remarks',
    screen: () => import('./screens/RemarksScreen.tsx'),
    guard: { modules: [M.TEACHER_REMARK] },
  },
  {
    path: `${gb}/final-report/:studentAdmissionId`,
    title: 'Report card',
    screen: () => import('./screens/FinalReportScreen.tsx'),
    guard: { modules: [M.REPORT] },
  },
  ...resourceRoutes('terms', '/terms', {
    modules: [M.TERMS],
    list: 'term-details',
    create: 'add-term',
    edit: 'edit-term/:termMapID',
    view: false,
    titles: { list: 'Terms', create: 'Add term', edit: 'Edit term' },
  }),
  ...resourceRoutes('homework', '/class/viewHomework', {
    modules: [M.HOMEWORK],
    list: '',
    create: 'new',
    edit: 'edit/:id',
    view: false,
    screens: { list: () => import('./screens/HomeworkListScreen.tsx') },
    titles: { list: 'Homework', create: 'Set homework', edit: 'Homework' },
  }),
  {
    path: '/class/reviewHomework/:studentId/:subjectId',
    title: 'Review homework',
    screen: () => import('./screens/ReviewHomeworkScreen.tsx'),
    guard: { modules: [M.HOMEWORK] },
  },
  {
    path: '/attendance/uploadHomework',
    title: 'Homework',
    screen: () => import('./screens/ParentHomeworkScreen.tsx'),
    guard: { modules: [M.STUDENT_HOMEWORK] },
  },
  {
    path: '/attendance/homeworkUpload/:id',
    title: 'Submit homework',
    screen: () => import('./screens/HomeworkUploadScreen.tsx'),
    guard: { modules: [M.STUDENT_HOMEWORK], write: true },
  },
];
