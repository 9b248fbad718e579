import { Anchor, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@portal/core';
import { DataTable, LoadError, PageHeader, useAccess, useCall, type DataColumn } from '@portal/ui';
import { Link } from 'react-router';
import { amsDashboard, type DashboardCycle } from '../../shared/contracts.ts';
import { AMS_MODULES } from '../../shared/constants.ts';

const score = (v: number | null) => (v === null ? '—' : `${v.toFixed(1)} %`);

const columns: DataColumn<DashboardCycle>[] = [
  {
    id: 'name',
    header: 'Cycle',
    primary: true,
    cell: (c) => (
      <Stack gap={0}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            {c.name}
          </Text>
          {c.current && (
            <Badge size="xs" variant="light">
              Current
            </Badge>
          )}
        </Group>
        <Text size="xs" c="gray.7">
          {formatDate(c.startDate)} to {formatDate(c.endDate)}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'visits',
    header: 'Visits planned',
    align: 'right',
    cell: (c) => (
      <Stack gap={2} miw={120}>
        <Text size="sm">
          {c.planned} of {c.required}
        </Text>
        <Progress
          value={c.required ? Math.min((c.planned * 100) / c.required, 100) : 0}
          size="xs"
          aria-label="Visits planned"
        />
      </Stack>
    ),
  },
  { id: 'approved', header: 'Approved', align: 'right', cell: (c) => c.approved },
  { id: 'pending', header: 'Pending', align: 'right', cell: (c) => c.pending },
  {
    id: 'centreScore',
    header: 'Centre audits',
    align: 'right',
    cell: (c) => `${score(c.centreScore)} (${c.centreAudits})`,
    hideOnPhone: false,
  },
  {
    id: 'academicScore',
    header: 'Academic audits',
    align: 'right',
    cell: (c) => `${score(c.academicScore)} (${c.academicAudits})`,
  },
  {
    id: 'weightedScore',
    header: 'Weighted score',
    align: 'right',
    cell: (c) => (
      <Stack gap={0} align="flex-end">
        <Text size="sm" fw={600}>
          {score(c.weightedScore)}
        </Text>
        <Text size="xs" c="gray.7">
          {c.centreWeight} % centre · {c.academicWeight} % academic
        </Text>
      </Stack>
    ),
  },
];

function Figure({ label, value, to, testId }: { label: string; value: number | string; to?: string; testId?: string }) {
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Text c="gray.7" size="sm">
        {label}
      </Text>
      <Title order={2}>{value}</Title>
      {to && (
        <Anchor component={Link} to={to} size="sm">
          Open
        </Anchor>
      )}
    </Card>
  );
}

/** The programme's other screens, by what they are for: the dashboard is where its managers start. */
const LINK_GROUPS = [
  {
    title: 'Schedules',
    links: [
      { to: '/ams/ams-visit-schedule', label: 'Visit schedule' },
      { to: '/amsv1/viewApprovedSchedule', label: 'Approved schedule' },
    ],
  },
  {
    title: 'Set-up',
    links: [
      { to: '/amsv1/roleConfiguration', label: 'Role configuration' },
      { to: '/amsv1/weightageModification', label: 'Weightage' },
      { to: '/amsv1/centerFirstAudit', label: 'First audits' },
      { to: '/amsv1/amsConfiguration', label: 'Zones' },
      { to: '/amsv1/centerCategory', label: 'Centre categories' },
      { to: '/amsv1/zm-allocation', label: 'Zonal managers' },
      { to: '/amsv1/am-allocation', label: 'Academic managers' },
      { to: '/amsv1/allocateCenter', label: 'Centres' },
      { to: '/amsv1/cycleConfiguration', label: 'Cycles' },
      { to: '/amsv1/holidays', label: 'Holidays' },
      { to: '/ams/amsCalender', label: 'Public calendar' },
    ],
  },
];

/**
 * amsv1/dashboard (ams/dashboard opens it): each cycle's visits against what the centres' categories call for, its
 * centre and academic scores weighed by the cycle's weightage, and what waits for head office.
 */
export default function DashboardScreen() {
  const access = useAccess();
  const dash = useCall(amsDashboard, {});
  const d = dash.data;
  return (
    <>
      <PageHeader
        title="AMS"
        actions={
          access.canWrite(AMS_MODULES.AMS) && (
            <Button component={Link} to="/amsv1/visits/new" data-testid="plan-visit">
              Plan a visit
            </Button>
          )
        }
      />
      {dash.error ? (
        <LoadError error={dash.error} onRetry={() => dash.refetch()} />
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure
              label="Visits awaiting approval"
              value={d?.pendingApprovals ?? '—'}
              to="/amsv1/viewSchedule"
              testId="pending-approvals"
            />
            <Figure
              label="Centres without a manager"
              value={d?.centresUnallocated ?? '—'}
              to="/amsv1/roleConfiguration"
            />
            <Figure
              label="First audits overdue"
              value={d ? `${d.firstAudits.overdue} of ${d.firstAudits.scheduled}` : '—'}
              to="/amsv1/centerFirstAudit"
            />
            <Figure
              label="Managers"
              value={d ? `${d.zonalManagers} ZM · ${d.academicManagers} AM` : '—'}
              to="/ams/zm-allocation"
            />
          </SimpleGrid>
          <Title order={3} fz="h4">
            Cycles
          </Title>
          <DataTable
            data={d?.cycles}
            columns={columns}
            rowId={(c) => String(c.id)}
            rowActions={(c) => (
              <Anchor component={Link} to={`/amsv1/weightageModification?cycle=${c.id}`} size="sm">
                Weightage
              </Anchor>
            )}
            empty={{ title: 'No active cycle', message: 'Add an audit cycle to plan its visits.' }}
            testId="ams-cycles"
            minWidth={860}
          />
          {LINK_GROUPS.map((group) => (
            <Card key={group.title} withBorder padding="sm">
              <Text c="gray.7" size="sm" mb={4}>
                {group.title}
              </Text>
              <Group gap="md">
                {group.links.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to}>
                    {link.label}
                  </Anchor>
                ))}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </>
  );
}
