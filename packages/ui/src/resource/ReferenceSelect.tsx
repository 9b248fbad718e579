import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { franchiseeLabel } from '@portal/core';
import { useMemo, useState } from 'react';
import { resourceName, resources, type ResourceRef } from '../api/resources.ts';
import type { Row } from './hooks.ts';
import { recordKey, referenceKey } from './keys.ts';
import { t } from '../i18n/index.tsx';

/** Only the targets whose list filter `filter` equals `value`, the form's field called `label`. */
export interface Narrowing {
  filter: string;
  value: string;
  label: string;
}

export interface ReferenceSelectProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'resource'
> {
  /** The resource picked from, by its shape (or by its name, as a reference field declares it). */
  resource: ResourceRef;
  labelField: string;
  /** The fields the target's label is made of, where it declares them (a section: its class and its name). */
  labelFields?: readonly string[];
  value: string;
  onChange(value: string): void;
  /** Label of the current value when the caller already has it (`<field>Label`). */
  currentLabel?: string | null;
  narrow?: Narrowing;
}

/**
 * A row's label: its label fields' words joined by a space, each field read as its own label when it is
 * itself a reference (an admission reads as its child's name, a section as 'Nursery A'; the list and the
 * record answer '<field>Label' beside it).
 */
function rowLabel(labelFields: readonly string[], row: Row): string | null {
  const words = labelFields
    .map((f) => row[`${f}Label`] ?? row[f])
    .filter((w) => w !== null && w !== undefined && w !== '')
    .map(String);
  return words.length ? words.join(' ') : null;
}

function optionLabel(resource: string, id: number, label: string | null): string {
  const text = label ?? `#${id}`;
  return resource === 'franchisee' ? franchiseeLabel({ id, companyName: text }) : text;
}

/** A searchable select over another resource: the server filters as the user types. */
export function ReferenceSelect({
  resource: ref,
  labelField,
  labelFields: declared,
  value,
  onChange,
  currentLabel,
  narrow,
  ...props
}: ReferenceSelectProps) {
  const resource = resourceName(ref);
  const labelFields = useMemo(() => declared ?? [labelField], [declared, labelField]);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [selectedLabel, setSelectedLabel] = useState<string | null>(null);

  const narrowed = narrow ? { [narrow.filter]: narrow.value } : {};
  const waiting = Boolean(narrow && !narrow.value);
  const results = useQuery({
    queryKey: referenceKey(resource, { fields: labelFields.join(','), q: debounced, narrowed }),
    queryFn: ({ signal }) =>
      resources.list(
        resource,
        { q: debounced, pageSize: 20, fields: labelFields.join(','), ...narrowed },
        { signal, quiet: true },
      ),
    staleTime: 30_000,
    enabled: !waiting,
  });
  const needsLabel =
    Boolean(value) && !currentLabel && !selectedLabel && !results.data?.rows.some((r) => String(r.id) === value);
  const current = useQuery({
    queryKey: recordKey(resource, Number(value)),
    queryFn: ({ signal }) => resources.get(resource, Number(value), { signal, quiet: true }),
    enabled: needsLabel,
  });

  const data = useMemo(() => {
    const options = (results.data?.rows ?? []).map((r) => ({
      value: String(r.id),
      label: optionLabel(resource, r.id, rowLabel(labelFields, r)),
    }));
    if (value && !options.some((o) => o.value === value)) {
      const label =
        selectedLabel ??
        (currentLabel ? optionLabel(resource, Number(value), currentLabel) : null) ??
        (current.data ? optionLabel(resource, current.data.id, rowLabel(labelFields, current.data)) : `#${value}`);
      options.unshift({ value, label });
    }
    return options;
  }, [results.data, value, currentLabel, selectedLabel, current.data, resource, labelFields]);

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
      nothingFoundMessage={t(results.isFetching ? 'common.searching' : 'common.nothingFound')}
      clearable={!props.required}
      disabled={props.disabled || waiting}
      placeholder={waiting ? `Choose the ${narrow!.label.toLowerCase()} first` : props.placeholder}
    />
  );
}
