import { Badge, Group } from '@mantine/core';
import { fieldText as coreFieldText, type FieldDef, type ResourceMeta } from '@portal/core';
import type { ReactNode } from 'react';
import { palette, statusColor } from '../theme.ts';
import { FileLink } from '../components/FileLink.tsx';
import type { Row } from './hooks.ts';
import { t } from '../i18n/index.tsx';

/** Plain-text value of a field, as lists, views and exports show it (the one reading of packages/core). */
export function fieldText(name: string, field: FieldDef, row: Row): string {
  return coreFieldText(field, row[name], row[`${name}Label`]);
}

/** A cell with a little more presence: badges for yes/no, tags and status. */
export function fieldCell(name: string, field: FieldDef, row: Row, meta: Pick<ResourceMeta, 'statusField'>): ReactNode {
  const v = row[name];
  if (field.kind === 'boolean') {
    return (
      <Badge variant="dot" color={v ? palette.success : palette.muted} size="sm">
        {t(v ? 'common.yes' : 'common.no')}
      </Badge>
    );
  }
  if (field.kind === 'tags' && Array.isArray(v)) {
    return (
      <Group gap={4}>
        {v.map((t) => (
          <Badge key={String(t)} variant="light" size="sm" tt="none">
            {coreFieldText(field, [t])}
          </Badge>
        ))}
      </Group>
    );
  }
  // A file reads as its name, which downloads it; never as the stored id.
  if (field.kind === 'file' && typeof v === 'string' && v) return <FileLink fileId={v} />;
  if (meta.statusField === name && typeof v === 'string' && v) {
    return (
      <Badge variant="dot" color={statusColor(v)} size="sm">
        {fieldText(name, field, row)}
      </Badge>
    );
  }
  // An identifier as typed (a city's code, BLR): marked so that it is never read as a stored code.
  if (field.display === 'as-written') return <span data-as-written>{fieldText(name, field, row)}</span>;
  return fieldText(name, field, row);
}
