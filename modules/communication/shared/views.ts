import { viewShape } from '@portal/core';
import { COMM_MODULES } from './constants.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const centreEventsViewShape = viewShape({
  name: 'centre-events',
  label: 'Calendar event',
  module: COMM_MODULES.EVENTS,
});
