import { viewShape } from '@portal/core';
import { STUDENT_MODULES } from './index.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const studentsDetailsViewShape = viewShape({
  name: 'students-details',
  label: 'Student',
  module: STUDENT_MODULES.STUDENT,
});
