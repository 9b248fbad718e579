import { Anchor, Button, Card, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDate } from '@portal/core';
import {
  DataTable,
  DateField,
  errorMessage,
  notify,
  resources,
  StatusBadge,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { curriculumWeekShape } from '../../shared/resources.ts';
import { RichTextField } from '@portal/ui/rich-text';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as C from '../../shared/contracts.ts';

type FolderAnswer = Extract<C.WeekGlanceAnswer, { kind: 'folder' }>;
type Week = FolderAnswer['weeks'][number];

function weekColumns(folderId: number): DataColumn<Week>[] {
  return [
    {
      id: 'weekNo',
      header: 'Week',
      primary: true,
      sort: true,
      cell: (w) => (
        <Anchor component={Link} to={`/learning-cms/curriculum-cms/${folderId}/${w.id}`} size="sm">
          {w.weekNo}. {w.title}
        </Anchor>
      ),
    },
    { id: 'className', header: 'Class', sort: true },
    { id: 'startsOn', header: 'Starts on', sort: true, nowrap: true, cell: (w) => formatDate(w.startsOn) },
    { id: 'days', header: 'Days', sort: true },
    { id: 'status', header: 'Status', cell: (w) => <StatusBadge status={w.status} /> },
  ];
}

/** A folder's weeks at a glance, and the form that adds one. */
export function FolderWeeks({ answer, adding }: { answer: FolderAnswer; adding?: boolean }) {
  const navigate = useNavigate();
  const folderId = answer.folder.id;
  const choices = useCall(C.cmsChoices, {});
  const [form, setForm] = useState({
    classId: '',
    weekNo: '' as number | string,
    title: '',
    startsOn: '',
    themeId: '',
  });
  const [overview, setOverview] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  async function addWeek() {
    setErrors({});
    setMessage(null);
    try {
      const created = await resources.create(curriculumWeekShape, {
        folderId,
        classId: Number(form.classId) || undefined,
        weekNo: Number(form.weekNo) || undefined,
        title: form.title,
        startsOn: form.startsOn || undefined,
        themeId: form.themeId ? Number(form.themeId) : undefined,
        overview: overview || undefined,
      });
      notify({ color: 'green', message: 'Week added' });
      navigate(`/learning-cms/curriculum-cms/${folderId}/${created.id}`);
    } catch (err) {
      const fieldErrors = (err as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      setErrors(fieldErrors);
      setMessage(errorMessage(err));
    }
  }

  return (
    <Stack>
      <Title order={2} size="h3">
        Weeks at a glance
      </Title>
      <DataTable
        data={answer.weeks}
        columns={weekColumns(folderId)}
        rowId={(w) => String(w.id)}
        empty="No weeks in this folder yet."
        minWidth={560}
      />
      <Card withBorder radius="md" id="add-week">
        <Stack>
          <Title order={2} size="h4">
            {adding ? 'Add a week at a glance' : 'New week at a glance'}
          </Title>
          <Group align="start" wrap="wrap">
            <Select
              label="Class"
              data-testid="week-class"
              required
              data={choices.data?.classes.map((c) => ({ value: String(c.id), label: c.name })) ?? []}
              value={form.classId || null}
              onChange={(v) => set({ classId: v ?? '' })}
              error={errors.classId}
              w={180}
            />
            <NumberInput
              label="Week"
              data-testid="week-no"
              required
              min={1}
              max={60}
              value={form.weekNo}
              onChange={(v) => set({ weekNo: v })}
              error={errors.weekNo}
              w={100}
            />
            <TextInput
              label="Title"
              data-testid="week-title"
              required
              value={form.title}
              onChange={(e) => set({ title: e.currentTarget.value })}
              error={errors.title}
              w={280}
            />
            <DateField
              label="Starts on (Monday)"
              data-testid="week-starts"
              required
              value={form.startsOn}
              onChange={(v) => set({ startsOn: v })}
              error={errors.startsOn}
              w={180}
            />
            <Select
              label="Theme"
              clearable
              data={
                choices.data?.themes
                  .filter((t) => t.folderId === folderId)
                  .map((t) => ({ value: String(t.id), label: t.title })) ?? []
              }
              value={form.themeId || null}
              onChange={(v) => set({ themeId: v ?? '' })}
              w={220}
            />
          </Group>
          <RichTextField label="Week at a glance" value={overview} onChange={setOverview} error={errors.overview} />
          {message && (
            <Text c="red.9" size="sm">
              {message}
            </Text>
          )}
          <Group>
            <Button onClick={() => void addWeek()}>Add week</Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
