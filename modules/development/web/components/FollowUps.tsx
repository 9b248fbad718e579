import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { DataTable, DateField, errorMessage, notify, resources, type DataColumn, type Row } from '@portal/ui';
import { useState } from 'react';

const columns: DataColumn<Row>[] = [
  { id: 'followUpDate', header: 'Date', nowrap: true, primary: true, cell: (f) => formatDate(String(f.followUpDate)) },
  { id: 'remark', header: 'Remark' },
];

/** A prospect's follow-ups, and a new one: the date and what to talk about. */
export function FollowUps({ prospectId, onDone }: { prospectId: number; onDone(): void }) {
  const list = useQuery({
    queryKey: ['list', 'dev-follow-ups', { prospectId }],
    queryFn: () => resources.list('dev-follow-ups', { prospectId, pageSize: 50 }),
  });
  const [date, setDate] = useState('');
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);

  async function add() {
    setSaving(true);
    try {
      await resources.create('dev-follow-ups', { prospectId, followUpDate: date || undefined, remark });
      notify({ color: 'green', message: 'Follow-up saved' });
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
        <DateField label="Follow-up date" value={date} onChange={setDate} w={170} />
        <TextInput
          label="Remark"
          value={remark}
          onChange={(e) => setRemark(e.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <Button loading={saving} onClick={() => void add()}>
          Add follow-up
        </Button>
      </Group>
      <DataTable
        data={list.data?.rows}
        columns={columns}
        rowId={(f) => String(f.id)}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty="No follow-ups yet"
        testId="follow-ups"
      />
    </Stack>
  );
}
