import { Anchor, Card, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { api, EmptyState, LoadError, PageHeader, StatusBadge } from '@portal/ui';
import { Link, useParams } from 'react-router';

interface WeekRow {
  id: number;
  weekNo: number;
  title: string;
  classId: number;
  folderId: number;
  startsOn: string;
  status: string;
  version: number;
  _labels?: Record<string, string>;
}

/** learning-cms/day-glance (and day-glance/{themeID}): every week at a glance, or a theme's. */
export default function WeekListScreen() {
  const themeId = useParams().themeID;
  const q = useQuery({
    queryKey: ['learning', 'weeks', themeId],
    queryFn: () =>
      api<{ rows: WeekRow[] }>('/api/curriculum-weeks', {
        query: {
          pageSize: 100,
          fields: 'weekNo,title,classId,folderId,startsOn,status,version,themeId',
          ...(themeId ? { themeId } : {}),
        },
      }),
  });
  if (q.error) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <>
      <PageHeader
        title="Weeks at a glance"
        crumbs={[{ label: 'Curriculum CMS', to: '/learning-cms/curriculum-cms' }, { label: 'Weeks' }]}
      />
      {q.data?.rows.length === 0 ? (
        <EmptyState title="No weeks yet" />
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Week</Table.Th>
                  <Table.Th>Starts on</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Version</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data?.rows.map((w) => (
                  <Table.Tr key={w.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/learning-cms/curriculum-cms/${w.folderId}/${w.id}`} size="sm">
                        {w.weekNo}. {w.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatDate(w.startsOn)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={w.status} />
                    </Table.Td>
                    <Table.Td>{w.version}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </>
  );
}
