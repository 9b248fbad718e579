import { defineModuleAccess } from '@portal/core';

/** The homes: a parent reads their own children's, a teacher their own classes'. */
export const homeAccess = defineModuleAccess({
  modules: ['ParentHome', 'TeacherHome'],
  grants: {
    PARENT: [['ParentHome', 'GET']],
    TEACHER: [['TeacherHome', 'GET']],
  },
});
