import { Anchor, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { enumLabel, formatDate, formatTime, isOneOf } from '@portal/core';
import { DataTable, PageHeader, StatusBadge, useCall, type DataColumn } from '@portal/ui';
import { VENDOR_LOG_TYPES } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';

type Row = C.VendorLogRow;

const columns: DataColumn<Row>[] = [
  {
    id: 'at',
    header: 'When',
    nowrap: true,
    cell: (r) => `${formatDate(r.at?.slice(0, 10))} ${formatTime(r.at?.slice(11, 16))}`,
  },
  { id: 'logType', header: 'Concerning', nowrap: true, cell: (r) => enumLabel(r.logType ?? '') },
  { id: 'action', header: 'What happened', nowrap: true, cell: (r) => <StatusBadge status={r.action ?? ''} /> },
  { id: 'summary', header: 'Details', primary: true },
  { id: 'byName', header: 'By', cell: (r) => r.byName ?? '—' },
];

/**
 * vendors/{logID}/logs: what happened to an escort vendor, its documents, escorts and the vehicles they ride,
 * newest first; `?logType=` and `?dataID=` narrow it to one kind or one record. Read-only.
 */
export default function VendorLogScreen() {
  const { logID } = useParams();
  const [search, setSearch] = useSearchParams();
  const logType = search.get('logType');
  const dataID = search.get('dataID') ?? '';
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const vendor = Number(logID);
  const query = {
    logType: isOneOf(VENDOR_LOG_TYPES, logType) ? logType : undefined,
    dataID: /^\d+$/.test(dataID) ? Number(dataID) : undefined,
  };
  const list = useCall(
    C.vendorLogs,
    { params: { logID: vendor }, query: { ...query, page, pageSize } },
    {
      enabled: Number.isInteger(vendor) && vendor > 0,
    },
  );
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
    setPage(1);
  };
  const name = list.data?.vendor.name;
  return (
    <Stack>
      <PageHeader
        title={name ? `${name}: log` : 'Vendor log'}
        subtitle="The vendor, its documents, escorts and the vehicles they ride, newest first"
        actions={
          <Anchor component={Link} to="/transport/vendors">
            Escort vendors
          </Anchor>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Concerning"
          clearable
          data={VENDOR_LOG_TYPES.map((v) => ({ value: v, label: enumLabel(v) }))}
          value={query.logType ?? null}
          onChange={(v) => setParam('logType', v)}
          w={170}
          data-testid="vendor-log-type"
        />
        <TextInput
          label="Record number"
          inputMode="numeric"
          value={dataID}
          error={dataID && query.dataID === undefined ? 'A record number is a whole number' : undefined}
          onChange={(e) => setParam('dataID', e.currentTarget.value.trim())}
          w={150}
          data-testid="vendor-log-data"
        />
      </Group>
      <DataTable
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={columns}
        rowId={(r) => String(r.id)}
        paging={{
          page,
          pageSize,
          total: list.data?.count ?? 0,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
        exportTo={{
          path: `${C.ESCORT_LISTS.vendorLogs.path}/export`,
          query: { vendorID: vendor, ...query },
          fileName: 'vendor-log',
        }}
        empty="Nothing logged for this choice"
        testId="vendor-log"
        striped
        minWidth={720}
      />
    </Stack>
  );
}
