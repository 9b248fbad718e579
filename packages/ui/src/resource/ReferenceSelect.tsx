import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { franchiseeLabel } from '@portal/core';
import { useMemo, useState } from 'react';
import { resources } from '../api/resources.ts';
import type { Row } from './hooks.ts';

export interface ReferenceSelectProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'
> {
  resource: string;
  labelField: string;
  value: string;
  onChange(value: string): void;
  /** Label of the current value when the caller already has it (`<field>Label`). */
  currentLabel?: string | null;
}

/**
 * A row's label: its label field, or that field's own label when the label field is itself a reference
 * (an admission reads as its child's name; the list and the record answer '<field>Label' beside it).
 */
function rowLabel(labelField: string, row: Row): string | null {
  const label = row[`${labelField}Label`] ?? row[labelField];
  return label === null || label === undefined || label === '' ? null : String(label);
}

function optionLabel(resource: string, id: number, label: string | null): string {
  const text = label ?? `#${id}`;
  return resource === 'franchisee' ? franchiseeLabel({ id, companyName: text }) : text;
}

/** A searchable select over another resource: the server filters as the user types. */
export function ReferenceSelect({
  resource,
  labelField,
  value,
  onChange,
  currentLabel,
  ...props
}: ReferenceSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [selectedLabel, setSelectedLabel] = useState<string | null>(null);

  const results = useQuery({
    queryKey: ['ref', resource, debounced],
    queryFn: ({ signal }) =>
      resources.list(resource, { q: debounced, pageSize: 20, fields: labelField }, { signal, quiet: true }),
    staleTime: 30_000,
  });
  const needsLabel =
    Boolean(value) && !currentLabel && !selectedLabel && !results.data?.rows.some((r) => String(r.id) === value);
  const current = useQuery({
    queryKey: ['record', resource, Number(value)],
    queryFn: ({ signal }) => resources.get(resource, Number(value), { signal, quiet: true }),
    enabled: needsLabel,
  });

  const data = useMemo(() => {
    const options = (results.data?.rows ?? []).map((r) => ({
      value: String(r.id),
      label: optionLabel(resource, r.id, rowLabel(labelField, r)),
    }));
    if (value && !options.some((o) => o.value === value)) {
      const label =
        selectedLabel ??
        (currentLabel ? optionLabel(resource, Number(value), currentLabel) : null) ??
        (current.data ? optionLabel(resource, current.data.id, rowLabel(labelField, current.data)) : `#${value}`);
      options.unshift({ value, label });
    }
    return options;
  }, [results.data, value, currentLabel, selectedLabel, current.data, resource, labelField]);

  return (
    <Select
      {...props}
      searchable
      data={data}
      value={value || null}
      onChange={(v, option) => {
        setSelectedLabel(option?.label ?? null);
        onChange(v ?? '');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered; filtering again by the typed label would hide the selection.
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? 'Searching…' : 'Nothing found'}
      clearable={!props.required}
    />
  );
}
