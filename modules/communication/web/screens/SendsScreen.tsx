import { Anchor, Button, Card, ScrollArea, Table, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, StatusBadge, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { COMM_MODULES as M, type TemplateType } from '../../shared/constants.ts';

function Deliveries({ id }: { id: number }) {
  const details = useQuery({
    queryKey: ['communication', 'send', id],
    queryFn: () => call(C.sendDetails, { params: { id } }),
  });
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
      <ScrollArea>
        <Table miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Recipient</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.deliveries.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.address}</Table.Td>
                <Table.Td>
                  <StatusBadge status={r.status} />
                </Table.Td>
                <Table.Td>{r.attempts}</Table.Td>
                <Table.Td>{r.sentAt ? formatDateTime(r.sentAt) : ''}</Table.Td>
                <Table.Td>{r.error ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  );
}

/** communications/sms and communications/email: the sends of the chosen centre and each recipient's status. */
export default function SendsScreen({ channel }: { channel: TemplateType }) {
  const access = useAccess();
  const [open, setOpen] = useState<number | null>(null);
  const sends = useQuery({
    queryKey: ['communication', 'sends', channel, access.franchiseeId],
    queryFn: () => call(C.sendList, { query: { channel, franchiseeID: access.franchiseeId ?? undefined } }),
  });
  const noun = channel === 'SMS' ? 'SMS' : 'email';
  if (sends.error) return <LoadError error={sends.error} onRetry={() => sends.refetch()} />;
  const rows = sends.data?.rows ?? [];
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
      {sends.data && rows.length === 0 ? (
        <EmptyState title={`No ${noun} sent yet`} message={`Each ${noun} you send shows here with its delivery.`} />
      ) : (
        <Card withBorder radius="md" p={0}>
          <ScrollArea>
            <Table miw={720} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Audience</Table.Th>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Recipients</Table.Th>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>Failed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Anchor component="button" type="button" onClick={() => setOpen(s.id)}>
                        {s.audienceLabel}
                      </Anchor>
                      {s.subject && <Text size="xs">{s.subject}</Text>}
                    </Table.Td>
                    <Table.Td>{formatDateTime(s.scheduledAt)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={s.status} />
                    </Table.Td>
                    <Table.Td>{s.recipients}</Table.Td>
                    <Table.Td>{s.sent}</Table.Td>
                    <Table.Td>{s.failed}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Card>
      )}
      {open !== null && <Deliveries id={open} />}
    </>
  );
}
