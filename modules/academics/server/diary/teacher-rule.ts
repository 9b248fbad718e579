import { ROLE } from '@portal/core';
import { sql } from 'drizzle-orm';
import { CLASS_TEACHERS_OF_ADMISSION, CLASS_TEACHERS_OF_STUDENT, studentAdmissions } from '@portal/mod-students/server';
import {
  assertOwns,
  forbidden,
  headOffice,
  provideRelation,
  type OwnerRule,
  type RequestContext,
  type Supervisor,
} from '@portal/kit';
import { DIARY_MESSAGES } from '../../shared/diary.ts';
import { classes } from '@portal/mod-org/server';
import { classTeachers, placedToday } from './schema.ts';

/** The teacher rule is about teachers: an account without the role (a parent opening a homework file) is not bound. */
const notATeacher: Supervisor = (ctx) => !ctx.roleNames.includes(ROLE.TEACHER);

/**
 * A teacher writes grades, remarks, homework and diaries only for the classes they teach (class_teachers);
 * the centre owner, the company-run centre head and head office act on every class inside their fence.
 * Scoped by grant: a right held only through the teacher role stays on the teacher's classes.
 */
export const teacherOfClassRule: OwnerRule = {
  column: 'classId',
  // The class's teachers and today's cover (a cover of another day places nobody).
  through: {
    table: classTeachers,
    id: classTeachers.classId,
    user: classTeachers.userId,
    join: { table: classes, on: sql`${classes.id} = ${classTeachers.classId} and ${placedToday}` },
  },
  supervisors: [ROLE.FRANCHISEE_USER_1, ROLE.COCO_USER_1, headOffice, notATeacher],
  onlyThroughRoles: [ROLE.TEACHER],
  ownerLabel: 'class you teach',
  notOwnMessage: DIARY_MESSAGES.notYourClass,
  // On a room device's turn the class is the device's, whoever switched in.
  narrowTo: (ctx) => (ctx.deviceClassId === undefined ? undefined : [ctx.deviceClassId]),
};

/**
 * A teacher changes and removes the diary entries and homework they wrote, not a colleague's in a class they
 * share (they read them); the centre's heads and head office change any. `column` names the row's author.
 */
export const writtenByRule = (column: string): OwnerRule => ({
  column,
  supervisors: [ROLE.FRANCHISEE_USER_1, ROLE.COCO_USER_1, headOffice],
  onlyThroughRoles: [ROLE.TEACHER],
  notOwnMessage: DIARY_MESSAGES.notYourEntry,
});

/** Refuses a class the user does not teach (hand-written services: the grade-entry grid, remarks, reviews). */
export function assertTeaches(ctx: RequestContext, classId: number, module: string, method: string): Promise<void> {
  return assertOwns(ctx, teacherOfClassRule, { module, method }, classId, () => forbidden(DIARY_MESSAGES.notYourClass));
}

/** The admissions of the classes a teacher teaches (or covers today) at the admission's centre. */
const admissionsTaught = {
  table: studentAdmissions,
  user: classTeachers.userId,
  join: {
    table: classTeachers,
    on: sql`${classTeachers.classId} = ${studentAdmissions.classId}
      and ${classTeachers.franchiseeId} = ${studentAdmissions.franchiseeId} and ${placedToday}`,
  },
} as const;

/**
 * The teachers of the child's class, for a record naming the child's admission in `column` (an audience's
 * relation: a pickup, a medicine, a health remark reach the teachers of that child only).
 */
export const childClassTeachers = (column = 'studentAdmissionId'): OwnerRule => ({
  column,
  through: { ...admissionsTaught, id: studentAdmissions.id },
  onlyThroughRoles: [ROLE.TEACHER],
  ownerLabel: 'child of a class you teach',
});

/** The same, for a record naming the child (the student) in `column`: any of the child's admissions counts. */
export const studentClassTeachers = (column = 'studentId'): OwnerRule => ({
  column,
  through: { ...admissionsTaught, id: studentAdmissions.studentId },
  onlyThroughRoles: [ROLE.TEACHER],
  ownerLabel: 'child of a class you teach',
});

// A child's own records (students) reach the teachers of the child's class: academics says who teaches it.
provideRelation(CLASS_TEACHERS_OF_ADMISSION, childClassTeachers);
provideRelation(CLASS_TEACHERS_OF_STUDENT, studentClassTeachers);
