import { Card, Stack, Text, Title } from '@mantine/core';
import { formatDate, type EndpointAnswer, isKeyOf } from '@portal/core';
import {
  DataTable,
  LoadError,
  PageHeader,
  ResourceList,
  StatusBadge,
  useCall,
  type DataColumn,
  type ResourceScreenProps,
} from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { CCTV_DOC_TYPE_LABELS } from '../../shared/constants.ts';
import { cctvDocumentShape } from '../../shared/resources.ts';

type Expiring = EndpointAnswer<typeof C.cctvExpiring>['rows'][number];

const when = (daysLeft: number) =>
  daysLeft < 0 ? `${-daysLeft} days ago` : daysLeft === 0 ? 'today' : `in ${daysLeft} days`;

const columns: DataColumn<Expiring>[] = [
  { id: 'centre', header: 'Centre', sort: true },
  {
    id: 'title',
    header: 'Document',
    primary: true,
    cell: (r) => (
      <>
        {r.title}
        <Text size="xs" c="dimmed">
          {isKeyOf(CCTV_DOC_TYPE_LABELS, r.docType) ? CCTV_DOC_TYPE_LABELS[r.docType] : r.docType}
        </Text>
      </>
    ),
  },
  {
    id: 'validTo',
    header: 'Valid until',
    sort: true,
    cell: (r) => (
      <>
        {formatDate(r.validTo)}
        <Text size="xs" c="dimmed">
          {when(r.daysLeft)}
        </Text>
      </>
    ),
  },
  {
    id: 'state',
    header: 'State',
    nowrap: true,
    cell: (r) => <StatusBadge status={r.state} label={r.state === 'EXPIRED' ? 'Expired' : 'Expiring'} />,
  },
];

/** cctvDocUpload: what is expired or expiring first, then every CCTV document of the centres the user sees. */
export default function CctvScreen({ links }: ResourceScreenProps) {
  const expiring = useCall(C.cctvExpiring);
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
            <DataTable
              card={false}
              data={expiring.data.rows}
              columns={columns}
              rowId={(r) => String(r.id)}
              testId="cctv-expiring"
              minWidth={560}
            />
          </Card>
        ) : null}
        <ResourceList
          resource={cctvDocumentShape}
          createPath={links.create}
          rowPath={(row) => (links.edit ?? '').replace(':cctvDocId', String(row.id))}
        />
      </Stack>
    </>
  );
}
