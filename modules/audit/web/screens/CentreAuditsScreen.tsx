import { Anchor, Card, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { api, call, EmptyState, LoadError, PageHeader } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { ScoreBadge, StatusBadge, typeLabel } from '../components/bits.tsx';
import { ClosureList } from '../components/ClosureList.tsx';
import { ScoreOverview } from './ScoresScreen.tsx';

/** audit/individualCentreList/{id}: one centre's audits, score trend, worst parameters and open items. */
export default function CentreAuditsScreen() {
  const franchiseeId = Number(useParams().id);
  const centre = useQuery({
    queryKey: ['audit', 'centres', 'one', franchiseeId],
    queryFn: () => call(C.centreScores, { query: { franchiseeID: franchiseeId } }),
  });
  const audits = useQuery({
    queryKey: ['audit', 'list', 'centre', franchiseeId],
    queryFn: () =>
      api<C.ListPage<C.AuditRow>>('/api/audit/list', { query: { franchiseeID: franchiseeId, pageSize: 100 } }),
  });
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
        {audits.data?.rows.length === 0 ? (
          <EmptyState title="No audits of this centre yet" />
        ) : (
          <Card withBorder radius="md" p={0}>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Score</Table.Th>
                    <Table.Th>Open items</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {audits.data?.rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/audit/viewAudit/${r.id}`} size="sm">
                          {formatDate(r.auditDate)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{typeLabel(r.auditType)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={r.status} />
                      </Table.Td>
                      <Table.Td>
                        <ScoreBadge score={r.scorePercent} band={r.band} />
                      </Table.Td>
                      <Table.Td>{r.openNonCompliances || '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        )}
        <ClosureList path="/api/audit/closure-list" franchiseeId={franchiseeId} viewPath="/audit/viewAudit" />
      </Stack>
    </>
  );
}
