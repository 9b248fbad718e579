import { formatDate, type EndpointAnswer } from '@portal/core';
import { DataTable, EmptyState, PageHeader, useCall, type DataColumn } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

type Centre = EndpointAnswer<typeof C.myCentres>['rows'][number];

const columns: DataColumn<Centre>[] = [
  { id: 'centre', header: 'Centre', sort: true, primary: true },
  { id: 'category', header: 'Category', sort: true },
  { id: 'visitsPerCycle', header: 'Visits per cycle', align: 'right' },
  { id: 'lastVisit', header: 'Last visit', sort: true, cell: (r) => (r.lastVisit ? formatDate(r.lastVisit) : '—') },
  { id: 'nextVisit', header: 'Next visit', sort: true, cell: (r) => (r.nextVisit ? formatDate(r.nextVisit) : '—') },
];

/** amsv1/myCenters: the centres allocated to the signed-in academic manager, with their last and next visit. */
export default function MyCentresScreen() {
  const mine = useCall(C.myCentres);
  return (
    <>
      <PageHeader title="My centres" />
      {mine.data && !mine.data.manager ? (
        <EmptyState title="You are not an academic manager" message="Ask head office to add you as one." />
      ) : (
        <DataTable
          data={mine.data?.rows}
          error={mine.error}
          onRetry={() => mine.refetch()}
          columns={columns}
          rowId={(r) => String(r.franchiseeId)}
          empty="No centres allocated yet"
          testId="my-centres"
          minWidth={560}
        />
      )}
    </>
  );
}
