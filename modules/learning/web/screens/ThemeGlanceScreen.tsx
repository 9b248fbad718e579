import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@portal/core';
import { EmptyState, LoadError, PageHeader, useCall } from '@portal/ui';
import { RichTextView } from '@portal/ui/rich-text';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { DayCard } from '../components/PlanView.tsx';

/**
 * learning-cms/day-glance/{themeID}: a theme's days at a glance: the theme and its skills, then each of its weeks
 * in order with every day's title, activities, materials and learning outcomes.
 */
export default function ThemeGlanceScreen() {
  const id = Number(useParams().themeID);
  const q = useCall(
    C.themeDayGlance,
    { params: { id } },
    {
      enabled: Number.isInteger(id) && id > 0,
    },
  );
  if (q.error) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const data = q.data;
  return (
    <>
      <PageHeader
        title={data ? `Days at a glance: ${data.theme.title}` : 'Days at a glance'}
        crumbs={[
          { label: 'Curriculum CMS', to: '/learning-cms/curriculum-cms' },
          { label: 'Themes and skills', to: '/learning-cms/theme-and-skills' },
          { label: data?.theme.title ?? 'Theme' },
        ]}
      />
      {!data ? (
        <Skeleton h={160} />
      ) : (
        <Stack data-testid="theme-glance">
          <Card withBorder radius="md">
            <Stack gap="xs">
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" color="gray">
                  {data.theme.folder}
                </Badge>
                {data.theme.skills.map((skill) => (
                  <Badge key={skill} variant="light">
                    {skill}
                  </Badge>
                ))}
              </Group>
              {data.theme.description && <RichTextView html={data.theme.description} />}
            </Stack>
          </Card>
          {data.weeks.length === 0 && (
            <EmptyState title="No weeks of this theme yet" message="A week at a glance names its theme." />
          )}
          {data.weeks.map((week) => (
            <Stack key={week.weekId} gap="sm" data-testid={`theme-week-${week.weekId}`}>
              <Group gap="xs" wrap="wrap" align="baseline">
                <Title order={2} size="h4">
                  {`Week ${week.weekNo}: ${week.title}`}
                </Title>
                <Badge variant="light">{week.className}</Badge>
                <Text size="sm" c="gray.7">
                  {`From ${formatDate(week.startsOn)}`}
                </Text>
              </Group>
              {week.days.length === 0 && <Text c="gray.7">No days at a glance in this week yet.</Text>}
              {week.days.map((day) => (
                <DayCard key={day.id} day={day} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </>
  );
}
