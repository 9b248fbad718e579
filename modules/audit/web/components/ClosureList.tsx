import { Anchor, Card, Group, SegmentedControl, Text } from '@mantine/core';
import { formatDate, type ListRef } from '@portal/core';
import { DataTable, useListRows, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { NonComplianceRow } from '../../shared/contracts.ts';
import { StatusBadge } from './bits.tsx';

type Show = 'open' | 'overdue' | 'all';

function closureColumns(viewPath: string, withCentre: boolean): DataColumn<NonComplianceRow>[] {
  const columns: DataColumn<NonComplianceRow>[] = [
    {
      id: 'parameterText',
      header: 'Item',
      primary: true,
      cell: (r) => (
        <>
          <Anchor component={Link} to={`${viewPath}/${r.auditId}`} size="sm">
            {r.parameterText}
          </Anchor>
          <Text size="xs" c="dimmed">
            {r.categoryName} · {r.subCategoryName}
          </Text>
        </>
      ),
    },
    { id: 'centre', header: 'Centre', sort: true },
    { id: 'auditDate', header: 'Audit', sort: true, cell: (r) => formatDate(r.auditDate) },
    { id: 'owner', header: 'Owner', sort: true, cell: (r) => r.owner ?? '—' },
    {
      id: 'dueDate',
      header: 'Due',
      sort: true,
      cell: (r) => (
        <Text size="sm" c={r.overdue ? 'red.9' : undefined} fw={r.overdue ? 600 : undefined}>
          {formatDate(r.dueDate)}
          {r.overdue ? ' · overdue' : ''}
        </Text>
      ),
    },
    { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  ];
  return withCentre ? columns : columns.filter((c) => c.id !== 'centre');
}

/**
 * The closure list: what audits found and what is still open or overdue, each linked to its audit, where
 * it is closed. `source` is the list the user's module reaches (my-audit, audit or general-audit).
 */
export function ClosureList({
  source,
  franchiseeId,
  viewPath,
}: {
  source: ListRef<NonComplianceRow>;
  franchiseeId?: number;
  viewPath: string;
}) {
  const [show, setShow] = useState<Show>('open');
  const list = useListRows(source, {
    pageSize: 200,
    franchiseeID: franchiseeId,
    status: show === 'all' ? undefined : 'OPEN',
    overdue: show === 'overdue' ? 'true' : undefined,
  });
  return (
    <Card withBorder radius="md" data-testid="closure-list">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Non-compliances</Text>
        <SegmentedControl
          size="xs"
          value={show}
          onChange={(v) => setShow(v)}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'overdue', label: 'Overdue' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      <DataTable
        card={false}
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={closureColumns(viewPath, franchiseeId === undefined)}
        rowId={(r) => String(r.id)}
        empty={show === 'all' ? 'Nothing found by audits yet' : `Nothing ${show}`}
        striped
        minWidth={640}
      />
    </Card>
  );
}
