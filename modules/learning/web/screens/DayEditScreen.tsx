import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage, LoadError, notify, PageHeader, resources, useCall } from '@portal/ui';
import { RichTextField } from '@portal/ui/rich-text';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { DAY_NAMES } from '../../shared/constants.ts';
import { CompetencyPicker } from '../components/CompetencyPicker.tsx';
import { DayCard } from '../components/PlanView.tsx';
import { dayShape } from '../../shared/resources.ts';

/** Where the day is: a day's id (edit-day-glance/{dayId}), or a week and a position (editDayGlanceDetails). */
function useDayTarget() {
  const params = useParams();
  const dayId = params.dayId ? Number(params.dayId) : null;
  const byDay = useCall(
    C.weekGlance,
    { params: { id: dayId! } },
    {
      enabled: dayId !== null,
    },
  );
  const weekId = dayId !== null ? (byDay.data?.kind === 'day' ? byDay.data.weekId : null) : Number(params.folderMapID);
  const position =
    dayId !== null ? (byDay.data?.kind === 'day' ? byDay.data.day.dayNo : null) : Number(params.position);
  return { weekId, position, error: byDay.error };
}

/**
 * A day at a glance: activities, materials and learning outcomes in rich text, and the NCF-FS competencies it serves
 * picked from the framework's list. learning-cms/edit-day-glance/{dayId},
 * learning/editDayGlanceDetails/{weekId}/{position}; read-only at learning-cms/view-day-at-glance/{dayId}.
 */
export default function DayEditScreen({ readOnly }: { readOnly?: boolean }) {
  const target = useDayTarget();
  const { weekId, position } = target;
  const preview = useCall(
    C.weekPreview,
    { params: { id: weekId! } },
    {
      enabled: weekId !== null && weekId > 0,
    },
  );
  const plan = preview.data?.plan;
  const day = plan?.days.find((d) => d.dayNo === position);
  const [form, setForm] = useState({
    title: '',
    activities: '',
    materials: '',
    learningOutcomes: '',
    competencies: [] as string[],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (day)
      setForm({
        title: day.title,
        activities: day.activities ?? '',
        materials: day.materials ?? '',
        learningOutcomes: day.learningOutcomes ?? '',
        competencies: day.competencies,
      });
  }, [day]);
  const fail = target.error ?? preview.error;
  if (fail) return <LoadError error={fail} onRetry={() => void preview.refetch()} />;
  const dayName = position ? DAY_NAMES[position - 1] : '';

  async function save() {
    setErrors({});
    setMessage(null);
    try {
      if (day) await resources.update(dayShape, day.id, form);
      else await resources.create(dayShape, { ...form, weekId: weekId!, dayNo: position! });
      notify({ color: 'green', message: 'Day at a glance saved' });
      await preview.refetch();
    } catch (err) {
      setErrors((err as { fieldErrors?: Record<string, string> }).fieldErrors ?? {});
      setMessage(errorMessage(err));
    }
  }

  return (
    <>
      <PageHeader
        title={day?.title ?? `${dayName} at a glance`}
        subtitle={plan ? `Week ${plan.weekNo}: ${plan.title} · ${plan.className}` : undefined}
        crumbs={[
          { label: 'Curriculum CMS', to: '/learning-cms/curriculum-cms' },
          { label: plan?.title ?? 'Week' },
          { label: dayName },
        ]}
        actions={
          plan && (
            <Button component={Link} to={`/learning-cms/preview/${plan.weekId}`} variant="light">
              Preview the week
            </Button>
          )
        }
      />
      {readOnly ? (
        day ? (
          <DayCard day={day} level={2} />
        ) : (
          <Text c="gray.7">No plan for this day yet.</Text>
        )
      ) : (
        <Card withBorder radius="md">
          <Stack>
            <TextInput
              label="Title"
              required
              value={form.title}
              onChange={(e) => {
                const title = e.currentTarget.value;
                setForm((f) => ({ ...f, title }));
              }}
              error={errors.title}
              maw={480}
            />
            <RichTextField
              label="Activities"
              value={form.activities}
              onChange={(activities) => setForm((f) => ({ ...f, activities }))}
              error={errors.activities}
            />
            <RichTextField
              label="Materials"
              value={form.materials}
              onChange={(materials) => setForm((f) => ({ ...f, materials }))}
              error={errors.materials}
              minHeight={100}
            />
            <RichTextField
              label="Learning outcomes"
              value={form.learningOutcomes}
              onChange={(learningOutcomes) => setForm((f) => ({ ...f, learningOutcomes }))}
              error={errors.learningOutcomes}
              minHeight={100}
            />
            <CompetencyPicker
              value={form.competencies}
              onChange={(competencies) => setForm((f) => ({ ...f, competencies }))}
              error={errors.competencies}
            />
            {message && (
              <Text c="red.9" size="sm">
                {message}
              </Text>
            )}
            <Group>
              <Button onClick={() => void save()}>Save day</Button>
            </Group>
          </Stack>
        </Card>
      )}
    </>
  );
}
