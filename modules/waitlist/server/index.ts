import { defineServerModule } from '@portal/kit';
import { waitlistAccess } from './access.ts';
import { waitlistRoutes } from './routes.ts';
import { seedWaitlist } from './seed.ts';

export * from './schema.ts';
export { setWaitlistClock } from './clock.ts';
export { dailyOfferSweep, OFFER_JOB, offerJob } from './offers.service.ts';

export interface WaitlistModuleOptions {
  /** Requests per address per minute on the family's offer link. */
  publicLimitPerMinute: number;
}

/** Seats per class and section, each class's waitlist and the offers made as seats free. */
export function waitlistModule(options: WaitlistModuleOptions) {
  return defineServerModule({
    name: 'waitlist',
    access: waitlistAccess,
    seed: seedWaitlist,
    register: (app) => waitlistRoutes(app, options.publicLimitPerMinute),
  });
}
