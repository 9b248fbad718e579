import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, LoadError, PageHeader, ResourceList, StatusBadge, type ResourceScreenProps } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { CCTV_DOC_TYPE_LABELS, type CctvDocType } from '../../shared/constants.ts';

/** cctvDocUpload: what is expired or expiring first, then every CCTV document of the centres the user sees. */
export default function CctvScreen({ links }: ResourceScreenProps) {
  const expiring = useQuery({ queryKey: ['cctv', 'expiring'], queryFn: () => call(C.cctvExpiring) });
  return (
    <>
      <PageHeader title="CCTV documents" />
      <Stack>
        {expiring.error ? (
          <LoadError error={expiring.error} onRetry={() => expiring.refetch()} />
        ) : expiring.data && expiring.data.rows.length > 0 ? (
          <Card withBorder radius="md" p={0}>
            <Title order={2} size="h5" p="sm">
              Expired or expiring within 30 days
            </Title>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="xs" data-testid="cctv-expiring">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Centre</Table.Th>
                    <Table.Th>Document</Table.Th>
                    <Table.Th>Valid until</Table.Th>
                    <Table.Th>State</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {expiring.data.rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{r.centre}</Table.Td>
                      <Table.Td>
                        {r.title}
                        <Text size="xs" c="dimmed">
                          {CCTV_DOC_TYPE_LABELS[r.docType as CctvDocType] ?? r.docType}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {formatDate(r.validTo)}
                        <Text size="xs" c="dimmed">
                          {r.daysLeft < 0
                            ? `${-r.daysLeft} days ago`
                            : r.daysLeft === 0
                              ? 'today'
                              : `in ${r.daysLeft} days`}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={r.state} label={r.state === 'EXPIRED' ? 'Expired' : 'Expiring'} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        ) : null}
        <ResourceList
          resource="cctv-documents"
          createPath={links.create}
          rowPath={(row) => (links.edit ?? '').replace(':cctvDocId', String(row.id))}
        />
      </Stack>
    </>
  );
}
