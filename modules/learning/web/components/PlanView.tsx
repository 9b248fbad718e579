import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@portal/core';
import { RichTextView } from '@portal/ui/rich-text';
import type { DayPlan, WeekPlan } from '../../shared/contracts.ts';
import { DAY_NAMES } from '../../shared/constants.ts';

function Section({ title, html }: { title: string; html: string | null }) {
  if (!html) return null;
  return (
    <div>
      <Title order={4} size="h6" c="gray.7">
        {title}
      </Title>
      <RichTextView html={html} />
    </div>
  );
}

/** One day at a glance as a teacher reads it; `level` is the heading level of its title. */
export function DayCard({ day, level = 3 }: { day: DayPlan; level?: 2 | 3 }) {
  return (
    <Card withBorder radius="md" data-testid={`day-${day.dayNo}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={level} size="h4">
            {day.title}
          </Title>
          <Text size="sm" c="gray.7">
            {DAY_NAMES[day.dayNo - 1]}, {formatDate(day.date)}
          </Text>
        </Group>
        <Section title="Activities" html={day.activities} />
        <Section title="Materials" html={day.materials} />
        <Section title="Learning outcomes" html={day.learningOutcomes} />
      </Stack>
    </Card>
  );
}

/** A week at a glance and its days, as published (or as it will be). */
export function WeekPlanView({ plan }: { plan: WeekPlan }) {
  return (
    <Stack>
      <Card withBorder radius="md">
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{plan.className}</Badge>
            <Badge variant="light" color="gray">
              Week {plan.weekNo}
            </Badge>
            <Text size="sm" c="gray.7">
              From {formatDate(plan.startsOn)}
            </Text>
          </Group>
          <Title order={2} size="h3">
            {plan.title}
          </Title>
          {plan.theme && (
            <Text size="sm">
              Theme: <strong>{plan.theme}</strong>
              {plan.skills.length > 0 && ` · Skills: ${plan.skills.join(', ')}`}
            </Text>
          )}
          {plan.overview && <RichTextView html={plan.overview} />}
        </Stack>
      </Card>
      {plan.days.length === 0 && <Text c="gray.7">No days at a glance yet.</Text>}
      {plan.days.map((day) => (
        <DayCard key={day.id} day={day} />
      ))}
    </Stack>
  );
}
