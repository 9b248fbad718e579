/**
 * The homes as contracts: one call each, composed on the server from the other modules' public services, so a
 * phone draws the whole page from one answer.
 */
import { calendarDay, defineEndpoint, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { HOME_MODULES as M, HOME_PATHS } from './constants.ts';

const tags = ['Home'];
const paise = z.number().int();

/** A child as the switcher names them: "Aarav Sharma, Nursery A". */
export const homeChild = z.object({ studentAdmissionId: z.number(), name: z.string(), className: z.string() });

export const parentHome = z.object({
  children: z.array(homeChild),
  /** The child shown; null when no child is linked to the account. */
  child: homeChild.nullable(),
  today: z.object({
    day: calendarDay,
    /** Null until the child is checked in. */
    inAt: timestamp.nullable(),
    outAt: timestamp.nullable(),
    collectedBy: z.string().nullable(),
    /** The care events of the day (meals, naps, moods), latest last. */
    events: z.array(z.object({ key: z.string(), at: timestamp, kind: z.string(), text: z.string().nullable() })),
    photos: z.array(z.object({ fileId: z.string(), mediaType: z.string(), at: timestamp })),
  }),
  diary: z.array(z.object({ title: z.string(), body: z.string() })),
  homeworkDue: z.array(
    z.object({ id: z.number(), subject: z.string(), title: z.string(), dueDate: calendarDay, done: z.boolean() }),
  ),
  fees: z.object({
    outstandingPaise: paise,
    due: z.array(
      z.object({ id: z.number(), label: z.string(), dueDate: calendarDay, duePaise: paise, overdue: z.boolean() }),
    ),
  }),
  unread: z.object({ announcements: z.number(), messages: z.number() }),
  nextEvent: z.object({ title: z.string(), startDate: calendarDay, isHoliday: z.boolean() }).nullable(),
});
export type ParentHome = z.infer<typeof parentHome>;

export const rosterRow = z.object({
  studentAdmissionId: z.number(),
  name: z.string(),
  inAt: timestamp.nullable(),
  outAt: timestamp.nullable(),
});

export const teacherHome = z.object({
  day: calendarDay,
  /** The classes the teacher teaches, each named with its section ("Nursery A"), with today's arrivals. */
  classes: z.array(
    z.object({
      classId: z.number(),
      name: z.string(),
      rows: z.array(rosterRow),
      checkedIn: z.number(),
      diaryToday: z.array(z.object({ id: z.number(), title: z.string() })),
      homework: z.array(
        z.object({
          id: z.number(),
          subject: z.string(),
          title: z.string(),
          dueDate: calendarDay,
          toReview: z.number(),
        }),
      ),
    }),
  ),
  trainings: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      mode: z.string(),
      venue: z.string().nullable(),
      fromDate: calendarDay,
      toDate: calendarDay,
      fromTime: z.string(),
      toTime: z.string(),
      status: z.string(),
      response: z.string(),
      meetingID: z.number().nullable(),
    }),
  ),
  unreadMessages: z.number(),
});
export type TeacherHome = z.infer<typeof teacherHome>;

/** The parent's home: one child's day, what is owed, unread news and the next event (only the parent's children). */
export const getParentHome = defineEndpoint({
  method: 'GET',
  path: HOME_PATHS.PARENT,
  module: M.PARENT,
  tags,
  summary: 'The parent’s home: their child today, fees due, unread announcements and messages, the next event',
  query: z.object({ studentAdmissionID: recordId.optional() }),
  response: parentHome,
});

/** The teacher's home: their own classes today, the diary and homework to review, training invitations. */
export const getTeacherHome = defineEndpoint({
  method: 'GET',
  path: HOME_PATHS.TEACHER,
  module: M.TEACHER,
  tags,
  summary: 'The teacher’s home: their classes today, the diary and homework to review, training invitations',
  response: teacherHome,
});
