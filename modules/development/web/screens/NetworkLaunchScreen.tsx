import { Anchor, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatDate } from '@portal/core';
import { DataTable, PageHeader, useCall, useMessages, type DataColumn } from '@portal/ui';
import { Link } from 'react-router';
import * as L from '../../shared/launch.ts';
import { developmentMessages, type DevelopmentWords } from '../messages/index.ts';

const columnsOf = (t: DevelopmentWords): DataColumn<L.NetworkRow>[] => [
  {
    id: 'centreName',
    header: t('network.centre'),
    primary: true,
    sort: true,
    cell: (r) => (
      <Anchor component={Link} to={`/development/launches/${r.franchiseeId}`} size="sm">
        {r.centreName}
      </Anchor>
    ),
  },
  {
    id: 'openingDate',
    header: t('network.openingDay'),
    sort: true,
    nowrap: true,
    cell: (r) => formatDate(r.openingDate),
  },
  {
    id: 'percentDone',
    header: t('network.done'),
    sort: true,
    cell: (r) => (
      <Stack gap={2} miw={140}>
        <Text size="xs">{t('network.doneOf', { percent: r.percentDone, done: r.done, total: r.total })}</Text>
        <Progress value={r.percentDone} aria-label={t('network.doneLabel', { centre: r.centreName })} />
      </Stack>
    ),
  },
  {
    id: 'overdue',
    header: t('network.overdue'),
    sort: true,
    align: 'right',
    cell: (r) => (r.overdue ? <Badge color="red">{r.overdue}</Badge> : <Text size="sm">0</Text>),
  },
];

/** /development/launches: every centre in launch, its opening day, the share of its plan done and what is overdue. */
export default function NetworkLaunchScreen() {
  const t = useMessages(developmentMessages);
  const network = useCall(L.networkLaunch);
  return (
    <>
      <PageHeader
        title={t('network.title')}
        subtitle={network.data ? t('network.count', { count: network.data.rows.length }) : undefined}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/development/launch-template" variant="subtle">
              {t('network.template')}
            </Button>
          </Group>
        }
      />
      <DataTable
        data={network.data?.rows}
        columns={columnsOf(t)}
        rowId={(r) => String(r.franchiseeId)}
        loading={network.isLoading}
        error={network.error}
        onRetry={() => void network.refetch()}
        empty={{
          title: t('network.empty'),
          message: t('network.emptyText'),
        }}
        testId="launches"
      />
    </>
  );
}
