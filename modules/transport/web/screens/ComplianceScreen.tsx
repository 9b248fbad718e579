import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatDate, type EndpointAnswer, isKeyOf } from '@portal/core';
import { DataTable, PageHeader, StatusBadge, useCall, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { PAPER_LABELS } from '../../shared/constants.ts';

const RECORD_OF: Record<string, string> = {
  INSURANCE: 'vehicle-insurance-details',
  FITNESS: 'vehicle-fitness-details',
  POLLUTION: 'vehicle-pollution-details',
  ROAD_TAX: 'vehicle-roadtax-details',
  LICENCE: 'vehicle-staff-details',
};

const paperLabel = (p: string) => {
  const label = isKeyOf(PAPER_LABELS, p) ? PAPER_LABELS[p] : p;
  return label.charAt(0).toUpperCase() + label.slice(1);
};

type Paper = EndpointAnswer<typeof C.compliance>['rows'][number];

const columns: DataColumn<Paper>[] = [
  { id: 'subject', header: 'Vehicle or driver', primary: true, sort: true },
  { id: 'paper', header: 'Paper', sort: true, cell: (r) => paperLabel(r.paper) },
  { id: 'centre', header: 'Centre', sort: true },
  {
    id: 'expiryDate',
    header: 'Expires on',
    sort: true,
    cell: (r) => (
      <>
        {r.expiryDate ? formatDate(r.expiryDate) : '—'}
        {r.daysLeft !== null && r.daysLeft >= 0 && (
          <Text span size="xs" c="gray.7">
            {' '}
            (in {r.daysLeft} day{r.daysLeft === 1 ? '' : 's'})
          </Text>
        )}
      </>
    ),
  },
  { id: 'state', header: 'State', cell: (r) => <StatusBadge status={r.state} /> },
];

/** Papers expired, missing or expiring within 30 days, per vehicle and driver (a centre's, or the network's). */
export default function ComplianceScreen() {
  const [days, setDays] = useState('30');
  const q = useCall(C.compliance, { query: { days: Number(days) } });
  return (
    <Stack>
      <PageHeader
        title="Vehicle papers"
        subtitle={
          'An expired insurance, fitness or pollution certificate, or an expired driving licence, ' +
          'keeps the vehicle or driver off every route until renewed.'
        }
        actions={
          <SegmentedControl
            aria-label="Look ahead"
            value={days}
            onChange={setDays}
            data={[
              { value: '7', label: '7 days' },
              { value: '30', label: '30 days' },
              { value: '90', label: '90 days' },
            ]}
          />
        }
      />
      <DataTable
        data={q.data?.rows}
        error={q.error}
        onRetry={() => q.refetch()}
        columns={columns}
        rowId={(r) => `${r.subject}-${r.paper}-${r.vehicleId}-${r.staffId}`}
        rowActions={(r) => (
          <Anchor
            component={Link}
            size="sm"
            to={
              r.paper === 'LICENCE'
                ? `/transport/vehicle-staff-details/edit/${r.staffId}`
                : `/transport/${RECORD_OF[r.paper]}/add`
            }
          >
            Renew
          </Anchor>
        )}
        rowActionsLabel="Renew"
        empty="Every paper is valid beyond the window"
        testId="compliance-table"
        striped
        minWidth={720}
      />
    </Stack>
  );
}
