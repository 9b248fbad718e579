import { Anchor, Text } from '@mantine/core';
import { formatDate, type EndpointAnswer } from '@portal/core';
import { DataTable, useCall, type DataColumn } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import type { AuditType } from '../../shared/constants.ts';
import { ScoreBadge } from './bits.tsx';

type CentreScore = EndpointAnswer<typeof C.centreScores>['rows'][number];

const columns: DataColumn<CentreScore>[] = [
  {
    id: 'centre',
    header: 'Centre',
    primary: true,
    sort: true,
    cell: (c) => (
      <Anchor component={Link} to={`/audit/individualCentreList/${c.franchiseeId}`} size="sm">
        {c.centre}
      </Anchor>
    ),
  },
  {
    id: 'latestDate',
    header: 'Latest audit',
    sort: true,
    cell: (c) => (c.latestDate ? formatDate(c.latestDate) : '—'),
  },
  {
    id: 'latestScore',
    header: 'Latest score',
    sort: true,
    cell: (c) => <ScoreBadge score={c.latestScore} band={c.latestBand} />,
  },
  {
    id: 'averageScore',
    header: 'Average',
    align: 'right',
    sort: true,
    cell: (c) => (c.averageScore === null ? '—' : `${c.averageScore.toFixed(1)} %`),
  },
  {
    id: 'percentile',
    header: 'Network percentile',
    align: 'right',
    sort: true,
    hideOnPhone: true,
    cell: (c) => (c.percentile === null ? '—' : `${c.percentile} (of ${c.centresRanked} centres)`),
  },
  { id: 'audits', header: 'Audits', align: 'right', sort: true },
  { id: 'openNonCompliances', header: 'Open', align: 'right', sort: true },
  {
    id: 'overdueNonCompliances',
    header: 'Overdue',
    align: 'right',
    sort: true,
    cell: (c) => (
      <Text size="sm" c={c.overdueNonCompliances ? 'red' : undefined} fw={c.overdueNonCompliances ? 600 : 400}>
        {c.overdueNonCompliances}
      </Text>
    ),
  },
];

/** Each centre the user sees: its latest and average score and what its audits left open. */
export function CentreScoreTable({ type }: { type?: AuditType }) {
  const centres = useCall(C.centreScores, { query: { type } });
  return (
    <DataTable
      data={centres.data?.rows}
      error={centres.error}
      onRetry={() => centres.refetch()}
      columns={columns}
      rowId={(c) => String(c.franchiseeId)}
      empty="No centres"
      testId="centre-scores"
      minWidth={820}
    />
  );
}
