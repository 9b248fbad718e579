import { Stack, Table, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, EmptyState, errorMessage, LoadError, notify, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { REMARK_MAX } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { NameWithAllergy, useAllergies } from '../components/AllergyBadges.tsx';
import { ClassTermPicker, type ClassTerm } from '../components/ClassTermPicker.tsx';

/** grade-book/skills/class-teacher-remark: a remark per child for the term, saved when the field is left. */
export default function RemarksScreen() {
  const [pick, setPick] = useState<ClassTerm>({ classId: '', termId: '' });
  const remarks = useQuery({
    queryKey: ['academics', 'remarks', pick.classId, pick.termId],
    queryFn: () => call(C.classRemarks, { query: { classId: Number(pick.classId), termId: Number(pick.termId) } }),
    enabled: pick.classId !== '' && pick.termId !== '',
    refetchOnWindowFocus: false,
  });
  const allergies = useAllergies((remarks.data?.rows ?? []).map((r) => r.studentAdmissionId));
  return (
    <>
      <PageHeader title="Class-teacher remarks" />
      <ClassTermPicker value={pick} onChange={setPick} />
      {remarks.error && <LoadError error={remarks.error} onRetry={() => remarks.refetch()} />}
      {!pick.termId && <EmptyState title="Choose a class and a term" />}
      {remarks.data && remarks.data.rows.length === 0 && <EmptyState title="No children in this class this year" />}
      {remarks.data && remarks.data.rows.length > 0 && (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Child</Table.Th>
              <Table.Th>Remark</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {remarks.data.rows.map((row) => (
              <RemarkRow
                key={row.studentAdmissionId}
                row={row}
                termId={Number(pick.termId)}
                allergies={allergies.get(row.studentAdmissionId)}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

function RemarkRow({
  row,
  termId,
  allergies,
}: {
  row: { studentAdmissionId: number; name: string; remark: string };
  termId: number;
  allergies?: string[];
}) {
  const [text, setText] = useState(row.remark);
  const [saved, setSaved] = useState(row.remark);
  async function save() {
    if (text === saved) return;
    try {
      await call(C.saveRemark, { body: { studentAdmissionId: row.studentAdmissionId, termId, remark: text } });
      setSaved(text);
      notify({ color: 'green', message: `Remark on ${row.name} saved` });
    } catch (err) {
      notify({ color: 'red', title: 'Not saved', message: errorMessage(err) });
    }
  }
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
        <NameWithAllergy name={row.name} allergies={allergies} />
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Textarea
            aria-label={`Remark on ${row.name}`}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onBlur={save}
            autosize
            minRows={2}
            maxLength={REMARK_MAX}
          />
          <Text size="xs" c="gray.7">
            {text.length} / {REMARK_MAX}
            {text !== saved ? ' · not saved yet' : ''}
          </Text>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
