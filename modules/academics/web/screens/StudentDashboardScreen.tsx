import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatPaise, type EndpointAnswer } from '@portal/core';
import { LoadError, PageHeader, StatusBadge, useCall, useMessages } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { myChild, studentDashboard } from '../../shared/calendar.ts';
import { builtInFeeHead, installmentWords } from '@portal/mod-finance/shared/words';
import { academicsMessages } from '../messages/index.ts';

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
function DiarySlot({ board }: { board: Board }) {
  const t = useMessages(academicsMessages);
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
  return <Quiet>{t('dashboard.noDiary')}</Quiet>;
}

/** student/dashboard: the signed-in parent's child at a glance. */
export default function StudentDashboardScreen() {
  const t = useMessages(academicsMessages);
  const child = useCall(myChild);
  const id = child.data?.studentAdmissionId;
  const board = useCall(
    studentDashboard,
    { params: { studentAdmissionId: id! } },
    {
      enabled: id !== undefined,
    },
  );
  if (child.error) return <LoadError error={child.error} onRetry={() => child.refetch()} />;
  if (board.error) return <LoadError error={board.error} onRetry={() => board.refetch()} />;
  if (!board.data) return <PageHeader title={t('dashboard.title')} />;
  const b = board.data;
  const a = b.attendance;
  return (
    <>
      <PageHeader title={b.child.name} />
      <Text size="sm" c="gray.7" mb="md">
        {t('dashboard.class', {
          className: b.child.section ? `${b.child.className} ${b.child.section}` : b.child.className,
          centre: b.child.centre,
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Section title={t('dashboard.diary')} testId="dashboard-diary">
          <DiarySlot board={b} />
        </Section>
        <Section title={t('dashboard.homework')} testId="dashboard-homework">
          {b.homeworkDue.length === 0 ? (
            <Quiet>{t('dashboard.noHomework')}</Quiet>
          ) : (
            <Stack gap={6}>
              {b.homeworkDue.map((h) => (
                <Group key={h.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {t('dashboard.homeworkLine', { title: h.title, subject: h.subject, due: formatDate(h.dueDate) })}
                  </Text>
                  {h.status ? (
                    <StatusBadge status={h.status} label={t('homework.status', { status: h.status })} />
                  ) : (
                    <Badge variant="light">{t('dashboard.notSubmitted')}</Badge>
                  )}
                </Group>
              ))}
              <Anchor component={Link} to="/attendance/uploadHomework" size="sm">
                {t('dashboard.allHomework')}
              </Anchor>
            </Stack>
          )}
        </Section>
        <Section title={t('dashboard.attendance')} testId="dashboard-attendance">
          <Text size="xl" fw={700}>
            {a.percent === null ? t('dashboard.noWorkingDays') : t('dashboard.percent', { percent: a.percent })}
          </Text>
          <Quiet>
            {t('dashboard.attendanceText', {
              present: a.present,
              workingDays: a.workingDays,
              absent: a.absent,
              leave: a.leave,
            })}
          </Quiet>
          <Quiet>{t('dashboard.period', { from: formatDate(a.from), to: formatDate(a.to) })}</Quiet>
          <Anchor component={Link} to={`/attendance/report/${b.studentAdmissionId}`} size="sm">
            {t('dashboard.attendanceReport')}
          </Anchor>
        </Section>
        <Section title={t('dashboard.announcements')} testId="dashboard-announcements">
          {b.announcements.length === 0 ? (
            <Quiet>{t('dashboard.noAnnouncements')}</Quiet>
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
                {t('dashboard.allAnnouncements')}
              </Anchor>
            </Stack>
          )}
        </Section>
        <Section title={t('dashboard.fees')} testId="dashboard-fees">
          <Text size="sm" data-testid="dashboard-fees-outstanding">
            <b>{t('dashboard.outstanding', { amount: formatPaise(b.fees.outstandingPaise) })}</b>
            {b.fees.awaitingApprovalPaise > 0
              ? ` · ${t('dashboard.awaiting', { amount: formatPaise(b.fees.awaitingApprovalPaise) })}`
              : ''}
          </Text>
          {b.feesDue.length === 0 ? (
            <Quiet>{t('dashboard.noFeesDue')}</Quiet>
          ) : (
            <Stack gap={4}>
              {b.feesDue.map((f) => (
                <Group key={f.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {t('dashboard.feeLine', { label: installmentLabel(t, f.label), due: formatDate(f.dueDate) })}
                  </Text>
                  <Text size="sm" fw={600} c={f.overdue ? 'red.8' : undefined}>
                    {f.awaitingApprovalPaise > 0
                      ? t('dashboard.awaitingShort', { amount: formatPaise(f.duePaise) })
                      : f.overdue
                        ? t('dashboard.overdue', { amount: formatPaise(f.duePaise) })
                        : formatPaise(f.duePaise)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          <Title order={3} size="h6" mt="sm">
            {t('dashboard.payments')}
          </Title>
          {b.receipts.length === 0 ? (
            <Quiet>{t('dashboard.noPayments')}</Quiet>
          ) : (
            b.receipts.map((r) => (
              <Text key={r.id} size="sm">
                {feeHeadLabel(t, r.feeHead, r.feeHeadName)} · {formatPaise(r.amountPaise)} ·{' '}
                {t('dashboard.mode', { mode: r.mode })} · {formatDateTime(r.paidAt)} ·{' '}
                {r.receiptToken ? (
                  <Anchor href={`/api/public/receipts/${r.receiptToken}`} target="_blank" size="sm">
                    {t('dashboard.receipt', { number: r.receiptNo ?? '' })}
                  </Anchor>
                ) : (
                  t('dashboard.payStatus', { status: r.status })
                )}
                {r.status === 'REFUNDED' && ` · ${t('dashboard.payStatus', { status: r.status })}`}
              </Text>
            ))
          )}
        </Section>
        <Section title={t('dashboard.reportCard')} testId="dashboard-report-card">
          {b.reportCard ? (
            <Anchor component={Link} to={`/grade-book/skills/final-report/${b.studentAdmissionId}`}>
              {t('dashboard.reportCardOf', { term: b.reportCard.termName })}
            </Anchor>
          ) : (
            <Quiet>{t('dashboard.noReportCard')}</Quiet>
          )}
          <Title order={3} size="h6" mt="sm">
            {t('dashboard.holidays')}
          </Title>
          {b.holidays.length === 0 ? (
            <Quiet>{t('dashboard.none')}</Quiet>
          ) : (
            b.holidays.map((h) => (
              <Text key={`${h.date}-${h.title}`} size="sm">
                {t('dashboard.holiday', { date: formatDate(h.date), title: h.title })}
              </Text>
            ))
          )}
          <Anchor component={Link} to={`/student/calendar/${b.studentAdmissionId}`} size="sm">
            {t('dashboard.calendar')}
          </Anchor>
        </Section>
      </SimpleGrid>
    </>
  );
}

/** An installment's label in the reader's words ('Installment 2', 'Full payment'); a plan's own, as written. */
function installmentLabel(t: ReturnType<typeof useMessages<typeof academicsMessages.en>>, label: string): string {
  const words = installmentWords(label);
  if (!words) return label;
  return words.key === 'installmentN' ? t('dashboard.installmentN', { n: words.n }) : t(`dashboard.${words.key}`);
}

/** A fee head's name in the reader's words when the portal named it; a head named by head office, as named. */
function feeHeadLabel(t: ReturnType<typeof useMessages<typeof academicsMessages.en>>, code: string, name: string) {
  const builtIn = builtInFeeHead(code, name);
  return builtIn ? t('dashboard.feeHead', { code: builtIn }) : name;
}
