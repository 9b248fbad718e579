import { Stack, Text, Textarea } from '@mantine/core';
import {
  call,
  DataTable,
  EmptyState,
  errorMessage,
  notify,
  PageHeader,
  useCall,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { REMARK_MAX } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { NameWithAllergy, useAllergies } from '../components/AllergyBadges.tsx';
import { ClassTermPicker, type ClassTerm } from '../components/ClassTermPicker.tsx';
import { academicsMessages } from '../messages/index.ts';

/** grade-book/skills/class-teacher-remark: a remark per child for the term, saved when the field is left. */
export default function RemarksScreen() {
  const t = useMessages(academicsMessages);
  const [pick, setPick] = useState<ClassTerm>({ classId: '', termId: '' });
  const remarks = useCall(
    C.classRemarks,
    { query: { classId: Number(pick.classId), termId: Number(pick.termId) } },
    {
      enabled: pick.classId !== '' && pick.termId !== '',
      refetchOnWindowFocus: false,
    },
  );
  const allergies = useAllergies((remarks.data?.rows ?? []).map((r) => r.studentAdmissionId));
  const columns: DataColumn<RemarkRowData>[] = [
    {
      id: 'name',
      header: t('remarks.child'),
      primary: true,
      nowrap: true,
      cell: (r) => <NameWithAllergy name={r.name} allergies={allergies.get(r.studentAdmissionId)} />,
    },
    { id: 'remark', header: t('remarks.remark'), cell: (r) => <RemarkField row={r} termId={Number(pick.termId)} /> },
  ];
  return (
    <>
      <PageHeader title={t('remarks.title')} />
      <ClassTermPicker value={pick} onChange={setPick} />
      {!pick.termId ? (
        <EmptyState title={t('remarks.chooseClassTerm')} />
      ) : (
        <DataTable
          data={remarks.data?.rows}
          error={remarks.error}
          onRetry={() => remarks.refetch()}
          columns={columns}
          rowId={(r) => String(r.studentAdmissionId)}
          empty={t('remarks.noChildren')}
        />
      )}
    </>
  );
}

interface RemarkRowData {
  studentAdmissionId: number;
  name: string;
  remark: string;
}

/** One child's remark, saved when the field is left. */
function RemarkField({ row, termId }: { row: RemarkRowData; termId: number }) {
  const t = useMessages(academicsMessages);
  const [text, setText] = useState(row.remark);
  const [saved, setSaved] = useState(row.remark);
  async function save() {
    if (text === saved) return;
    try {
      await call(C.saveRemark, { body: { studentAdmissionId: row.studentAdmissionId, termId, remark: text } });
      setSaved(text);
      notify({ color: 'green', message: t('remarks.saved', { child: row.name }) });
    } catch (err) {
      notify({ color: 'red', title: t('remarks.notSaved'), message: errorMessage(err) });
    }
  }
  const dirty = text !== saved;
  return (
    <Stack gap={2}>
      <Textarea
        aria-label={t('remarks.on', { child: row.name })}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={save}
        autosize
        minRows={2}
        maxLength={REMARK_MAX}
      />
      <Text size="xs" c="gray.7">
        {t(dirty ? 'remarks.unsaved' : 'remarks.length', { count: text.length, max: REMARK_MAX })}
      </Text>
    </Stack>
  );
}
