import { defineServerModule } from '@portal/kit';
import { waitlistAccess } from './access.ts';
import { waitlistRoutes } from './routes.ts';
import { seedWaitlist } from './seed.ts';

export * from './schema.ts';
export { setWaitlistClock } from './clock.ts';
export { dailyOfferSweep, OFFER_JOB, offerJob } from './offers.service.ts';

/** Seats per class and section, each class's waitlist and the offers made as seats free. */
export const waitlistModule = defineServerModule({
  name: 'waitlist',
  access: waitlistAccess,
  seed: seedWaitlist,
  register: waitlistRoutes,
});
