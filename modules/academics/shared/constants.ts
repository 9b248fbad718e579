/** Access modules of academics (spec section 7's module names; studentHomework is the parent's homework desk). */
export const ACADEMIC_MODULES = {
  TERMS: 'Terms',
  SKILLS: 'Skills',
  GRADE_ENTRY: 'GradeEntry',
  TEACHER_REMARK: 'TeacherRemark',
  PUBLISH: 'reportPublishSetting',
  /** The final report card: centre staff, and a parent for their own child once published. */
  REPORT: 'studentReport',
  HOMEWORK: 'TeacherHomework',
  /** A parent's view of their child's homework, and their submissions. */
  STUDENT_HOMEWORK: 'studentHomework',
} as const;

/** The pre-school scale the demo seeds (the spec is silent on grades): code, label and descriptor. */
export const DEFAULT_SCALE = [
  { grade: 'E', label: 'Emerging', descriptor: 'Beginning to show the skill with support' },
  { grade: 'D', label: 'Developing', descriptor: 'Shows the skill with some help' },
  { grade: 'A', label: 'Achieved', descriptor: 'Shows the skill on their own' },
] as const;

/** Parts a report card may show; a publish setting picks them. */
export const REPORT_PARTS = ['GRADES', 'REMARKS', 'ATTENDANCE'] as const;
export const REPORT_AUDIENCES = ['PARENTS', 'STAFF_ONLY'] as const;

export const HOMEWORK_STATUSES = ['SUBMITTED', 'REVIEWED', 'REDO'] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];
/** Review outcomes a teacher picks. */
export const REVIEW_STATUSES = ['REVIEWED', 'REDO'] as const;

/** Homework files: PDFs and photos, up to 5 MB. */
export const HOMEWORK_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
export const HOMEWORK_MAX_BYTES = 5 * 1024 * 1024;

export const REMARK_MAX = 1000;

export const MESSAGES = {
  notOnScale: (grade: string, scale: string) => `${grade} is not a grade of the ${scale} scale`,
  notPublished: 'The report card of this term is not published yet',
  remarkTooLong: `A remark may have at most ${REMARK_MAX} characters`,
  dueBeforeSet: 'The due date cannot be before the date the homework is set',
  homeworkFileType: 'Homework files must be a PDF or a photo (PNG, JPEG, WebP)',
  homeworkFileSize: 'Homework files may be at most 5 MB',
  notYourChildsClass: 'This homework is not for your child’s class',
  parameterNotAssigned: 'This parameter is not assigned to the class for this term',
  sectionOfClass: 'The section must be a section of the chosen class at this centre',
} as const;
