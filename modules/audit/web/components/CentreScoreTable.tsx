import { Anchor, Card, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, EmptyState, LoadError } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import type { AuditType } from '../../shared/constants.ts';
import { ScoreBadge } from './bits.tsx';

/** Each centre the user sees: its latest and average score and what its audits left open. */
export function CentreScoreTable({ type }: { type?: AuditType }) {
  const centres = useQuery({
    queryKey: ['audit', 'centres', type],
    queryFn: () => call(C.centreScores, { query: { type } }),
  });
  if (centres.error) return <LoadError error={centres.error} onRetry={() => centres.refetch()} />;
  if (centres.data?.rows.length === 0) return <EmptyState title="No centres" />;
  return (
    <Card withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="centre-scores">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Centre</Table.Th>
              <Table.Th>Latest audit</Table.Th>
              <Table.Th>Latest score</Table.Th>
              <Table.Th ta="right">Average</Table.Th>
              <Table.Th ta="right">Network percentile</Table.Th>
              <Table.Th ta="right">Audits</Table.Th>
              <Table.Th ta="right">Open</Table.Th>
              <Table.Th ta="right">Overdue</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {centres.data?.rows.map((c) => (
              <Table.Tr key={c.franchiseeId}>
                <Table.Td>
                  <Anchor component={Link} to={`/audit/individualCentreList/${c.franchiseeId}`} size="sm">
                    {c.centre}
                  </Anchor>
                </Table.Td>
                <Table.Td>{c.latestDate ? formatDate(c.latestDate) : '—'}</Table.Td>
                <Table.Td>
                  <ScoreBadge score={c.latestScore} band={c.latestBand} />
                </Table.Td>
                <Table.Td ta="right">{c.averageScore === null ? '—' : `${c.averageScore.toFixed(1)} %`}</Table.Td>
                <Table.Td ta="right">
                  {c.percentile === null ? '—' : `${c.percentile} (of ${c.centresRanked} centres)`}
                </Table.Td>
                <Table.Td ta="right">{c.audits}</Table.Td>
                <Table.Td ta="right">{c.openNonCompliances}</Table.Td>
                <Table.Td ta="right">
                  <Text
                    size="sm"
                    c={c.overdueNonCompliances ? 'red' : undefined}
                    fw={c.overdueNonCompliances ? 600 : 400}
                  >
                    {c.overdueNonCompliances}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
