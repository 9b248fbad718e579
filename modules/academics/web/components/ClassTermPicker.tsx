import { Group, Select } from '@mantine/core';
import { ReferenceSelect, useCall, useMessages } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { academicsMessages } from '../messages/index.ts';
import { classShape } from '@portal/mod-org/shared/resources';

export interface ClassTerm {
  classId: string;
  termId: string;
}

/** A class, then one of its category's terms (the latest year's first). */
export function ClassTermPicker({ value, onChange }: { value: ClassTerm; onChange(v: ClassTerm): void }) {
  const t = useMessages(academicsMessages);
  const terms = useCall(
    C.classTerms,
    { query: { classId: Number(value.classId) } },
    {
      enabled: value.classId !== '',
    },
  );
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <ReferenceSelect
        resource={classShape}
        labelField="name"
        label={t('classTerm.class')}
        value={value.classId}
        onChange={(classId) => onChange({ classId, termId: '' })}
        w={220}
      />
      <Select
        label={t('classTerm.term')}
        placeholder={t(value.classId ? 'classTerm.chooseTerm' : 'classTerm.chooseClassFirst')}
        data={(terms.data?.rows ?? []).map((r) => ({
          value: String(r.id),
          label: t('classTerm.option', { term: r.name, year: r.academicYear }),
        }))}
        value={value.termId || null}
        onChange={(termId) => onChange({ ...value, termId: termId ?? '' })}
        disabled={!value.classId}
        w={240}
      />
    </Group>
  );
}
