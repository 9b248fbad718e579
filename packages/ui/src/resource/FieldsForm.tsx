import { SimpleGrid } from '@mantine/core';
import type { FieldDef } from '@portal/core';
import type { Row } from './hooks.ts';
import { FieldInput } from './FieldInput.tsx';
import type { FieldErrors, FormValue, FormValues } from './values.ts';

const WIDE = new Set(['richtext', 'tags', 'file']);

/** The inputs of a list of fields in a responsive grid (1 column on phones, 2 above). */
export function FieldsGrid({
  fields,
  values,
  errors,
  onChange,
  record,
  disabled,
}: {
  fields: [string, FieldDef][];
  values: FormValues;
  errors: FieldErrors;
  onChange(name: string, value: FormValue): void;
  record?: Row | null;
  disabled?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {fields.map(([name, field]) => (
        <div key={name} style={WIDE.has(field.kind) ? { gridColumn: '1 / -1' } : undefined}>
          <FieldInput
            name={name}
            field={field}
            value={values[name] ?? ''}
            onChange={(v) => onChange(name, v)}
            error={errors[name]}
            disabled={disabled}
            referenceLabel={record ? (record[`${name}Label`] as string | null | undefined) : undefined}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}
