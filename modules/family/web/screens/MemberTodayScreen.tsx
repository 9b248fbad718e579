import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@portal/core';
import { ChildDayTimeline } from '@portal/mod-day/web/child-day';
import { EmptyState, LoadError, PageHeader, useCall, useMessages } from '@portal/ui';
import { RichTextView } from '@portal/ui/rich-text';
import * as C from '../../shared/contracts.ts';
import { familyMessages } from '../messages/index.ts';

/**
 * family/today, and the landing page of a member of a child's family circle: what a grandparent or caregiver reads,
 * the child's day so far in the family's words (what was eaten and how much, the naps from when to when; photos
 * when the parents consent), what comes up on the centre's calendar and today's announcements.
 */
export default function MemberTodayScreen() {
  const t = useMessages(familyMessages);
  const children = useCall(C.myCircleChildren, {});
  const child = children.data?.children[0];
  const id = child?.studentAdmissionId;
  const params = { studentAdmissionId: id ?? 0 };
  const today = useCall(
    C.memberChildToday,
    { params },
    {
      enabled: id !== undefined,
    },
  );
  const calendar = useCall(
    C.memberChildCalendar,
    { params },
    {
      enabled: id !== undefined,
    },
  );
  const news = useCall(
    C.memberChildAnnouncements,
    { params },
    {
      enabled: id !== undefined,
    },
  );

  if (children.error) return <LoadError error={children.error} onRetry={() => children.refetch()} />;
  if (children.data && !child) return <EmptyState title={t('familyToday.noChild')} />;
  const day = today.data;
  return (
    <>
      <PageHeader
        title={t('familyToday.title')}
        subtitle={child ? t('familyToday.subtitle', { child: child.name, className: child.className }) : ''}
      />
      <Stack maw={640}>
        {today.error ? (
          <LoadError error={today.error} onRetry={() => today.refetch()} />
        ) : !day ? (
          <Text c="dimmed">{t('familyToday.loading')}</Text>
        ) : (
          <Stack gap="sm" data-testid="member-timeline">
            <Text fw={600}>{formatDate(day.day)}</Text>
            {day.photosHidden && <Alert color="gray">{t('familyToday.photosHidden')}</Alert>}
            {day.entries.length === 0 && <Text c="dimmed">{t('familyToday.empty')}</Text>}
            <ChildDayTimeline childName={day.child.name} entries={day.entries} />
          </Stack>
        )}
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t('familyToday.calendar')}
          </Title>
          {calendar.data?.events.length === 0 && <Text c="dimmed">{t('familyToday.noEvents')}</Text>}
          {calendar.data?.events.slice(0, 6).map((e) => (
            <Group key={e.id} gap="xs">
              <Text size="sm" w={96}>
                {formatDate(e.startDate)}
              </Text>
              <Text size="sm">{e.title}</Text>
              {e.isHoliday && (
                <Badge size="sm" variant="light">
                  {t('familyToday.holiday')}
                </Badge>
              )}
            </Group>
          ))}
        </Card>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t('familyToday.news')}
          </Title>
          {news.data?.rows.length === 0 && <Text c="dimmed">{t('familyToday.noNews')}</Text>}
          {news.data?.rows.map((a) => (
            <Stack key={a.id} gap={2} mb="xs">
              <Text size="sm" fw={600}>
                {a.title}
              </Text>
              <RichTextView html={a.body} />
            </Stack>
          ))}
        </Card>
      </Stack>
    </>
  );
}
