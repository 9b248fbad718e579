import { Button, Card, Table, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { enumLabel, formatDateTime } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader } from '@portal/ui';
import { Link } from 'react-router';
import * as V from '../../shared/media.ts';
import { ClassStatus } from '../components/ClassStatus.tsx';

/** online-class/my-classes (and my-classes/list): the classes the signed-in teacher or parent was invited to. */
export default function MyClassesScreen() {
  const mine = useQuery({
    queryKey: ['online-class', 'mine'],
    queryFn: () => call(V.myClasses),
    refetchInterval: 60_000,
  });
  if (mine.error) return <LoadError error={mine.error} onRetry={() => void mine.refetch()} />;
  const now = Date.now();
  return (
    <>
      <PageHeader title="My online classes" subtitle="Each link opens 10 minutes before the class starts" />
      {mine.data?.rows.length === 0 ? (
        <EmptyState title="No online classes for you yet" />
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th>Starts</Table.Th>
                  <Table.Th>Ends</Table.Th>
                  <Table.Th>As</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Join</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mine.data?.rows.map((r) => {
                  const open = Date.parse(r.opensAt) <= now && now < Date.parse(r.endsAt);
                  const over = now >= Date.parse(r.endsAt);
                  const cancelled = r.status === 'CANCELLED';
                  return (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {r.title}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {r.className} {r.section} · {r.centre}
                      </Table.Td>
                      <Table.Td>{formatDateTime(r.startsAt)}</Table.Td>
                      <Table.Td>{formatDateTime(r.endsAt)}</Table.Td>
                      <Table.Td>{enumLabel(r.role)}</Table.Td>
                      <Table.Td>
                        <ClassStatus status={r.status} reason={r.cancelReason} />
                      </Table.Td>
                      <Table.Td>
                        {cancelled ? (
                          <Text size="xs" c="gray.7">
                            No class
                          </Text>
                        ) : open ? (
                          <Button
                            size="xs"
                            component={Link}
                            to={`/online-class/join/${encodeURIComponent(r.referenceID)}`}
                            leftSection={<IconVideo size={14} />}
                          >
                            Join
                          </Button>
                        ) : (
                          <Text size="xs" c="gray.7">
                            {over ? 'Over' : `Opens ${formatDateTime(r.opensAt)}`}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </>
  );
}
