/**
 * Access set-up of the staff and teacher-training modules: their end points, the
 * academic coordinator role, grants per role and menu entries. access.ts merges these.
 */
import type { MenuSeed } from './access.ts';

type Grant = [module: string, method: string];

export const STAFF_TRAINING_MODULES = [
  'staffDashboard',
  'TeacherAttendance',
  'CenterHeadAttendance',
  'teacherLogbook',
  'SelfTraining',
  'TeacherTraining',
  'TeacherProgressReport',
  'TrainingByTrainersCreate',
  'TrainingByTrainersMarkAttendance',
  'TrainingByTrainersReport',
  'TrainingRegistration',
];

const TRAINING_ADMIN: Grant[] = [
  ['SelfTraining', 'any'],
  ['TeacherTraining', 'any'],
  ['TeacherProgressReport', 'GET'],
  ['TrainingByTrainersCreate', 'any'],
  ['TrainingByTrainersMarkAttendance', 'any'],
  ['TrainingByTrainersReport', 'GET'],
  ['TrainingRegistration', 'any'],
];

/** Head office's academic coordinator: runs trainings, registers staff of any centre, joins meetings. */
export const STAFF_TRAINING_ROLES = [
  {
    role: 'ACADEMIC_COORDINATOR',
    description: 'Academic coordinator',
    grants: [
      ['Franchisee', 'GET'],
      ['Dashboard', 'GET'],
      ['Staff', 'GET'],
      ['staffDashboard', 'GET'],
      ['teacherLogbook', 'any'],
      ...TRAINING_ADMIN,
    ] as Grant[],
  },
];

const CENTRE_HEAD: Grant[] = [
  ['staffDashboard', 'GET'],
  ['TeacherAttendance', 'any'],
  ['CenterHeadAttendance', 'any'],
  ['teacherLogbook', 'any'],
  ['TeacherTraining', 'any'],
  ['TeacherProgressReport', 'GET'],
  ['TrainingRegistration', 'any'],
  ['TrainingByTrainersMarkAttendance', 'any'],
  ['TrainingByTrainersReport', 'GET'],
];

export const STAFF_TRAINING_GRANTS: Record<string, Grant[]> = {
  FRANCHISEE_USER_1: CENTRE_HEAD,
  COCO_USER_1: [['Staff', 'any'], ...CENTRE_HEAD],
  TEACHER: [
    ['TeacherAttendance', 'any'],
    ['teacherLogbook', 'any'],
    ['TeacherTraining', 'any'],
  ],
  Councellor: [['TeacherAttendance', 'any']],
};

const HEADS = ['FRANCHISEE_USER_1', 'COCO_USER_1'];
const COORDINATOR = 'ACADEMIC_COORDINATOR';

export const STAFF_TRAINING_MENU: MenuSeed[] = [
  {
    name: 'staff-dashboard',
    label: 'Staff dashboard',
    path: '/staff/dashboard',
    groupLabel: 'Academics',
    modules: ['staffDashboard'],
    roles: [...HEADS, COORDINATOR],
  },
  {
    name: 'staff-details',
    label: 'Staff',
    path: '/staff/details',
    groupLabel: 'Academics',
    modules: ['Staff'],
    roles: [...HEADS, COORDINATOR],
    readOnlyFor: [COORDINATOR],
  },
  {
    name: 'staff-attendance',
    label: 'Staff attendance',
    path: '/staff/staffAttendance',
    groupLabel: 'Academics',
    modules: ['CenterHeadAttendance'],
    roles: HEADS,
  },
  {
    name: 'teacher-attendance',
    label: 'Teacher attendance',
    path: '/staff/teacherAttendance',
    groupLabel: 'Academics',
    modules: ['CenterHeadAttendance'],
    roles: HEADS,
  },
  {
    name: 'leave-report',
    label: 'Leave report',
    path: '/staff/leaveReport',
    groupLabel: 'Academics',
    modules: ['CenterHeadAttendance'],
    roles: HEADS,
  },
  {
    name: 'my-staff-home',
    label: 'My attendance and leave',
    path: '/staff/home',
    groupLabel: 'Academics',
    modules: ['TeacherAttendance'],
    roles: ['TEACHER', 'Councellor'],
  },
  {
    name: 'log-book',
    label: 'Log book',
    path: '/log-book/log-book-lists',
    groupLabel: 'Academics',
    modules: ['teacherLogbook'],
    roles: ['TEACHER', ...HEADS, COORDINATOR],
  },
  // One module per item: the shell reads 'may read X' from the menu too, so an item never mixes audiences.
  {
    name: 'self-training',
    label: 'Self training',
    path: '/self-training',
    groupLabel: 'Academics',
    modules: ['TeacherTraining'],
    roles: ['TEACHER'],
  },
  {
    name: 'self-training-content',
    label: 'Self training content',
    path: '/self-training',
    groupLabel: 'Academics',
    modules: ['SelfTraining'],
    roles: [COORDINATOR],
  },
  {
    name: 'teacher-performance',
    label: 'Teacher performance',
    path: '/self-training/teacher-performance',
    groupLabel: 'Academics',
    modules: ['TeacherProgressReport'],
    roles: [...HEADS, COORDINATOR],
  },
  {
    name: 'trainer-led',
    label: 'Trainer-led training',
    path: '/trainer-led',
    groupLabel: 'Academics',
    modules: ['TeacherTraining'],
    roles: ['TEACHER', ...HEADS],
  },
  {
    name: 'all-trainings',
    label: 'All trainings',
    path: '/trainer-led/all-trainings',
    groupLabel: 'Academics',
    modules: ['TrainingByTrainersCreate'],
    roles: [COORDINATOR],
  },
  {
    name: 'trainer-led-report',
    label: 'Training report',
    path: '/trainer-led/trainer-feedback-report',
    groupLabel: 'Academics',
    modules: ['TrainingByTrainersReport'],
    roles: [...HEADS, COORDINATOR],
  },
];
