import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarOff,
  IconCheck,
  IconClock,
  IconFileAlert,
  IconNotebook,
  IconSchool,
  IconUserCheck,
  IconUsers,
  IconUserQuestion,
} from '@tabler/icons-react';
import type { EndpointAnswer } from '@portal/core';
import { LoadError, PageHeader, useAccess, useCall, t } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';

type StaffDashboardCounts = EndpointAnswer<typeof C.staffDashboard>;

const TILES: { key: keyof StaffDashboardCounts; label: string; icon: ReactNode; color: string; to?: string }[] = [
  { key: 'totalStaff', label: 'Staff', icon: <IconUsers />, color: 'indigo', to: '/staff/details' },
  { key: 'teachers', label: 'Teachers', icon: <IconSchool />, color: 'blue', to: '/staff/details' },
  { key: 'approvedStaff', label: 'Approved', icon: <IconUserCheck />, color: 'green' },
  {
    key: 'pendingApproval',
    label: 'Awaiting approval',
    icon: <IconUserQuestion />,
    color: 'orange',
    to: '/staff/details',
  },
  { key: 'presentToday', label: 'Present today', icon: <IconCheck />, color: 'teal', to: '/staff/staffAttendance' },
  { key: 'onLeaveToday', label: 'On leave today', icon: <IconCalendarOff />, color: 'grape', to: '/staff/leaveReport' },
  { key: 'pendingLeaves', label: 'Leave requests', icon: <IconClock />, color: 'yellow', to: '/staff/leaveReport' },
  {
    key: 'pendingAttendance',
    label: 'Attendance requests',
    icon: <IconAlertTriangle />,
    color: 'red',
    to: '/staff/staffAttendance',
  },
  {
    key: 'documentsExpiringSoon',
    label: 'Documents expiring in 30 days',
    icon: <IconFileAlert />,
    color: 'pink',
    to: '/staff/documents/upload',
  },
  {
    key: 'logBookEntriesThisMonth',
    label: 'Log book entries this month',
    icon: <IconNotebook />,
    color: 'cyan',
    to: '/log-book/log-book-lists',
  },
];

/** staff/dashboard: counts for the selected centre, or every centre the user sees. */
export default function StaffDashboardScreen() {
  const access = useAccess();
  const counts = useCall(C.staffDashboard, { query: { franchiseeID: access.franchiseeId ?? undefined } });
  return (
    <>
      <PageHeader
        title="Staff dashboard"
        crumbs={[{ label: t('menu.home'), to: '/profile/dashboard' }, { label: 'Staff dashboard' }]}
      />
      {counts.error ? (
        <LoadError error={counts.error} onRetry={() => counts.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
          {TILES.map((tile) => {
            const body = (
              <Group justify="space-between" align="flex-start">
                <div>
                  <Text size="sm" c="dimmed">
                    {tile.label}
                  </Text>
                  <Title order={2}>{counts.data ? counts.data[tile.key] : '…'}</Title>
                </div>
                <ThemeIcon variant="light" color={tile.color} size="lg" radius="md">
                  {tile.icon}
                </ThemeIcon>
              </Group>
            );
            return tile.to ? (
              <Card
                key={tile.key}
                withBorder
                radius="md"
                component={Link}
                to={tile.to}
                style={{ textDecoration: 'none' }}
                data-testid={`count-${tile.key}`}
              >
                {body}
              </Card>
            ) : (
              <Card key={tile.key} withBorder radius="md" data-testid={`count-${tile.key}`}>
                {body}
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
