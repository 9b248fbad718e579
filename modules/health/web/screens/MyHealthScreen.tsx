import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, PageHeader, useCall, useMessages, type DataColumn } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import type { PeerRow } from '../../shared/contracts.ts';
import { healthMessages } from '../messages/index.ts';
import { lastMonths, MonthSelect, ScoreBadge } from './parts.tsx';

/**
 * health/mine: the centre's own score and rank for the month, and every centre's rank and score with no name:
 * the centre's own row is marked, the others read "Another centre".
 */
export default function MyHealthScreen() {
  const t = useMessages(healthMessages);
  const [month, setMonth] = useState(lastMonths()[0]);
  const mine = useCall(C.myHealth, { query: { month } });
  const columns: DataColumn<PeerRow>[] = [
    { id: 'rank', header: t('healthCommon.rank'), nowrap: true, cell: (r) => r.rank ?? t('healthCommon.noScore') },
    {
      id: 'centre',
      header: t('healthNetwork.centre'),
      primary: true,
      cell: (r) =>
        r.mine ? (
          <Badge variant="light" miw="max-content">
            {t('healthMine.you')}
          </Badge>
        ) : (
          t('healthMine.peer')
        ),
    },
    { id: 'score', header: t('healthCommon.score'), cell: (r) => <ScoreBadge score={r.score} /> },
  ];
  const m = mine.data;
  return (
    <Stack>
      <PageHeader title={t('healthMine.title')} subtitle={t('healthMine.subtitle')} />
      <MonthSelect value={month} onChange={setMonth} />
      {m && (
        <Card withBorder>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={4}>
              <Text fw={600}>{t('healthMine.yourScore')}</Text>
              <ScoreBadge score={m.score} size="xl" />
              {m.rank !== null && <Text size="sm">{t('healthMine.yourRank', { rank: m.rank, count: m.rated })}</Text>}
            </Stack>
            <Anchor component={Link} to={`/health/centres/${m.franchiseeId}?month=${month}`}>
              {t('healthMine.details')}
            </Anchor>
          </Group>
        </Card>
      )}
      <DataTable
        data={m?.peers}
        columns={columns}
        rowId={(r, i) => `${r.rank}-${i}`}
        loading={mine.isLoading}
        error={mine.error}
        onRetry={() => mine.refetch()}
        testId="health-peers"
      />
    </Stack>
  );
}
