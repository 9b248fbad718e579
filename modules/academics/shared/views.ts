import { viewShape } from '@portal/core';
import { HEALTH_MODULE } from './health.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const healthRemarkReadsViewShape = viewShape({
  name: 'health-remark-reads',
  label: 'Health remark',
  module: HEALTH_MODULE,
});
