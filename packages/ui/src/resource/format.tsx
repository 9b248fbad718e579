import { Badge, Group } from '@mantine/core';
import {
  enumLabel,
  formatDate,
  formatDateTime,
  formatPaise,
  formatPercentage,
  franchiseeLabel,
  type FieldDef,
  type ResourceMeta,
} from '@portal/core';
import type { ReactNode } from 'react';
import { palette, statusColor } from '../theme.ts';
import type { Row } from './hooks.ts';

/** Plain-text value of a field, as lists, views and exports show it. */
export function fieldText(name: string, field: FieldDef, row: Row): string {
  const v = row[name];
  if (v === null || v === undefined || v === '') return '';
  switch (field.kind) {
    case 'reference': {
      const label = row[`${name}Label`];
      if (field.ref?.resource === 'franchisee' && typeof label === 'string')
        return franchiseeLabel({ id: Number(v), companyName: label });
      return typeof label === 'string' ? label : `#${String(v)}`;
    }
    case 'boolean':
      return v ? 'Yes' : 'No';
    case 'date':
      return formatDate(String(v));
    case 'datetime':
      return formatDateTime(String(v));
    case 'money':
      return formatPaise(Number(v));
    case 'number':
      return field.unit ? formatPercentage(Number(v), field.unit) : String(v);
    case 'enum':
      return field.options?.find((o) => o.value === v)?.label ?? enumLabel(String(v));
    case 'tags':
      return Array.isArray(v) ? v.join(', ') : String(v);
    default:
      return String(v);
  }
}

/** A cell with a little more presence: badges for yes/no, tags and status. */
export function fieldCell(name: string, field: FieldDef, row: Row, meta: Pick<ResourceMeta, 'statusField'>): ReactNode {
  const v = row[name];
  if (field.kind === 'boolean') {
    return (
      <Badge variant="dot" color={v ? palette.success : palette.muted} size="sm">
        {v ? 'Yes' : 'No'}
      </Badge>
    );
  }
  if (field.kind === 'tags' && Array.isArray(v)) {
    return (
      <Group gap={4}>
        {v.map((t) => (
          <Badge key={String(t)} variant="light" size="sm" tt="none">
            {String(t)}
          </Badge>
        ))}
      </Group>
    );
  }
  if (meta.statusField === name && typeof v === 'string' && v) {
    return (
      <Badge variant="dot" color={statusColor(v)} size="sm">
        {fieldText(name, field, row)}
      </Badge>
    );
  }
  return fieldText(name, field, row);
}
