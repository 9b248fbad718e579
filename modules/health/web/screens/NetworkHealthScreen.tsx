import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  actionMark,
  call,
  DataTable,
  errorMessage,
  IfAllowed,
  invalidateCalls,
  notify,
  PageHeader,
  useCall,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import { HEALTH_INPUTS, type HealthInput } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { NetworkRow } from '../../shared/contracts.ts';
import { healthMessages } from '../messages/index.ts';
import { lastMonths, MonthSelect, ScoreBadge } from './parts.tsx';

/** Head office's weights: a whole number per input, the total beside them, saved only when it is 100. */
function WeightsCard() {
  const t = useMessages(healthMessages);
  const client = useQueryClient();
  const stored = useCall(C.getWeights, {});
  const [weights, setWeights] = useState<Record<HealthInput, number> | null>(null);
  useEffect(() => {
    if (stored.data) setWeights(stored.data.weights);
  }, [stored.data]);
  const save = useMutation({
    mutationFn: () => call(C.setWeights, { body: weights! }),
    onSuccess: () => {
      notify({ color: 'green', message: t('healthNetwork.saved') });
      void invalidateCalls(client, C.getWeights, C.networkHealth, C.centreHealthOf, C.myHealth);
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  if (!weights) return null;
  const total = Object.values(weights).reduce((a, n) => a + (Number.isFinite(n) ? n : 0), 0);
  return (
    <Card withBorder data-testid="health-weights">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('healthNetwork.weightsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('healthNetwork.weightsHelp')} {t('healthCommon.unrated')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {HEALTH_INPUTS.map((input) => (
            <NumberInput
              key={input}
              label={t('healthCommon.input', { input })}
              description={t('healthCommon.rule', { input })}
              value={weights[input]}
              onChange={(v) => setWeights({ ...weights, [input]: typeof v === 'number' ? v : Number(v) })}
              allowDecimal={false}
              min={0}
              max={100}
              data-testid={`weight-${input}`}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} c={total === 100 ? undefined : 'red'} data-testid="weights-total">
            {t('healthNetwork.total', { total })}
          </Text>
          <IfAllowed endpoint={C.setWeights}>
            <Button onClick={() => save.mutate()} loading={save.isPending} {...actionMark(C.setWeights)}>
              {t('healthNetwork.save')}
            </Button>
          </IfAllowed>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * health/network: every centre's score for the month, best first, with its warnings; a row opens the centre's
 * health. Head office's super admins set the weights below and may check the warnings at once.
 */
export default function NetworkHealthScreen() {
  const t = useMessages(healthMessages);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [month, setMonth] = useState(lastMonths()[0]);
  const list = useCall(C.networkHealth, { query: { month } });
  const run = useMutation({
    mutationFn: () => call(C.runWarnings, { query: { month } }),
    onSuccess: (r) => {
      notify({ color: 'green', message: t('healthNetwork.ran', { sent: r.sent }) });
      void invalidateCalls(client, C.getWeights, C.networkHealth, C.centreHealthOf, C.myHealth);
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  const columns: DataColumn<NetworkRow>[] = [
    { id: 'rank', header: t('healthCommon.rank'), nowrap: true, cell: (r) => r.rank ?? t('healthCommon.noScore') },
    { id: 'centreName', header: t('healthNetwork.centre'), primary: true, cell: (r) => r.centreName },
    { id: 'score', header: t('healthCommon.score'), cell: (r) => <ScoreBadge score={r.score} /> },
    { id: 'warnings', header: t('healthNetwork.warnings'), cell: (r) => r.warnings },
  ];
  return (
    <Stack>
      <PageHeader title={t('healthNetwork.title')} subtitle={t('healthNetwork.subtitle')} />
      <Group justify="space-between" align="end" wrap="wrap">
        <MonthSelect value={month} onChange={setMonth} />
        <IfAllowed endpoint={C.runWarnings}>
          <Button variant="light" onClick={() => run.mutate()} loading={run.isPending} {...actionMark(C.runWarnings)}>
            {t('healthNetwork.run')}
          </Button>
        </IfAllowed>
      </Group>
      <DataTable
        data={list.data?.rows}
        columns={columns}
        rowId={(r) => String(r.franchiseeId)}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('healthNetwork.empty')}
        onRowClick={(r) => navigate(`/health/centres/${r.franchiseeId}?month=${month}`)}
        rowLabel={(r) => `${t('healthNetwork.open')} ${r.centreName}`}
        testId="health-network"
      />
      <WeightsCard />
    </Stack>
  );
}
