import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DATE_FORMAT } from '@portal/core';

export interface Period {
  fromDate: string;
  toDate: string;
}

export function PeriodFilter({ value, onChange }: { value: Period; onChange(p: Period): void }) {
  return (
    <Group mb="md" align="flex-end">
      <DateInput
        label="From date"
        clearable
        valueFormat={DATE_FORMAT}
        value={value.fromDate || null}
        onChange={(v) => onChange({ ...value, fromDate: v ?? '' })}
        w={180}
      />
      <DateInput
        label="To date"
        clearable
        valueFormat={DATE_FORMAT}
        value={value.toDate || null}
        onChange={(v) => onChange({ ...value, toDate: v ?? '' })}
        w={180}
      />
    </Group>
  );
}
