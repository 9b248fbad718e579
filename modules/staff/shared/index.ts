/** Access modules, enumerations and labels of the staff module, shared by server and web. */

export const STAFF_MODULES = {
  /** Staff records, documents and approval. */
  STAFF: 'Staff',
  /** The staff dashboard counts. */
  DASHBOARD: 'staffDashboard',
  /** Applying attendance and leave (teachers and staff, for themselves). */
  TEACHER_ATTENDANCE: 'TeacherAttendance',
  /** Marking everyone's attendance and deciding attendance and leave requests. */
  CENTRE_HEAD_ATTENDANCE: 'CenterHeadAttendance',
  /** The teacher log book and its topics. */
  LOG_BOOK: 'teacherLogbook',
} as const;

export const STAFF_STATUS = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const STAFF_CATEGORIES = ['TEACHER', 'NON TEACHING'] as const;
export const STAFF_DOCUMENT_TYPES = [
  'Aadhaar Card',
  'PAN Card',
  'Educational Certificate',
  'Teacher Training Certificate',
  'Police Verification',
  'Medical Certificate',
  'Appointment Letter',
  'Other',
] as const;
export const ATTENDANCE_STATUS = ['PRESENT', 'ABSENT', 'HALF DAY', 'ON LEAVE'] as const;
export const REQUEST_STATUS = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const LEAVE_TYPES = ['Casual Leave', 'Sick Leave', 'Earned Leave', 'Maternity Leave', 'Loss of Pay'] as const;

/** Days of a leave, both ends included. Dates are YYYY-MM-DD. */
export function leaveDays(fromDate: string, toDate: string): number {
  const ms = Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** Why a staff member left the centre. */
export const LEAVING_REASONS = ['RESIGNED', 'TERMINATED', 'CONTRACT_ENDED', 'OTHER'] as const;
export type LeavingReason = (typeof LEAVING_REASONS)[number];
/** A leaving date may be set this many days ahead of today (a notice period), no further. */
export const LEAVING_NOTICE_DAYS = 30;

export const LEAVING_MESSAGES = {
  beforeJoining: (joined: string) => `The leaving date cannot be before the joining date (${joined}).`,
  tooFarAhead: (latest: string) =>
    `The leaving date can be at most ${LEAVING_NOTICE_DAYS} days from today (on or before ${latest}).`,
  alreadyLeft: (name: string, on: string) => `${name} has already left, on ${on}.`,
} as const;

export * from './figures.ts';
