/** Access modules of the student screens (the portal's own names). */
export const STUDENT_MODULES = {
  STUDENT: 'student',
  CLASS: 'class',
  CLASS_GROUP: 'classGroup',
  ATTENDANCE: 'Attendance',
  PROMOTION: 'studentPromotionView',
  /** The parent's own view of their child's attendance. */
  PARENT_ATTENDANCE: 'studentAttendance',
} as const;

export const ATTENDANCE_STATUSES = ['Present', 'Absent', 'Leave'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const STUDENT_STATUSES = ['Active', 'Graduated', 'Left'] as const;
export const ADMISSION_STATUSES = ['Active', 'Promoted', 'Graduated', 'Left'] as const;
export const EDIT_STATUSES = ['pending', 'completed'] as const;
export const STUDENT_GENDERS = ['MALE', 'FEMALE'] as const;

/** Class categories of the mother-toddler programme. */
export const MOTHER_TODDLER_CATEGORIES = [
  'Parent Toddler',
  'Intellibaby Parent Toddler Circle (1Year - 2Years)',
] as const;

/** After these classes a child leaves the pre-school. */
export const FINAL_CLASSES = ['UKG', 'Bridge Course'] as const;

export interface ClassInfo {
  id: number;
  name: string;
  classCategory: string;
  sort: number;
  isActive?: boolean;
}

/**
 * Where a child goes next year: the next class of the regular (Hybrid) ladder by order;
 * toddler programmes feed the first regular class; UKG, Bridge Course and the last
 * regular class graduate (null).
 */
export function nextClassOf(all: readonly ClassInfo[], current: ClassInfo): ClassInfo | null {
  if ((FINAL_CLASSES as readonly string[]).includes(current.name) || current.classCategory === 'Bridge Course')
    return null;
  const ladder = all
    .filter((c) => c.classCategory === 'Hybrid' && c.isActive !== false)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  if ((MOTHER_TODDLER_CATEGORIES as readonly string[]).includes(current.classCategory)) return ladder[0] ?? null;
  return ladder.find((c) => c.sort > current.sort) ?? null;
}
export * from './figures.ts';
