import { viewShape } from '@portal/core';
import { STAFF_MODULES } from './index.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const staffReadsViewShape = viewShape({
  name: 'staff-reads',
  label: 'Staff member',
  module: STAFF_MODULES.STAFF,
});

export const staffLeaveReadsViewShape = viewShape({
  name: 'staff-leave-reads',
  label: 'Leave',
  module: STAFF_MODULES.CENTRE_HEAD_ATTENDANCE,
});
