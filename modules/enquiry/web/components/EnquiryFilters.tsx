import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateField } from '@portal/ui';
import { CLASS_CATEGORIES } from '@portal/core';
import { useState } from 'react';
import { ENQUIRY_PROGRAMMES, isSpancoStatus, SPANCO_SUB_STATUSES, SPANCO_STATUSES } from '../../shared/index.ts';

/** The spec's shared enquiry filters. */
export interface EnquiryFilterState {
  fromDate?: string;
  toDate?: string;
  spancoStatus?: string;
  spancoSubStatus?: string;
  searchValue?: string;
  assignedTo?: string;
  studentClassCategory?: string;
  programme?: (typeof ENQUIRY_PROGRAMMES)[number];
}

export function EnquiryFilters({
  value,
  onChange,
  counsellors,
}: {
  value: EnquiryFilterState;
  onChange(v: EnquiryFilterState): void;
  counsellors?: { id: number; firstName: string; lastName: string }[];
}) {
  const [draft, setDraft] = useState<EnquiryFilterState>(value);
  const set = (k: keyof EnquiryFilterState, v: string | null) =>
    setDraft((d) => ({ ...d, [k]: v || undefined, ...(k === 'spancoStatus' ? { spancoSubStatus: undefined } : {}) }));
  const subs = draft.spancoStatus && isSpancoStatus(draft.spancoStatus) ? SPANCO_SUB_STATUSES[draft.spancoStatus] : [];
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onChange(draft);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" mb="sm">
        <TextInput
          label="Search"
          placeholder="Code, child, parent, mobile"
          value={draft.searchValue ?? ''}
          onChange={(e) => set('searchValue', e.currentTarget.value)}
          data-testid="filter-search"
        />
        <DateField label="From date" value={draft.fromDate ?? ''} onChange={(v) => set('fromDate', v)} />
        <DateField label="To date" value={draft.toDate ?? ''} onChange={(v) => set('toDate', v)} />
        <Select
          label="Class category"
          clearable
          data={[...CLASS_CATEGORIES]}
          value={draft.studentClassCategory ?? null}
          onChange={(v) => set('studentClassCategory', v)}
        />
        <Select
          label="Programme"
          clearable
          data={[...ENQUIRY_PROGRAMMES]}
          value={draft.programme ?? null}
          onChange={(v) => set('programme', v)}
        />
        <Select
          label="Spanco status"
          clearable
          data={[...SPANCO_STATUSES]}
          value={draft.spancoStatus ?? null}
          onChange={(v) => set('spancoStatus', v)}
        />
        <Select
          label="Sub-status"
          clearable
          disabled={!subs.length}
          data={[...subs]}
          value={draft.spancoSubStatus ?? null}
          onChange={(v) => set('spancoSubStatus', v)}
        />
        {counsellors && (
          <Select
            label="Assigned to"
            clearable
            data={counsellors.map((c) => ({ value: String(c.id), label: `${c.firstName} ${c.lastName}` }))}
            value={draft.assignedTo ?? null}
            onChange={(v) => set('assignedTo', v)}
          />
        )}
      </SimpleGrid>
      <Group gap="xs" mb="md">
        <Button type="submit" size="xs" data-testid="apply-filters">
          Apply
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            setDraft({});
            onChange({});
          }}
        >
          Clear
        </Button>
      </Group>
    </form>
  );
}
