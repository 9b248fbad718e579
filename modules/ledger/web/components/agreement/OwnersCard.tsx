import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDate, formatPaise, todayInIndia } from '@portal/core';
import {
  actionMark,
  call,
  DataTable,
  DateField,
  errorMessage,
  notify,
  useCall,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { centreTransfers, transferCentre } from '../../../shared/agreements.ts';
import { ledgerMessages } from '../../messages/index.ts';

/** Head office: the centre's owners in turn with each one's dues, and a transfer to a new owner. */
export function OwnersCard({ franchiseeId }: { franchiseeId: number }) {
  const t = useMessages(ledgerMessages);
  const owners = useCall(centreTransfers, { params: { franchiseeId } });
  const [form, setForm] = useState({ transferDate: `${todayInIndia().slice(0, 7)}-01`, ownerName: '', legalName: '' });
  const [contact, setContact] = useState({ gstin: '', email: '', mobile: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  type Row = NonNullable<typeof owners.data>['rows'][number];
  const columns: DataColumn<Row>[] = [
    { id: 'transferDate', header: t('agreement.transferDate'), primary: true, cell: (r) => formatDate(r.transferDate) },
    {
      id: 'owners',
      header: t('agreement.owners'),
      cell: (r) => t('agreement.ownerLine', { from: r.from.legalName, to: r.to.legalName }),
    },
    { id: 'before', header: t('agreement.duesBefore'), align: 'right', cell: (r) => formatPaise(r.duesBeforePaise) },
    { id: 'since', header: t('agreement.duesSince'), align: 'right', cell: (r) => formatPaise(r.duesSincePaise) },
  ];
  async function save() {
    setProblem(null);
    setBusy(true);
    try {
      await call(transferCentre, {
        params: { franchiseeId },
        body: { ...form, email: contact.email, mobile: contact.mobile, gstin: contact.gstin || null },
      });
      notify({ color: 'green', message: t('agreement.transferred') });
      await owners.refetch();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card withBorder radius="md" data-testid="centre-owners">
      <Title order={4} mb="sm">
        {t('agreement.owners')}
      </Title>
      <DataTable
        data={owners.data?.rows}
        error={owners.error}
        onRetry={() => owners.refetch()}
        columns={columns}
        rowId={(r) => String(r.id)}
        empty={t('agreement.noTransfers')}
        testId="centre-transfers"
      />
      <Title order={5} mt="md">
        {t('agreement.transfer')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('agreement.transferHint')}
      </Text>
      <Stack gap="sm" maw={560}>
        {problem && <Alert color="red">{problem}</Alert>}
        <DateField
          label={t('agreement.transferDate')}
          value={form.transferDate}
          onChange={(v) => setForm({ ...form, transferDate: v })}
        />
        <TextInput
          label={t('agreement.ownerName')}
          value={form.ownerName}
          onChange={(e) => setForm({ ...form, ownerName: e.currentTarget.value })}
        />
        <TextInput
          label={t('agreement.legalName')}
          value={form.legalName}
          onChange={(e) => setForm({ ...form, legalName: e.currentTarget.value })}
        />
        <TextInput
          label={t('agreement.gstin')}
          value={contact.gstin}
          onChange={(e) => setContact({ ...contact, gstin: e.currentTarget.value.toUpperCase() })}
        />
        <TextInput
          label={t('agreement.email')}
          value={contact.email}
          onChange={(e) => setContact({ ...contact, email: e.currentTarget.value })}
        />
        <TextInput
          label={t('agreement.mobile')}
          value={contact.mobile}
          onChange={(e) => setContact({ ...contact, mobile: e.currentTarget.value })}
        />
        <Group>
          <Button loading={busy} onClick={() => void save()} {...actionMark(transferCentre)}>
            {t('agreement.transferSave')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
