import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * The training module's access, with head office's academic coordinator, who runs trainings, registers
 * staff of any centre and joins meetings.
 */
export const trainingAccess = defineModuleAccess({
  modules: [
    'SelfTraining',
    'TeacherTraining',
    'TeacherProgressReport',
    'TrainingByTrainersCreate',
    'TrainingByTrainersMarkAttendance',
    'TrainingByTrainersReport',
    'TrainingRegistration',
  ],
  roles: [{ role: 'ACADEMIC_COORDINATOR', description: 'Academic coordinator' }],
  grants: {
    FRANCHISEE_USER_1: [
      ['TeacherTraining', 'any'],
      ['TeacherProgressReport', 'GET'],
      ['TrainingRegistration', 'any'],
      ['TrainingByTrainersMarkAttendance', 'any'],
      ['TrainingByTrainersReport', 'GET'],
    ],
    COCO_USER_1: [
      ['TeacherTraining', 'any'],
      ['TeacherProgressReport', 'GET'],
      ['TrainingRegistration', 'any'],
      ['TrainingByTrainersMarkAttendance', 'any'],
      ['TrainingByTrainersReport', 'GET'],
    ],
    TEACHER: [['TeacherTraining', 'any']],
    ACADEMIC_COORDINATOR: [
      ['SelfTraining', 'any'],
      ['TeacherTraining', 'any'],
      ['TeacherProgressReport', 'GET'],
      ['TrainingByTrainersCreate', 'any'],
      ['TrainingByTrainersMarkAttendance', 'any'],
      ['TrainingByTrainersReport', 'GET'],
      ['TrainingRegistration', 'any'],
    ],
  },
  menu: [
    {
      name: 'self-training',
      label: 'Self training',
      path: '/self-training',
      group: 'Academics',
      modules: ['TeacherTraining'],
      roles: ['TEACHER'],
    },
    {
      name: 'self-training-content',
      label: 'Self training content',
      path: '/self-training',
      group: 'Academics',
      modules: ['SelfTraining'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'teacher-performance',
      label: 'Teacher performance',
      path: '/self-training/teacher-performance',
      group: 'Academics',
      modules: ['TeacherProgressReport'],
      roles: [...CENTRE_ROLES, 'ACADEMIC_COORDINATOR'],
    },
    {
      name: 'trainer-led',
      daily: { TEACHER: 10 },
      label: 'Trainer-led training',
      path: '/trainer-led',
      group: 'Academics',
      modules: ['TeacherTraining'],
      roles: ['TEACHER', 'FRANCHISEE_USER_1', 'COCO_USER_1'],
    },
    {
      name: 'all-trainings',
      label: 'All trainings',
      path: '/trainer-led/all-trainings',
      group: 'Academics',
      modules: ['TrainingByTrainersCreate'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'trainer-led-report',
      label: 'Training report',
      path: '/trainer-led/trainer-feedback-report',
      group: 'Academics',
      modules: ['TrainingByTrainersReport'],
      roles: [...CENTRE_ROLES, 'ACADEMIC_COORDINATOR'],
    },
  ],
});
