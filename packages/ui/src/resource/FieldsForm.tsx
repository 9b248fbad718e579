import { SimpleGrid } from '@mantine/core';
import type { FieldDef } from '@portal/core';
import type { Row } from './hooks.ts';
import { FieldInput } from './FieldInput.tsx';
import type { FieldErrors, FormValue, FormValues } from './values.ts';
import type { Narrowing } from './ReferenceSelect.tsx';

const WIDE = new Set(['richtext', 'tags', 'file']);

/** What a reference picker is narrowed to by the form's other field, as its declaration asks. */
function narrowing(field: FieldDef, fields: [string, FieldDef][], values: FormValues): Narrowing | undefined {
  const by = field.ref?.narrowBy;
  if (!by) return undefined;
  const value = values[by.from];
  const label = fields.find(([name]) => name === by.from)?.[1].label ?? by.from;
  return {
    filter: by.field,
    value: typeof value === 'string' || typeof value === 'number' ? String(value) : '',
    label,
  };
}

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
            onChange={(v) => {
              onChange(name, v);
              // A choice narrowed by this field may no longer fit it: it is chosen again.
              for (const [other, def] of fields)
                if (def.ref?.narrowBy?.from === name && values[other]) onChange(other, '');
            }}
            error={errors[name]}
            disabled={disabled}
            referenceLabel={record ? (record[`${name}Label`] as string | null | undefined) : undefined}
            narrow={narrowing(field, fields, values)}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}
