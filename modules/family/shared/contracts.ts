/**
 * The family circle as contracts: a parent's circle of their child (invite by mobile, confirm with the code sent
 * to it, remove, authorised pickup), and what a member of the circle reads of the child.
 */
import { calendarDay, defineEndpoint, recordId, timestamp } from '@portal/core';
import { timelineEntry } from '@portal/mod-day/shared';
import { z } from 'zod';
import { FAMILY_MODULES as M, MEMBER_RELATIONS, MEMBER_STATUSES } from './constants.ts';
import { circleQuery, confirmMemberInput, inviteMemberInput, memberPickupInput } from './inputs.ts';
import { childLine, familyTags as tags } from './member-landing.ts';

export { myCircleChildren } from './member-landing.ts';

const byId = z.object({ id: recordId });
const byChild = z.object({ studentAdmissionId: recordId });

/** One person of a child's circle, as the parent sees them. */
export const circleMember = z.object({
  id: z.number(),
  studentAdmissionId: z.number(),
  name: z.string(),
  relation: z.enum(MEMBER_RELATIONS),
  mobile: z.string(),
  status: z.enum(MEMBER_STATUSES),
  invitedAt: timestamp,
  joinedAt: timestamp.nullable(),
  /** Until when the code sent to the mobile holds (an invitation waiting for it). */
  codeExpiresAt: timestamp.nullable(),
  /** The child's authorised-pickup record that is this member's, and its approval by the centre. */
  pickup: z.object({ id: z.number(), status: z.string() }).nullable(),
});
export type CircleMember = z.input<typeof circleMember>;

export const circle = defineEndpoint({
  method: 'GET',
  path: '/api/family/members',
  module: M.CIRCLE,
  tags,
  summary: 'A parent’s child’s family circle: the people invited, confirmed and their pickups',
  query: circleQuery,
  response: z.object({
    child: childLine,
    members: z.array(circleMember),
    /** The child's authorised pickups, to name the one that is a member's. */
    pickups: z.array(z.object({ id: z.number(), name: z.string(), mobile: z.string(), status: z.string() })),
  }),
});

export const inviteMember = defineEndpoint({
  method: 'POST',
  path: '/api/family/members',
  module: M.CIRCLE,
  tags,
  summary: 'Invites a grandparent or caregiver by mobile: a code goes to the mobile, to be typed back',
  body: inviteMemberInput,
  response: circleMember,
  status: 201,
});

export const confirmMember = defineEndpoint({
  method: 'POST',
  path: '/api/family/members/:id/confirm',
  module: M.CIRCLE,
  tags,
  summary: 'Confirms an invitation with the code the mobile received (5 wrong codes end it): the member may sign in',
  params: byId,
  body: confirmMemberInput,
  response: circleMember,
});

export const resendCode = defineEndpoint({
  method: 'POST',
  path: '/api/family/members/:id/resend',
  module: M.CIRCLE,
  tags,
  summary: 'Sends a new code to an invited mobile (the earlier code and its tries end)',
  params: byId,
  response: circleMember,
});

export const removeMember = defineEndpoint({
  method: 'POST',
  path: '/api/family/members/:id/remove',
  module: M.CIRCLE,
  tags,
  summary: 'Removes a member from the circle: their sessions end at once',
  params: byId,
  response: circleMember,
});

export const memberPickup = defineEndpoint({
  method: 'POST',
  path: '/api/family/members/:id/pickup',
  module: M.CIRCLE,
  tags,
  summary: 'Names the child’s authorised-pickup record that is this member’s (one record for both)',
  params: byId,
  body: memberPickupInput,
  response: circleMember,
});

// ---- what a member reads ----

export const memberChildToday = defineEndpoint({
  method: 'GET',
  path: '/api/family/my-children/:studentAdmissionId/today',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: "Child's day today" },
  module: M.VIEW,
  tags,
  summary: 'The child’s day so far, with photos only when the parents consent to the family seeing them',
  params: byChild,
  response: z.object({
    day: calendarDay,
    child: childLine,
    entries: z.array(timelineEntry),
    /** Photos of the day left out: the parents have not consented to care photos for the family. */
    photosHidden: z.boolean(),
  }),
});

export const memberChildCalendar = defineEndpoint({
  method: 'GET',
  path: '/api/family/my-children/:studentAdmissionId/calendar',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: "Child's calendar" },
  module: M.VIEW,
  tags,
  summary: 'The child’s centre’s events and holidays, from today for two months',
  params: byChild,
  response: z.object({
    events: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        startDate: calendarDay,
        endDate: calendarDay,
        isHoliday: z.boolean(),
      }),
    ),
  }),
});

export const memberChildAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/api/family/my-children/:studentAdmissionId/announcements',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: "Child's announcements" },
  module: M.VIEW,
  tags,
  summary: 'The announcements the child’s family reads today',
  params: byChild,
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        body: z.string(),
        className: z.string().nullable(),
        publishFrom: calendarDay,
      }),
    ),
  }),
});
