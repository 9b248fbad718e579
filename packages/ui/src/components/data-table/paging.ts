import { formatCount } from '@portal/core';
import { t } from '../../i18n/index.tsx';

export function pageCount(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** '21–40 of 95', or 'No records', in the person's language. */
export function rangeLabel(page: number, pageSize: number, total: number) {
  if (total === 0) return t('table.empty');
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return t('table.range', { from: formatCount(from), to: formatCount(to), total: formatCount(total) });
}

export function pageOf<T>(rows: T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}
