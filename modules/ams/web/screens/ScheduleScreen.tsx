import { Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { enumLabel, formatDate } from '@portal/core';
import { DataTable, PageHeader, StatusBadge, useAccess, useListRows, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { approvedSchedule, visitSchedule, type VisitRow } from '../../shared/contracts.ts';
import { AMS_MODULES, VISIT_AUDIT_TYPE_LABELS, VISIT_STATUS } from '../../shared/constants.ts';

type Mode = 'all' | 'approved';
const TITLES: Record<Mode, string> = { all: 'Visit schedule', approved: 'Approved schedule' };

const auditLabel = (t: string) => VISIT_AUDIT_TYPE_LABELS[t as keyof typeof VISIT_AUDIT_TYPE_LABELS] ?? t;

const columns: DataColumn<VisitRow>[] = [
  { id: 'visitDate', header: 'Date', sort: true, cell: (r) => formatDate(r.visitDate) },
  { id: 'centre', header: 'Centre', sort: true, primary: true },
  {
    id: 'manager',
    header: 'Academic manager',
    sort: true,
    cell: (r) => (
      <>
        {r.manager}{' '}
        <Text span c="gray.7" size="sm">
          ({r.zone})
        </Text>
      </>
    ),
  },
  { id: 'auditType', header: 'Audit', cell: (r) => auditLabel(r.auditType) },
  {
    id: 'status',
    header: 'Status',
    sort: true,
    cell: (r) => <StatusBadge status={r.status} style={{ overflow: 'visible' }} />,
    nowrap: true,
  },
];

/**
 * amsv1/viewSchedule, createViewSchedule, viewApprovedSchedule and ams/ams-visit-schedule: the
 * academic managers' visits by day. A visit is planned here and approved (or rejected) on its own page.
 */
export default function ScheduleScreen({ mode }: { mode: Mode }) {
  const access = useAccess();
  const [status, setStatus] = useState<string | null>(mode === 'approved' ? 'APPROVED' : null);
  const [q, setQ] = useState('');
  const schedule = mode === 'approved' ? approvedSchedule : visitSchedule;
  const list = useListRows(schedule, {
    pageSize: 200,
    status: mode === 'approved' ? undefined : status,
    q: q || undefined,
  });
  const canPlan = access.canWrite(AMS_MODULES.AMS);

  return (
    <>
      <PageHeader
        title={TITLES[mode]}
        actions={
          canPlan && (
            <Button component={Link} to="/amsv1/visits/new" data-testid="plan-visit">
              Plan a visit
            </Button>
          )
        }
      />
      <Stack>
        <Group gap="sm" align="flex-end">
          <TextInput
            label="Search"
            placeholder="Centre or manager"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            w={220}
          />
          {mode !== 'approved' && (
            <Select
              label="Status"
              clearable
              data={VISIT_STATUS.map((s) => ({ value: s, label: enumLabel(s) }))}
              value={status}
              onChange={setStatus}
              w={170}
            />
          )}
        </Group>
        <DataTable
          data={list.data?.rows}
          error={list.error}
          onRetry={() => list.refetch()}
          columns={columns}
          rowId={(r) => String(r.id)}
          rowActions={(r) => (
            <Anchor component={Link} to={`/amsv1/visits/${r.id}`} size="sm">
              Open
            </Anchor>
          )}
          empty="No visits"
          testId="visit-list"
          minWidth={640}
        />
      </Stack>
    </>
  );
}
