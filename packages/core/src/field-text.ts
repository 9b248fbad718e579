import type { FieldDef } from './fields.ts';
import { formatDate, formatDateTime, formatPaise, formatPercentage, formatTime } from './format.ts';
import { enumLabel } from './labels.ts';
import { franchiseeLabel } from './permissions.ts';

/** A time of day kept as HH:mm (24-hour, as typed), read as hh:mm A. */
export function timeOfDayField(label: string, opts: { required?: boolean } = {}) {
  return {
    kind: 'text',
    label,
    ...(opts.required ? { required: true } : {}),
    max: 5,
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
    patternMessage: `${label} must be a time like 09:30 (or 18:00 for 06:00 PM)`,
    display: 'time',
  } as const;
}

/**
 * How people read a field's value, wherever they read it (lists, records, pickers, exports, messages): an
 * enumerated value or a code by its label, dates DD-MM-YYYY, times hh:mm A, money in rupees, a reference by
 * its label (`label`, the '<field>Label' answered beside it; a centre as '(002) Name').
 */
export function fieldText(field: FieldDef, value: unknown, label?: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'reference': {
      if (typeof label !== 'string') return `#${String(value)}`;
      return field.ref?.resource === 'franchisee' ? franchiseeLabel({ id: Number(value), companyName: label }) : label;
    }
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(value instanceof Date ? value : String(value));
    case 'money':
      return formatPaise(Number(value));
    case 'number':
      return field.unit ? formatPercentage(Number(value), field.unit) : String(value);
    case 'enum':
      return field.options?.find((o) => o.value === value)?.label ?? enumLabel(String(value));
    case 'tags':
      return Array.isArray(value)
        ? value.map((v) => textOf(field, String(v))).join(', ')
        : textOf(field, String(value));
    default:
      return textOf(field, String(value));
  }
}

function textOf(field: FieldDef, text: string): string {
  if (field.display === 'time') return formatTime(text) || text;
  if (field.display === 'code') return enumLabel(text);
  return text;
}
