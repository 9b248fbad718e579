import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { TRAINING_MODULES as M } from '../shared/constants.ts';
import {
  teacherAssessmentShape,
  teacherEnrollmentShape,
  teacherModuleShape,
  trainingTopicShape,
} from '../shared/resources.ts';

const led = '/trainer-led';
// One loader per screen used by several routes: each import() call site costs bytes in the shell bundle.
const trainingsScreen = () => import('./screens/TrainingsScreen.tsx');
const trainingFormScreen = () => import('./screens/TrainingFormScreen.tsx');
const attendanceScreen = () => import('./screens/AttendanceScreen.tsx');
const joinScreen = () => import('./screens/JoinMeetingScreen.tsx');

/** Trainer-led trainings (spec: trainer-led/*, the named routes and the public join page). */
export const trainerLedRoutes: PortalRoute[] = [
  {
    path: led,
    title: 'Trainer-led training',
    screen: trainingsScreen,
    guard: { modules: [M.TEACHER_TRAINING, M.TRAINER_LED_CREATE, M.REGISTRATION, M.TRAINER_LED_REPORT] },
  },
  {
    path: `${led}/all-trainings`,
    title: 'All trainings',
    screen: trainingsScreen,
    props: { all: true },
    guard: { modules: [M.TRAINER_LED_CREATE] },
  },
  {
    path: `${led}/new-training`,
    reachedFrom: '/trainer-led',
    title: 'New training',
    screen: trainingFormScreen,
    guard: { modules: [M.TRAINER_LED_CREATE], write: true },
  },
  {
    path: `${led}/edit-training/:id`,
    reachedFrom: '/trainer-led',
    title: 'Edit training',
    screen: trainingFormScreen,
    guard: { modules: [M.TRAINER_LED_CREATE], write: true },
  },
  {
    path: `${led}/register-staff/:trainingID`,
    reachedFrom: '/trainer-led',
    name: 'RegisterStaff',
    title: 'Register staff',
    screen: () => import('./screens/RegisterStaffScreen.tsx'),
    guard: { modules: [M.REGISTRATION], write: true },
  },
  {
    path: `${led}/mark-attendance/:trainingID`,
    reachedFrom: '/trainer-led',
    title: 'Mark attendance',
    screen: attendanceScreen,
    props: { editable: true },
    guard: { modules: [M.TRAINER_LED_ATTENDANCE], write: true },
  },
  {
    path: `${led}/join/:referenceID`,
    reachedFrom: '/trainer-led',
    name: 'joinTrainingMeeting',
    title: 'Join training',
    screen: joinScreen,
    guard: { modules: [M.TEACHER_TRAINING] },
  },
  {
    path: `${led}/trainer-feedback/:trainingID`,
    reachedFrom: '/trainer-led',
    name: 'trainerFeedback',
    title: 'Trainer feedback',
    screen: () => import('./screens/TrainerFeedbackScreen.tsx'),
    guard: { modules: [M.TEACHER_TRAINING], write: true },
  },
  // The report screen (trainings, then registration and attendance details) and the trainer feedback report, as tabs.
  {
    path: `${led}/trainer-feedback-report`,
    title: 'Training report',
    screen: () => import('./screens/TrainingReportScreen.tsx'),
    guard: { modules: [M.TRAINER_LED_REPORT] },
  },
  {
    path: `${led}/indiviual-trainer-feedback-report/:trainingID/:trainerID`,
    reachedFrom: '/trainer-led',
    name: 'indiviualTrainerFeedbackReport',
    title: 'Trainer feedback',
    screen: () => import('./screens/IndividualTrainerReportScreen.tsx'),
    guard: { modules: [M.TRAINER_LED_REPORT] },
  },
  {
    path: `${led}/registration-details/:id`,
    reachedFrom: '/trainer-led',
    title: 'Registration details',
    screen: attendanceScreen,
    props: { registrations: true },
    guard: { modules: [M.TRAINER_LED_CREATE] },
  },
  {
    path: `${led}/attendance-details/:trainingID`,
    reachedFrom: '/trainer-led',
    title: 'Attendance details',
    screen: attendanceScreen,
    guard: { modules: [M.TRAINER_LED_ATTENDANCE] },
  },
  // Public: the reference issued to one invited user is the pass.
  {
    path: '/teacher-training/:referenceID',
    title: 'Join training',
    screen: joinScreen,
    props: { publicPage: true },
    guard: { public: true },
  },
];

const self = '/self-training';

/** Self-training (spec: self-training/*). */
export const selfTrainingRoutes: PortalRoute[] = [
  {
    path: self,
    title: 'Self training',
    screen: () => import('./screens/SelfTrainingScreen.tsx'),
    guard: { modules: [M.SELF_TRAINING, M.TEACHER_TRAINING] },
  },
  ...resourceRoutes(teacherModuleShape, self, {
    reachedFrom: self,
    modules: [M.SELF_TRAINING],
    list: 'teacher-module',
    create: 'add-teacher-module',
    edit: 'edit-teacher-module/:moduleID',
    view: false,
    titles: { list: 'Teacher modules' },
  }),
  ...resourceRoutes(teacherAssessmentShape, self, {
    reachedFrom: self,
    modules: [M.SELF_TRAINING],
    list: 'teacher-assessment',
    create: 'add-teacher-assessment',
    edit: 'edit-teacher-assessment/:assessmentID',
    view: false,
    screens: { edit: () => import('./screens/AssessmentEditScreen.tsx') },
    titles: { list: 'Teacher assessments' },
  }),
  ...resourceRoutes(trainingTopicShape, self, {
    reachedFrom: self,
    modules: [M.SELF_TRAINING],
    list: 'teacher-training-topic',
    create: 'add-teacher-training-topic',
    edit: 'edit-teacher-training-topic/:trainingTopicID',
    view: 'view-teacher-training-topic/:trainingTopicID',
    titles: { list: 'Training topics' },
  }),
  // The enrolment form picks from every training topic, which only the training team reads: a teacher enrols
  // from the topic list of the self-training screen instead.
  ...resourceRoutes(teacherEnrollmentShape, self, {
    reachedFrom: self,
    modules: [M.SELF_TRAINING, M.TEACHER_TRAINING],
    list: 'teacher-enrollment',
    create: 'add-teacher-enrollment',
    edit: 'edit-teacher-enrollment/:enrollID',
    view: 'approve-teacher-enrollment/:enrollID',
    titles: { list: 'Teacher enrolments', view: 'Approve teacher enrolment' },
  }).map((r) => (r.guard?.write ? { ...r, guard: { ...r.guard, modules: [M.SELF_TRAINING] } } : r)),
  {
    path: `${self}/teacher-performance`,
    title: 'Teacher performance',
    screen: () => import('./screens/PerformanceScreen.tsx'),
    guard: { modules: [M.PERFORMANCE] },
  },
  {
    path: `${self}/teacher-performance-record/:staffID`,
    reachedFrom: '/self-training',
    title: 'Teacher performance record',
    screen: () => import('./screens/PerformanceRecordScreen.tsx'),
    guard: { modules: [M.PERFORMANCE, M.TEACHER_TRAINING] },
  },
];

export const trainingRoutes: PortalRoute[] = [...trainerLedRoutes, ...selfTrainingRoutes];
