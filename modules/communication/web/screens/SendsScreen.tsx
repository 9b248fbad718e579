import { Anchor, Button, Card, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { formatDateTime, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, StatusBadge, useAccess, useCall, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { COMM_MODULES as M, type TemplateType } from '../../shared/constants.ts';

type Delivery = EndpointAnswer<typeof C.sendDetails>['deliveries'][number];
type Send = EndpointAnswer<typeof C.sendList>['rows'][number];

const deliveryColumns: DataColumn<Delivery>[] = [
  { id: 'name', header: 'Recipient', sort: true, primary: true },
  { id: 'address', header: 'Address', sort: true },
  { id: 'status', header: 'Status', sort: true, nowrap: true, cell: (r) => <StatusBadge status={r.status} /> },
  { id: 'attempts', header: 'Attempts', align: 'right' },
  { id: 'sentAt', header: 'Sent', sort: true, cell: (r) => (r.sentAt ? formatDateTime(r.sentAt) : '') },
  { id: 'error', header: 'Note', cell: (r) => r.error ?? '' },
];

function Deliveries({ id }: { id: number }) {
  const details = useCall(C.sendDetails, { params: { id } });
  if (details.error) return <LoadError error={details.error} onRetry={() => details.refetch()} />;
  const d = details.data;
  if (!d) return null;
  return (
    <Card withBorder radius="md" mt="md" data-testid="send-details">
      <Title order={2} size="h4">
        {d.audienceLabel}
      </Title>
      <Text size="sm" c="gray.7" mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {d.subject ? `${d.subject} — ` : ''}
        {d.body}
      </Text>
      <DataTable
        card={false}
        data={d.deliveries}
        columns={deliveryColumns}
        rowId={(r) => String(r.id)}
        paging={{ pageSize: 50 }}
        empty="No recipients"
        minWidth={640}
      />
    </Card>
  );
}

/** communications/sms and communications/email: the sends of the chosen centre and each recipient's status. */
export default function SendsScreen({ channel }: { channel: TemplateType }) {
  const access = useAccess();
  const [open, setOpen] = useState<number | null>(null);
  const sends = useCall(C.sendList, { query: { channel, franchiseeID: access.franchiseeId ?? undefined } });
  const noun = channel === 'SMS' ? 'SMS' : 'email';
  if (sends.error) return <LoadError error={sends.error} onRetry={() => sends.refetch()} />;
  const columns: DataColumn<Send>[] = [
    {
      id: 'audienceLabel',
      header: 'Audience',
      primary: true,
      cell: (s) => (
        <>
          <Anchor component="button" type="button" onClick={() => setOpen(s.id)}>
            {s.audienceLabel}
          </Anchor>
          {s.subject && <Text size="xs">{s.subject}</Text>}
        </>
      ),
    },
    { id: 'scheduledAt', header: 'When', sort: true, cell: (s) => formatDateTime(s.scheduledAt) },
    { id: 'status', header: 'Status', sort: true, nowrap: true, cell: (s) => <StatusBadge status={s.status} /> },
    { id: 'recipients', header: 'Recipients', align: 'right' },
    { id: 'sent', header: 'Sent', align: 'right' },
    { id: 'failed', header: 'Failed', align: 'right' },
  ];
  return (
    <>
      <PageHeader
        title={channel === 'SMS' ? 'SMS' : 'Email'}
        actions={
          access.canWrite(M.MESSAGES) ? (
            <Button
              component={Link}
              to={channel === 'SMS' ? '/communications/sms/send' : '/communications/email/send'}
              leftSection={<IconSend size={16} />}
            >
              {channel === 'SMS' ? 'Send an SMS' : 'Send an email'}
            </Button>
          ) : undefined
        }
      />
      <DataTable
        data={sends.data?.rows}
        columns={columns}
        rowId={(s) => String(s.id)}
        empty={{ title: `No ${noun} sent yet`, message: `Each ${noun} you send shows here with its delivery.` }}
        striped
        minWidth={720}
      />
      {open !== null && <Deliveries id={open} />}
    </>
  );
}
