import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, ReferenceSelect } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

export interface ClassTerm {
  classId: string;
  termId: string;
}

/** A class, then one of its category's terms (the latest year's first). */
export function ClassTermPicker({ value, onChange }: { value: ClassTerm; onChange(v: ClassTerm): void }) {
  const terms = useQuery({
    queryKey: ['academics', 'terms', value.classId],
    queryFn: () => call(C.classTerms, { query: { classId: Number(value.classId) } }),
    enabled: value.classId !== '',
  });
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <ReferenceSelect
        resource="class"
        labelField="name"
        label="Class"
        value={value.classId}
        onChange={(classId) => onChange({ classId, termId: '' })}
        w={220}
      />
      <Select
        label="Term"
        placeholder={value.classId ? 'Choose a term' : 'Choose a class first'}
        data={(terms.data?.rows ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.academicYear})` }))}
        value={value.termId || null}
        onChange={(termId) => onChange({ ...value, termId: termId ?? '' })}
        disabled={!value.classId}
        w={240}
      />
    </Group>
  );
}
