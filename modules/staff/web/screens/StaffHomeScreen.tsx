import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconClockPlus } from '@tabler/icons-react';
import { fillPath, PageHeader, ResourceList, useCall } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { staffAttendanceShape, staffLeaveShape } from '../../shared/resources.ts';

/** staff/home: a staff member's own attendance and leave. */
export default function StaffHomeScreen() {
  const me = useCall(C.staffMe, undefined, { retry: false });
  const actions = (
    <Group gap="xs">
      <Button component={Link} to="/staff/applyAttendance" variant="default" leftSection={<IconClockPlus size={16} />}>
        Apply attendance
      </Button>
      <Button component={Link} to="/staff/applyLeave" leftSection={<IconCalendarPlus size={16} />}>
        Apply leave
      </Button>
    </Group>
  );
  if (me.error) {
    return (
      <>
        <PageHeader title="My attendance and leave" />
        <Alert color="yellow">Your account is not linked to a staff record yet. Ask your centre head to add you.</Alert>
      </>
    );
  }
  if (!me.data) return null;
  const m = me.data;
  return (
    <>
      <PageHeader
        title="My attendance and leave"
        subtitle={
          `${m.firstName} ${m.lastName} · ${m.designation}` +
          `${m.franchiseeIdLabel ? ` · ${m.franchiseeIdLabel}` : ''}`
        }
        actions={actions}
      />
      <Stack gap="xl">
        <Card withBorder radius="md">
          <Title order={4} mb="sm">
            Attendance
          </Title>
          <ResourceList
            resource={staffAttendanceShape}
            fixedFilters={{ staffId: String(m.id) }}
            rowPath={(row) => fillPath('/staff/attendanceView/:id', row.id)}
          />
        </Card>
        <Card withBorder radius="md">
          <Title order={4} mb="sm">
            Leave applications
          </Title>
          <ResourceList
            resource={staffLeaveShape}
            fixedFilters={{ staffId: String(m.id) }}
            rowPath={(row) => fillPath('/staff/leaveView/:id', row.id)}
          />
        </Card>
        <Text size="xs" c="dimmed">
          Entries you apply for wait for your centre head's approval.
        </Text>
      </Stack>
    </>
  );
}
