import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * Learning: head office (the academic coordinators; super admins pass every check) writes the curriculum
 * and publishes it; a centre's heads and teachers read what was published to their centre.
 */
export const learningAccess = defineModuleAccess({
  modules: ['Curriculum', 'curriculumCMS'],
  grants: {
    ACADEMIC_COORDINATOR: [
      ['Curriculum', 'any'],
      ['curriculumCMS', 'any'],
    ],
    FRANCHISEE_USER_1: [['Curriculum', 'GET']],
    COCO_USER_1: [['Curriculum', 'GET']],
    TEACHER: [['Curriculum', 'GET']],
  },
  menu: [
    {
      name: 'curriculum-cms',
      label: 'Curriculum CMS',
      path: '/learning-cms/curriculum-cms',
      group: 'Academics',
      modules: ['curriculumCMS'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'theme-and-skills',
      label: 'Themes and skills',
      path: '/learning-cms/theme-and-skills',
      group: 'Academics',
      modules: ['curriculumCMS'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'curriculum',
      label: 'Curriculum',
      path: '/learning/curriculum',
      group: 'Academics',
      modules: ['Curriculum'],
      roles: [...CENTRE_ROLES, 'TEACHER', 'ACADEMIC_COORDINATOR'],
      readOnlyFor: [...CENTRE_ROLES, 'TEACHER'],
    },
  ],
});
