import { viewShape } from '@portal/core';
import { TRANSPORT_MODULES } from './constants.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const destinationLogDetailsViewShape = viewShape({
  name: 'destination-log-details',
  label: 'Boarding log entry',
  labelPlural: 'Boarding log',
  module: TRANSPORT_MODULES.ESCORT,
});

export const escortVendorLogsViewShape = viewShape({
  name: 'escort-vendor-logs',
  label: 'Vendor log entry',
  labelPlural: 'Vendor log',
  module: TRANSPORT_MODULES.ESCORT,
});
