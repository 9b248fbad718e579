import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { classGroupShape, sectionShape } from '../shared/resources.ts';
import { STUDENT_MODULES as M } from '../shared/index.ts';

const list = () => import('./screens/StudentListScreen.tsx');
const mtp = () => import('./screens/MotherToddlerScreen.tsx');
const student = { modules: [M.STUDENT], academicYear: true };

/** Students, classes and sections, class groups, attendance, promotion and the mother-toddler programme. */
export const studentRoutes: PortalRoute[] = [
  {
    path: '/students/details/page/:current',
    reachedFrom: '/attendance/report/:studentId',
    title: 'Students',
    screen: list,
    guard: student,
  },
  {
    path: '/students/detail/:ClassId?/:SectionId?/:FranchiseeId?',
    reachedFrom: '/attendance/report/:studentId',
    title: 'Students',
    screen: list,
    guard: student,
  },
  {
    path: '/students/edit/:studentId',
    reachedFrom: '/students/detail/:ClassId?/:SectionId?/:FranchiseeId?',
    title: 'Edit student',
    screen: () => import('./screens/StudentEditScreen.tsx'),
    guard: { modules: [M.STUDENT], write: true },
  },
  {
    path: '/students/admissions-form/:admissionID',
    reachedFrom: '/students/detail/:ClassId?/:SectionId?/:FranchiseeId?',
    title: 'Admission form',
    screen: () => import('./screens/AdmissionsFormScreen.tsx'),
    guard: { modules: [M.STUDENT] },
  },
  {
    path: '/class/details',
    title: 'Classes and sections',
    screen: () => import('./screens/InlineResourceScreen.tsx'),
    props: {
      resource: sectionShape.name,
      title: 'Classes and sections',
      module: M.STUDENT,
      createPath: '/class/add',
      crumb: 'Academics',
      menuEntry: 'classes',
    },
    guard: { modules: [M.STUDENT], franchiseeSelection: true },
  },
  // The classes screen's 'New' button (createPath) opens the create form.
  ...resourceRoutes(sectionShape, '/class', {
    modules: [M.STUDENT],
    reachedFrom: '/class/details',
    list: false,
    create: 'add',
    edit: false,
    view: false,
    titles: { create: 'New section' },
    guard: { franchiseeSelection: true },
  }),
  ...resourceRoutes(classGroupShape, '/class-group', {
    modules: [M.CLASS_GROUP],
    list: 'list',
    create: 'add',
    edit: 'edit/:classGroupID',
    view: false,
    titles: { list: 'Class groups' },
  }),
  {
    path: '/attendance/give-attendance',
    title: 'Give attendance',
    screen: () => import('./screens/GiveAttendanceScreen.tsx'),
    guard: { modules: [M.ATTENDANCE], write: true, academicYear: true },
  },
  // Staff read any student of their centres; a parent (studentAttendance) only the linked child.
  {
    path: '/attendance/report/:studentId',
    title: 'Attendance report',
    screen: () => import('./screens/AttendanceReportScreen.tsx'),
    guard: { modules: [M.ATTENDANCE, M.PARENT_ATTENDANCE] },
  },
  {
    path: '/student-promotion/list',
    title: 'Student promotion',
    screen: () => import('./screens/PromotionScreen.tsx'),
    guard: { modules: [M.PROMOTION], academicYear: true },
  },
  // The spec's address for promoting everyone: the list promotes one by one or all at once, for who may write.
  {
    path: '/student-promotion/all',
    redirectTo: '/student-promotion/list',
    guard: { modules: [M.PROMOTION], write: true, academicYear: true },
  },
  {
    path: '/mother-toddler-program/view-onboarded-student',
    title: 'Mother toddler programme',
    screen: mtp,
    props: { view: 'list' },
    guard: student,
  },
  {
    path: '/mother-toddler-program/view-student-class/:studentID?',
    reachedFrom: '/mother-toddler-program/view-onboarded-student',
    title: 'Student class',
    screen: mtp,
    props: { view: 'class' },
    guard: student,
  },
  {
    path: '/mother-toddler-program/assign-new-class/:studentID?/:studentAdmissionID?',
    reachedFrom: '/mother-toddler-program/view-student-class/:studentID?',
    title: 'Assign class',
    screen: mtp,
    props: { view: 'assign' },
    guard: { ...student, write: true },
  },
  {
    path: '/mother-toddler-program/edit-student-class/:studentID?',
    reachedFrom: '/mother-toddler-program/view-onboarded-student',
    title: 'Change class',
    screen: mtp,
    props: { view: 'assign' },
    guard: { ...student, write: true },
  },
];
