import { Alert, Button, Card, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useMutation } from '@tanstack/react-query';
import { call, DateField, errorMessage, LoadError, notify, PageHeader, useCall } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as V from '../../shared/media.ts';

/** online-class/schedule-class: a live class for one section; its teachers and parents each get a personal link. */
export default function ScheduleClassScreen() {
  const navigate = useNavigate();
  const choices = useCall(V.onlineClassChoices);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [fromTime, setFromTime] = useState('');
  const [toTime, setToTime] = useState('');
  const [teachers, setTeachers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      call(V.scheduleClass, {
        body: {
          sectionId: Number(sectionId),
          title,
          date,
          fromTime,
          toTime,
          ...(teachers.length ? { teacherUserIds: teachers.map(Number) } : {}),
        },
      }),
    onSuccess: (a) => {
      notify({ color: 'green', title: 'Online class', message: `Scheduled; ${a.invited} people invited` });
      navigate('/online-class/list');
    },
    onError: (err) => setError(errorMessage(err)),
  });
  if (choices.error) return <LoadError error={choices.error} onRetry={() => void choices.refetch()} />;
  const section = choices.data?.sections.find((s) => String(s.id) === sectionId);
  return (
    <>
      <PageHeader title="Schedule an online class" />
      <Card withBorder radius="md" maw={720}>
        <Stack>
          <Select
            label="Class section"
            required
            searchable
            data={(choices.data?.sections ?? []).map((s) => ({
              value: String(s.id),
              label: `${s.className} ${s.name} · ${s.centre}`,
            }))}
            value={sectionId}
            onChange={(v) => {
              setSectionId(v);
              setTeachers([]);
            }}
            data-testid="field-section"
          />
          <TextInput
            label="Title"
            required
            maxLength={160}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-testid="field-title"
          />
          <Group grow>
            <DateField
              label="Date"
              required
              value={date || null}
              onChange={(v) => setDate(v ?? '')}
              data-testid="field-date"
            />
            <TimeInput
              label="From"
              required
              value={fromTime}
              onChange={(e) => setFromTime(e.currentTarget.value)}
              data-testid="field-from"
            />
            <TimeInput
              label="To"
              required
              value={toTime}
              onChange={(e) => setToTime(e.currentTarget.value)}
              data-testid="field-to"
            />
          </Group>
          <MultiSelect
            label="Teachers"
            description="Every teacher of the centre when none is chosen"
            data={(choices.data?.teachers ?? [])
              .filter((t) => !section || t.franchiseeId === section.franchiseeId)
              .map((t) => ({ value: String(t.id), label: t.name }))}
            value={teachers}
            onChange={setTeachers}
          />
          {error && (
            <Alert color="red" data-testid="form-error">
              {error}
            </Alert>
          )}
          <Group>
            <Button
              onClick={() => {
                setError(null);
                save.mutate();
              }}
              loading={save.isPending}
              disabled={!sectionId || !title.trim() || !date || !fromTime || !toTime}
              data-testid="submit"
            >
              Schedule
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
