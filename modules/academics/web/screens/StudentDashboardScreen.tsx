import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { enumLabel, formatDate, formatDateTime, formatRs, type EndpointAnswer } from '@portal/core';
import { call, LoadError, PageHeader, StatusBadge } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { statusLabel } from '@portal/mod-finance/shared';
import { myChild, studentDashboard } from '../../shared/calendar.ts';

type Board = EndpointAnswer<typeof studentDashboard>;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const Quiet = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="gray.7">
    {children}
  </Text>
);

/** Today's diary: the class's general diary and the child's subject notes of the day. */
export function DiarySlot({ board }: { board: Board }) {
  if (board.diary.length > 0)
    return (
      <Stack gap={4}>
        {board.diary.map((d, i) => (
          <div key={i}>
            <Text size="sm" fw={600}>
              {d.title}
            </Text>
            <Text size="sm">{d.body}</Text>
          </div>
        ))}
      </Stack>
    );
  return <Quiet>Nothing in the diary for today.</Quiet>;
}

/** student/dashboard: the signed-in parent's child at a glance. */
export default function StudentDashboardScreen() {
  const child = useQuery({ queryKey: ['student', 'my-child'], queryFn: () => call(myChild) });
  const id = child.data?.studentAdmissionId;
  const board = useQuery({
    queryKey: ['student', 'dashboard', id],
    queryFn: () => call(studentDashboard, { params: { studentAdmissionId: id! } }),
    enabled: id !== undefined,
  });
  if (child.error) return <LoadError error={child.error} onRetry={() => child.refetch()} />;
  if (board.error) return <LoadError error={board.error} onRetry={() => board.refetch()} />;
  if (!board.data) return <PageHeader title="My child" />;
  const b = board.data;
  const a = b.attendance;
  return (
    <>
      <PageHeader title={b.child.name} />
      <Text size="sm" c="gray.7" mb="md">
        {b.child.className}
        {b.child.section ? ` ${b.child.section}` : ''} · {b.child.centre}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Section title="Today's diary" testId="dashboard-diary">
          <DiarySlot board={b} />
        </Section>
        <Section title="Homework due" testId="dashboard-homework">
          {b.homeworkDue.length === 0 ? (
            <Quiet>No homework due.</Quiet>
          ) : (
            <Stack gap={6}>
              {b.homeworkDue.map((h) => (
                <Group key={h.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {h.title} · {h.subject} · due {formatDate(h.dueDate)}
                  </Text>
                  {h.status ? <StatusBadge status={h.status} /> : <Badge variant="light">Not submitted</Badge>}
                </Group>
              ))}
              <Anchor component={Link} to="/attendance/uploadHomework" size="sm">
                All homework
              </Anchor>
            </Stack>
          )}
        </Section>
        <Section title="Attendance this month" testId="dashboard-attendance">
          <Text size="xl" fw={700}>
            {a.percent === null ? 'No working days yet' : `${a.percent}%`}
          </Text>
          <Quiet>
            Present {a.present} of {a.workingDays} working days · absent {a.absent} · leave {a.leave}
          </Quiet>
          <Quiet>
            {formatDate(a.from)} to {formatDate(a.to)}
          </Quiet>
          <Anchor component={Link} to={`/attendance/report/${b.studentAdmissionId}`} size="sm">
            Attendance report
          </Anchor>
        </Section>
        <Section title="Announcements" testId="dashboard-announcements">
          {b.announcements.length === 0 ? (
            <Quiet>No announcements.</Quiet>
          ) : (
            <Stack gap={4}>
              {b.announcements.map((n) => (
                <Group key={n.id} gap="xs" wrap="nowrap">
                  <Text size="sm" fw={n.read ? 400 : 600}>
                    {n.title}
                  </Text>
                  <Quiet>{formatDate(n.publishFrom)}</Quiet>
                </Group>
              ))}
              <Anchor component={Link} to="/announcement/announcement-view" size="sm">
                All announcements
              </Anchor>
            </Stack>
          )}
        </Section>
        <Section title="Fees" testId="dashboard-fees">
          <Text size="sm" data-testid="dashboard-fees-outstanding">
            Outstanding: <b>{formatRs(b.fees.outstandingPaise)}</b>
            {b.fees.awaitingApprovalPaise > 0 ? ` · ${formatRs(b.fees.awaitingApprovalPaise)} awaiting approval` : ''}
          </Text>
          {b.feesDue.length === 0 ? (
            <Quiet>No fees due.</Quiet>
          ) : (
            <Stack gap={4}>
              {b.feesDue.map((f) => (
                <Group key={f.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {f.label} · due {formatDate(f.dueDate)}
                  </Text>
                  <Text size="sm" fw={600} c={f.overdue ? 'red.8' : undefined}>
                    {formatRs(f.duePaise)}
                    {f.awaitingApprovalPaise > 0 ? ' (awaiting approval)' : f.overdue ? ' (overdue)' : ''}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          <Title order={3} size="h6" mt="sm">
            Payments
          </Title>
          {b.receipts.length === 0 ? (
            <Quiet>No payments yet.</Quiet>
          ) : (
            b.receipts.map((r) => (
              <Text key={r.id} size="sm">
                {r.feeHeadName} · {formatRs(r.amountPaise)} · {enumLabel(r.mode)} · {formatDateTime(r.paidAt)} ·{' '}
                {r.receiptToken ? (
                  <Anchor href={`/api/public/receipts/${r.receiptToken}`} target="_blank" size="sm">
                    Receipt {r.receiptNo}
                  </Anchor>
                ) : (
                  statusLabel(r.status)
                )}
                {r.status === 'REFUNDED' && ` · ${statusLabel(r.status)}`}
              </Text>
            ))
          )}
        </Section>
        <Section title="Report card" testId="dashboard-report-card">
          {b.reportCard ? (
            <Anchor component={Link} to={`/grade-book/skills/final-report/${b.studentAdmissionId}`}>
              Report card: {b.reportCard.termName}
            </Anchor>
          ) : (
            <Quiet>No report card is published yet.</Quiet>
          )}
          <Title order={3} size="h6" mt="sm">
            Holidays in the next 30 days
          </Title>
          {b.holidays.length === 0 ? (
            <Quiet>None.</Quiet>
          ) : (
            b.holidays.map((h) => (
              <Text key={`${h.date}-${h.title}`} size="sm">
                {formatDate(h.date)}: {h.title}
              </Text>
            ))
          )}
          <Anchor component={Link} to={`/student/calendar/${b.studentAdmissionId}`} size="sm">
            Calendar
          </Anchor>
        </Section>
      </SimpleGrid>
    </>
  );
}
