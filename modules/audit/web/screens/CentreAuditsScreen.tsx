import { Anchor, Stack, Title } from '@mantine/core';
import { formatDate } from '@portal/core';
import { DataTable, LoadError, PageHeader, useCall, useListRows, type DataColumn } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { ScoreBadge, StatusBadge, typeLabel } from '../components/bits.tsx';
import { ClosureList } from '../components/ClosureList.tsx';
import { ScoreOverview } from './ScoresScreen.tsx';

const columns: DataColumn<C.AuditRow>[] = [
  {
    id: 'auditDate',
    header: 'Date',
    primary: true,
    sort: true,
    cell: (r) => (
      <Anchor component={Link} to={`/audit/viewAudit/${r.id}`} size="sm">
        {formatDate(r.auditDate)}
      </Anchor>
    ),
  },
  { id: 'auditType', header: 'Type', cell: (r) => typeLabel(r.auditType) },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { id: 'scorePercent', header: 'Score', sort: true, cell: (r) => <ScoreBadge score={r.scorePercent} band={r.band} /> },
  { id: 'openNonCompliances', header: 'Open items', sort: true, cell: (r) => r.openNonCompliances || '—' },
];

/** audit/individualCentreList/{id}: one centre's audits, score trend, worst parameters and open items. */
export default function CentreAuditsScreen() {
  const franchiseeId = Number(useParams().id);
  const centre = useCall(C.centreScores, { query: { franchiseeID: franchiseeId } });
  const audits = useListRows(C.AUDIT_LISTS.all, { franchiseeID: franchiseeId, pageSize: 100 });
  const error = centre.error ?? audits.error;
  if (error) return <LoadError error={error} onRetry={() => void centre.refetch().then(() => audits.refetch())} />;
  const name = centre.data?.rows[0]?.centre ?? '';
  return (
    <>
      <PageHeader
        title={name || 'Centre'}
        crumbs={[{ label: 'Centre audits', to: '/audit/centerList' }, { label: name }]}
      />
      <Stack>
        <ScoreOverview franchiseeId={franchiseeId} />
        <Title order={4}>Audits</Title>
        <DataTable
          data={audits.data?.rows}
          columns={columns}
          rowId={(r) => String(r.id)}
          empty="No audits of this centre yet"
          minWidth={560}
        />
        <ClosureList source={C.AUDIT_LISTS.closures} franchiseeId={franchiseeId} viewPath="/audit/viewAudit" />
      </Stack>
    </>
  );
}
