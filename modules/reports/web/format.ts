import { enumLabel, formatDate, formatPaise } from '@portal/core';
import type { FigureUnit } from '../shared/constants.ts';
import type { RowColumn } from '../shared/contracts.ts';

/** A figure as people read it: rupees for money, a percentage, or a count. */
export function figureText(value: number | null, unit: FigureUnit): string {
  if (value === null) return '—';
  if (unit === 'paise') return formatPaise(value);
  if (unit === 'percent') return `${value.toLocaleString('en-IN')} %`;
  return value.toLocaleString('en-IN');
}

/** One cell of the list behind a figure. */
export function cellText(value: string | number | null, kind: RowColumn['kind']): string {
  if (value === null || value === '') return '—';
  if (kind === 'date') return formatDate(String(value));
  if (kind === 'paise') return formatPaise(Number(value));
  if (kind === 'percent') return `${Number(value).toLocaleString('en-IN')} %`;
  if (kind === 'status') return enumLabel(String(value));
  if (kind === 'count') return Number(value).toLocaleString('en-IN');
  return String(value);
}
