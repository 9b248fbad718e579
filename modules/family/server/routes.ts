import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { circleOf, confirmMember, inviteMember, linkPickup, removeMember, resendCode } from './circle.service.ts';
import { memberChildAnnouncements, memberChildCalendar, memberChildToday, myCircleChildren } from './member.service.ts';

export function familyRoutes(app: FastifyInstance): void {
  // ---- the parent's circle of their child ----
  serve(app, C.circle, ({ ctx, query }) => circleOf(ctx, query));
  serve(app, C.inviteMember, ({ ctx, body }) => inviteMember(ctx, body));
  serve(app, C.confirmMember, ({ ctx, params, body }) => confirmMember(ctx, params.id, body));
  serve(app, C.resendCode, ({ ctx, params }) => resendCode(ctx, params.id));
  serve(app, C.removeMember, ({ ctx, params }) => removeMember(ctx, params.id));
  serve(app, C.memberPickup, ({ ctx, params, body }) => linkPickup(ctx, params.id, body));

  // ---- what a member of the circle reads ----
  serve(app, C.myCircleChildren, ({ ctx }) => myCircleChildren(ctx));
  serve(app, C.memberChildToday, ({ ctx, params }) => memberChildToday(ctx, params.studentAdmissionId));
  serve(app, C.memberChildCalendar, ({ ctx, params }) => memberChildCalendar(ctx, params.studentAdmissionId));
  serve(app, C.memberChildAnnouncements, ({ ctx, params }) => memberChildAnnouncements(ctx, params.studentAdmissionId));
}
