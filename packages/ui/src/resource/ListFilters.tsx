import { Select, SimpleGrid } from '@mantine/core';
import { type ResourceMeta } from '@portal/core';
import { DateField } from '../components/DateField.tsx';
import { FieldInput } from './FieldInput.tsx';
import { t } from '../i18n/index.tsx';

/**
 * Filter inputs for the fields a resource offers as filters. Values are the
 * query-string values: booleans 'true'/'false', dates as <field>From/<field>To.
 */
export function ListFilters({
  meta,
  values,
  onChange,
}: {
  meta: ResourceMeta;
  values: Record<string, string>;
  onChange(name: string, value: string): void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="list-filters">
      {meta.list.filters.flatMap((name) => {
        const field = meta.fields[name];
        if (!field) return [];
        if (field.kind === 'boolean') {
          return [
            <Select
              key={name}
              label={field.label}
              data={[
                { value: 'true', label: t('common.yes') },
                { value: 'false', label: t('common.no') },
              ]}
              value={values[name] || null}
              onChange={(v) => onChange(name, v ?? '')}
              clearable
              placeholder={t('common.any')}
              data-testid={`filter-${name}`}
            />,
          ];
        }
        if (field.kind === 'date' || field.kind === 'datetime') {
          return (['From', 'To'] as const).map((end) => (
            <DateField
              key={`${name}${end}`}
              label={t(end === 'From' ? 'common.from' : 'common.to', { label: field.label })}
              value={values[`${name}${end}`] || null}
              onChange={(v) => onChange(`${name}${end}`, v ?? '')}
              clearable
              data-testid={`filter-${name}${end}`}
            />
          ));
        }
        return [
          <FieldInput
            key={name}
            name={name}
            field={field}
            value={values[name] ?? ''}
            onChange={(v) => onChange(name, typeof v === 'string' ? v : '')}
            asFilter
          />,
        ];
      })}
    </SimpleGrid>
  );
}
