import { demoChild } from '@portal/server/testing';

export const PARENT = 'parent@demo.school';
export const PARENT_2 = 'parent2@demo.school';
export const HEAD = 'franchisee-a@demo.school';
export const OTHER_HEAD = 'franchisee-b@demo.school';
export const TEACHER = 'teacher@demo.school';

/** The child a parent's account is for: its admission, centre and class. */
export const childOf = demoChild;
