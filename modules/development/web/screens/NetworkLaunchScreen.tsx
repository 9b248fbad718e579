import { Anchor, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, DataTable, PageHeader, type DataColumn } from '@portal/ui';
import { Link } from 'react-router';
import * as L from '../../shared/launch.ts';

const columns: DataColumn<L.NetworkRow>[] = [
  {
    id: 'centreName',
    header: 'Centre',
    primary: true,
    sort: true,
    cell: (r) => (
      <Anchor component={Link} to={`/development/launches/${r.franchiseeId}`} size="sm">
        {r.centreName}
      </Anchor>
    ),
  },
  { id: 'openingDate', header: 'Opening day', sort: true, nowrap: true, cell: (r) => formatDate(r.openingDate) },
  {
    id: 'percentDone',
    header: 'Done',
    sort: true,
    cell: (r) => (
      <Stack gap={2} miw={140}>
        <Text size="xs">
          {r.percentDone}% ({r.done} of {r.total})
        </Text>
        <Progress value={r.percentDone} aria-label={`${r.centreName}: share of tasks done`} />
      </Stack>
    ),
  },
  {
    id: 'overdue',
    header: 'Overdue',
    sort: true,
    align: 'right',
    cell: (r) => (r.overdue ? <Badge color="red">{r.overdue}</Badge> : <Text size="sm">0</Text>),
  },
];

/** /development/launches: every centre in launch, its opening day, the share of its plan done and what is overdue. */
export default function NetworkLaunchScreen() {
  const network = useQuery({ queryKey: ['development-launches'], queryFn: () => call(L.networkLaunch) });
  return (
    <>
      <PageHeader
        title="Centre launches"
        subtitle={network.data ? `${network.data.rows.length} centres in launch` : undefined}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/development/launch-template" variant="subtle">
              Launch template
            </Button>
          </Group>
        }
      />
      <DataTable
        data={network.data?.rows}
        columns={columns}
        rowId={(r) => String(r.franchiseeId)}
        loading={network.isLoading}
        error={network.error}
        onRetry={() => void network.refetch()}
        empty={{
          title: 'No centre in launch',
          message: 'Convert a prospect who signed the agreement from their record.',
        }}
        testId="launches"
      />
    </>
  );
}
