import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * Learning: head office (the academic coordinators; super admins pass every check) writes the curriculum
 * and publishes it; a centre's heads and teachers read what was published to their centre.
 */
export const learningAccess = defineModuleAccess({
  modules: ['Curriculum', 'curriculumCMS', 'recordedVideo', 'onlineClass', 'myClasses'],
  grants: {
    ACADEMIC_COORDINATOR: [
      ['Curriculum', 'any'],
      ['curriculumCMS', 'any'],
      ['recordedVideo', 'any'],
      ['onlineClass', 'any'],
    ],
    FRANCHISEE_USER_1: [
      ['Curriculum', 'GET'],
      ['recordedVideo', 'any'],
      ['onlineClass', 'any'],
    ],
    COCO_USER_1: [
      ['Curriculum', 'GET'],
      ['recordedVideo', 'any'],
      ['onlineClass', 'any'],
    ],
    TEACHER: [
      ['Curriculum', 'GET'],
      ['recordedVideo', 'GET'],
      ['myClasses', 'GET'],
    ],
    PARENT: [['myClasses', 'GET']],
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
    {
      name: 'recorded-classes',
      label: 'Recorded classes',
      path: '/recorded/list',
      group: 'Academics',
      modules: ['recordedVideo'],
      roles: [...CENTRE_ROLES, 'TEACHER', 'ACADEMIC_COORDINATOR'],
      readOnlyFor: ['TEACHER'],
    },
    {
      name: 'videos',
      label: 'Videos',
      path: '/videos/list',
      group: 'Academics',
      modules: ['recordedVideo'],
      roles: [...CENTRE_ROLES, 'TEACHER', 'ACADEMIC_COORDINATOR'],
      readOnlyFor: ['TEACHER'],
    },
    {
      name: 'online-classes',
      label: 'Online classes',
      path: '/online-class/list',
      group: 'Academics',
      modules: ['onlineClass'],
      roles: [...CENTRE_ROLES, 'ACADEMIC_COORDINATOR'],
    },
    {
      name: 'my-online-classes',
      label: 'My online classes',
      path: '/online-class/my-classes',
      group: 'Academics',
      modules: ['myClasses'],
      roles: ['TEACHER', 'PARENT'],
      readOnlyFor: ['TEACHER', 'PARENT'],
    },
  ],
});
