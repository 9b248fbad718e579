import { viewShape } from '@portal/core';
import { TRAINING_MODULES } from './constants.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const trainingEnrollmentReadsViewShape = viewShape({
  name: 'training-enrollment-reads',
  label: 'Training invitation',
  module: TRAINING_MODULES.TEACHER_TRAINING,
});

export const teacherModuleReadsViewShape = viewShape({
  name: 'teacher-module-reads',
  label: 'Teacher module',
  module: TRAINING_MODULES.PERFORMANCE,
});

export const teacherModuleCatalogueViewShape = viewShape({
  name: 'teacher-module-catalogue',
  label: 'Training module',
  module: TRAINING_MODULES.SELF_TRAINING,
});
