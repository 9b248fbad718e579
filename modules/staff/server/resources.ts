import { staffResource } from './resources/staff.ts';
import { staffDocumentResource } from './resources/documents.ts';
import { staffAttendanceResource } from './resources/attendance.ts';
import { staffLeaveResource } from './resources/leave.ts';
import { logBookResource, logBookTopicResource } from './resources/log-book.ts';
export * from './resources/staff.ts';
export * from './resources/documents.ts';
export * from './resources/attendance.ts';
export * from './resources/leave.ts';
export * from './resources/log-book.ts';

export const staffResources = [
  staffResource,
  staffDocumentResource,
  staffAttendanceResource,
  staffLeaveResource,
  logBookTopicResource,
  logBookResource,
];
