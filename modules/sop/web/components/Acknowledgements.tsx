import { Badge, Card, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { call, EmptyState, LoadError } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';

/** Who at the centres the user sees has acknowledged the document's current version, and who has not. */
export function Acknowledgements({ documentId }: { documentId: number }) {
  const [search, setSearch] = useState('');
  const list = useQuery({
    queryKey: ['sop', 'acknowledgements', documentId],
    queryFn: () => call(C.acknowledgements, { params: { id: documentId }, query: {} }),
  });
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
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" data-testid="sop-pending">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Centre</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pending.map((r) => (
                  <Table.Tr key={r.userId}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.email}</Table.Td>
                    <Table.Td>{r.centre}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Card withBorder radius="md" p={0}>
        <Group p="sm" gap="xs">
          <Text fw={600}>Acknowledged</Text>
          <Badge variant="light">{acknowledged.length}</Badge>
        </Group>
        {acknowledged.length === 0 ? (
          <EmptyState title="Nobody has acknowledged this version yet" />
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" data-testid="sop-acknowledged-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Centre</Table.Th>
                  <Table.Th>Read and understood on</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {acknowledged.map((r) => (
                  <Table.Tr key={r.userId}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.centre ?? 'Head office'}</Table.Td>
                    <Table.Td>{formatDateTime(r.acknowledgedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
