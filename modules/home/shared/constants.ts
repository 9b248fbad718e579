/** Access modules of the homes: what a parent and a teacher see first after signing in. */
export const HOME_MODULES = {
  /** The parent's home: their child's day, fees, unread news and the next event. */
  PARENT: 'ParentHome',
  /** The teacher's home: their classes today, the work to review and their training invitations. */
  TEACHER: 'TeacherHome',
} as const;

/** The homes' one call each (the contracts' paths). */
export const HOME_PATHS = {
  PARENT: '/api/home/parent',
  TEACHER: '/api/home/teacher',
} as const;

export const HOME_MESSAGES = {
  noChild: 'No child is linked to your account yet. Please ask the centre office.',
} as const;
