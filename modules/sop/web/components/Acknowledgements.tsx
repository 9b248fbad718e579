import { Badge, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDateTime, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, useCall, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';

type Answer = EndpointAnswer<typeof C.acknowledgements>;

const pendingColumns: DataColumn<Answer['pending'][number]>[] = [
  { id: 'name', header: 'Name', sort: true, primary: true },
  { id: 'email', header: 'Email', sort: true },
  { id: 'centre', header: 'Centre', sort: true },
];

const acknowledgedColumns: DataColumn<Answer['acknowledged'][number]>[] = [
  { id: 'name', header: 'Name', sort: true, primary: true },
  { id: 'centre', header: 'Centre', sort: true, cell: (r) => r.centre ?? 'Head office' },
  { id: 'acknowledgedAt', header: 'Read and understood on', sort: true, cell: (r) => formatDateTime(r.acknowledgedAt) },
];

/** Who at the centres the user sees has acknowledged the document's current version, and who has not. */
export function Acknowledgements({ documentId }: { documentId: number }) {
  const [search, setSearch] = useState('');
  const list = useCall(C.acknowledgements, { params: { id: documentId }, query: {} });
  if (list.error) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  if (!list.data) return <Skeleton h={120} radius="md" />;
  const term = search.trim().toLowerCase();
  const match = (r: { name: string; email: string; centre: string | null }) =>
    !term || `${r.name} ${r.email} ${r.centre ?? ''}`.toLowerCase().includes(term);
  const pending = list.data.pending.filter(match);
  const acknowledged = list.data.acknowledged.filter(match);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Acknowledgements of version {list.data.version}
        </Title>
        <TextInput
          aria-label="Search people"
          placeholder="Search people or centres"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={240}
        />
      </Group>
      <Card withBorder radius="md" p={0}>
        <Group p="sm" gap="xs">
          <Text fw={600}>Has not acknowledged</Text>
          <Badge color={pending.length ? 'orange' : 'green'} variant="light">
            {pending.length}
          </Badge>
        </Group>
        {pending.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" pb="sm">
            Everyone asked has acknowledged this version.
          </Text>
        ) : (
          <DataTable
            card={false}
            data={pending}
            columns={pendingColumns}
            rowId={(r) => String(r.userId)}
            testId="sop-pending"
            minWidth={480}
          />
        )}
      </Card>
      <Card withBorder radius="md" p={0}>
        <Group p="sm" gap="xs">
          <Text fw={600}>Acknowledged</Text>
          <Badge variant="light">{acknowledged.length}</Badge>
        </Group>
        <DataTable
          card={false}
          data={acknowledged}
          columns={acknowledgedColumns}
          rowId={(r) => String(r.userId)}
          empty="Nobody has acknowledged this version yet"
          testId="sop-acknowledged-list"
          minWidth={480}
        />
      </Card>
    </Stack>
  );
}
