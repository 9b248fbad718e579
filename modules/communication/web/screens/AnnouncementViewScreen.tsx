import { Card, Title } from '@mantine/core';
import { formatDateTime, type EndpointAnswer } from '@portal/core';
import {
  DataTable,
  PageHeader,
  parseId,
  ResourceView,
  useCall,
  type DataColumn,
  type ResourceScreenProps,
} from '@portal/ui';
import { fillPath } from '@portal/ui/routing';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { announcementShape } from '../../shared/resources.ts';

type Receipt = EndpointAnswer<typeof C.announcementReceipts>['rows'][number];

const receiptColumns: DataColumn<Receipt>[] = [
  { id: 'name', header: 'Name', sort: true, primary: true },
  { id: 'email', header: 'Email', sort: true },
  { id: 'readAt', header: 'Read', sort: true, cell: (r) => formatDateTime(r.readAt) },
];

function Receipts({ id }: { id: number }) {
  const receipts = useCall(C.announcementReceipts, { params: { id } });
  return (
    <Card withBorder radius="md" mt="md">
      <Title order={2} size="h4" mb="xs">
        Read by {receipts.data?.read ?? 0}
      </Title>
      <DataTable
        card={false}
        data={receipts.data?.rows}
        error={receipts.error}
        onRetry={() => receipts.refetch()}
        columns={receiptColumns}
        rowId={(r) => r.email}
        empty="Nobody has read it yet."
      />
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
          resource={announcementShape}
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
