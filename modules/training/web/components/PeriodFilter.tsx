import { Group } from '@mantine/core';
import { DateField } from '@portal/ui';

export interface Period {
  fromDate: string;
  toDate: string;
}

export function PeriodFilter({ value, onChange }: { value: Period; onChange(p: Period): void }) {
  return (
    <Group mb="md" align="flex-end">
      <DateField
        label="From date"
        clearable
        value={value.fromDate || null}
        onChange={(v) => onChange({ ...value, fromDate: v ?? '' })}
        w={180}
      />
      <DateField
        label="To date"
        clearable
        value={value.toDate || null}
        onChange={(v) => onChange({ ...value, toDate: v ?? '' })}
        w={180}
      />
    </Group>
  );
}
