import { viewShape } from '@portal/core';
import { AMS_MODULES } from './constants.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const amsVisitListViewShape = viewShape({
  name: 'ams-visit-list',
  label: 'Visit',
  module: AMS_MODULES.AMS,
});
