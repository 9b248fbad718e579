import { Card, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { call, PageHeader, parseId, ResourceView, type ResourceScreenProps } from '@portal/ui';
import { fillPath } from '@portal/ui/routing';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

function Receipts({ id }: { id: number }) {
  const receipts = useQuery({
    queryKey: ['announcements', 'receipts', id],
    queryFn: () => call(C.announcementReceipts, { params: { id } }),
  });
  return (
    <Card withBorder radius="md" mt="md">
      <Title order={2} size="h4" mb="xs">
        Read by {receipts.data?.read ?? 0}
      </Title>
      {receipts.data && receipts.data.rows.length === 0 ? (
        <Text size="sm" c="gray.7">
          Nobody has read it yet.
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Read</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipts.data?.rows.map((r) => (
              <Table.Tr key={r.email}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.email}</Table.Td>
                <Table.Td>{formatDateTime(r.readAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** view-announcement/{announcementID}: the announcement and who has read it. */
export default function AnnouncementViewScreen({ links }: ResourceScreenProps) {
  const id = parseId(useParams().announcementID);
  const listPath = links.list ? fillPath(links.list, 1) : undefined;
  return (
    <>
      <PageHeader title="Announcement" crumbs={[{ label: 'Announcements', to: listPath }, { label: 'Details' }]} />
      {id && (
        <ResourceView
          resource="announcements"
          id={id}
          editPath={links.edit ? fillPath(links.edit, id) : undefined}
          listPath={listPath}
        >
          {() => <Receipts id={id} />}
        </ResourceView>
      )}
    </>
  );
}
