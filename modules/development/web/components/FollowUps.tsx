import { Button, Group, Stack, TextInput } from '@mantine/core';
import { formatDate, type RecordOf } from '@portal/core';
import {
  DataTable,
  DateField,
  errorMessage,
  notify,
  resources,
  useMessages,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { developmentMessages, type DevelopmentWords } from '../messages/index.ts';
import { followUpShape } from '../../shared/resources.ts';

const columnsOf = (t: DevelopmentWords): DataColumn<RecordOf<typeof followUpShape>>[] => [
  {
    id: 'followUpDate',
    header: t('followUps.date'),
    nowrap: true,
    primary: true,
    cell: (f) => formatDate(f.followUpDate),
  },
  { id: 'remark', header: t('followUps.remark') },
];

/** A prospect's follow-ups, and a new one: the date and what to talk about. */
export function FollowUps({ prospectId, onDone }: { prospectId: number; onDone(): void }) {
  const t = useMessages(developmentMessages);
  const list = useResourceRows(followUpShape, { prospectId, pageSize: 50 });
  const [date, setDate] = useState('');
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);

  async function add() {
    setSaving(true);
    try {
      await resources.create(followUpShape, { prospectId, followUpDate: date || undefined, remark });
      notify({ color: 'green', message: t('followUps.saved') });
      setRemark('');
      await list.refetch();
      onDone();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <DateField label={t('followUps.followUpDate')} value={date} onChange={setDate} w={170} />
        <TextInput
          label={t('followUps.remark')}
          value={remark}
          onChange={(e) => setRemark(e.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <Button loading={saving} onClick={() => void add()}>
          {t('followUps.add')}
        </Button>
      </Group>
      <DataTable
        data={list.data?.rows}
        columns={columnsOf(t)}
        rowId={(f) => String(f.id)}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('followUps.empty')}
        testId="follow-ups"
      />
    </Stack>
  );
}
