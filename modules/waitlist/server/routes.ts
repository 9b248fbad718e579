import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { familyAnswer, familyOffer } from './public.service.ts';
import { capacityOf, saveCapacity } from './capacity.service.ts';
import { seatsOfCentre } from './seats.service.ts';
import {
  acceptOffer,
  classWaitlist,
  joinWaitlist,
  offerFreeSeats,
  offerSeat,
  refuseOffer,
  withdrawEntry,
} from './waitlist.service.ts';

export function waitlistRoutes(app: FastifyInstance, publicLimitPerMinute: number): void {
  // ---- seats ----
  serve(app, C.seats, ({ ctx, query }) => seatsOfCentre(ctx, query));
  serve(app, C.capacity, ({ ctx, query }) => capacityOf(ctx, query));
  serve(app, C.saveCapacity, ({ ctx, body }) => saveCapacity(ctx, body));

  // ---- a class's waitlist ----
  serve(app, C.offerFreeSeats, ({ ctx, body }) => offerFreeSeats(ctx, body));
  serve(app, C.classWaitlist, ({ ctx, query }) => classWaitlist(ctx, query));
  serve(app, C.joinWaitlist, ({ ctx, body }) => joinWaitlist(ctx, body));
  serve(app, C.offerSeat, ({ ctx, params }) => offerSeat(ctx, params.id));
  serve(app, C.withdrawEntry, ({ ctx, params }) => withdrawEntry(ctx, params.id));
  serve(app, C.acceptOffer, ({ ctx, params }) => acceptOffer(ctx, params.id));
  serve(app, C.refuseOffer, ({ ctx, params }) => refuseOffer(ctx, params.id));

  // ---- the family's link: no sign-in, rate-limited per address like the family-facing forms ----
  const rateLimit = { max: publicLimitPerMinute, timeWindow: 60_000 };
  serve(app, { ...C.publicOffer, rateLimit }, ({ ctx, params }) => familyOffer(ctx, params.token));
  serve(app, { ...C.publicAnswer, rateLimit }, ({ ctx, params }) => familyAnswer(ctx, params.token, params.answer));
}
