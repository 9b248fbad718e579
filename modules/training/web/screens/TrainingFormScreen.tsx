import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { enumLabel, formatTime, franchiseeLabel } from '@portal/core';
import { activeFranchisees } from '@portal/mod-org/contracts';
import {
  ApiError,
  call,
  DateField,
  errorMessage,
  invalidateCalls,
  invalidateResources,
  LoadError,
  notify,
  PageHeader,
  TimeOfDayInput,
  useCall,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AUDIENCE_ROLES, TRAINER_KINDS } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { AudienceRole, TrainerKind } from '../../shared/constants.ts';
import { trainingShape } from '../../shared/resources.ts';

interface FormState {
  title: string;
  description: string;
  mode: 'ONLINE' | 'OFFLINE';
  venue: string;
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
  capacity: number | string;
  audienceFranchiseeIds: string[];
  audienceRoles: AudienceRole[];
  trainers: { trainerUserID: string | null; kind: TrainerKind }[];
  inviteAudience: boolean;
}

const EMPTY: FormState = {
  title: '',
  description: '',
  mode: 'ONLINE',
  venue: '',
  fromDate: '',
  toDate: '',
  fromTime: '10:00',
  toTime: '11:30',
  capacity: 30,
  audienceFranchiseeIds: [],
  audienceRoles: ['TEACHER'],
  trainers: [{ trainerUserID: null, kind: 'Organizer' }],
  inviteAudience: true,
};

/** trainer-led/new-training and edit-training/{id}: dates, times, trainers, audience and capacity. */
export default function TrainingFormScreen() {
  const id = Number(useParams().id) || null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const centres = useCall(activeFranchisees);
  const trainers = useCall(C.trainerCandidates);
  const existing = useCall(
    C.trainingDetails,
    { params: { id } },
    {
      enabled: id !== null,
    },
  );

  useEffect(() => {
    const t = existing.data;
    if (!t) return;
    setForm({
      title: t.title,
      description: t.description ?? '',
      mode: t.mode === 'OFFLINE' ? 'OFFLINE' : 'ONLINE',
      venue: t.venue ?? '',
      fromDate: t.fromDate,
      toDate: t.toDate,
      fromTime: t.fromTime,
      toTime: t.toTime,
      capacity: t.capacity,
      audienceFranchiseeIds: t.audienceFranchiseeIds.map(String),
      audienceRoles: t.audienceRoles,
      trainers: t.trainers.map((x) => ({ trainerUserID: String(x.trainerUserID), kind: x.kind })),
      inviteAudience: true,
    });
  }, [existing.data]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function save() {
    const body = {
      title: form.title,
      description: form.description || null,
      mode: form.mode,
      venue: form.venue || null,
      fromDate: form.fromDate,
      toDate: form.toDate || form.fromDate,
      fromTime: form.fromTime,
      toTime: form.toTime,
      capacity: Number(form.capacity),
      audienceFranchiseeIds: form.audienceFranchiseeIds.map(Number),
      audienceRoles: form.audienceRoles,
      trainers: form.trainers
        .filter((t) => t.trainerUserID)
        .map((t) => ({ trainerUserID: Number(t.trainerUserID), kind: t.kind })),
      inviteAudience: form.inviteAudience,
    };
    setSaving(true);
    setErrors({});
    try {
      const saved = id
        ? await call(C.updateTraining, { params: { id }, body })
        : await call(C.createTraining, { body });
      await invalidateCalls(client);
      await invalidateResources(client, trainingShape);
      notify({
        color: 'green',
        // The session's times read back as they were kept, hh:mm AM/PM (India's time).
        message:
          `Training saved: ${formatTime(body.fromTime)} to ${formatTime(body.toTime)}` +
          (saved.invited ? `; ${saved.invited} invited` : ''),
        position: 'top-right',
      });
      navigate(`/trainer-led/registration-details/${saved.id}`);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      notify({ color: 'red', title: 'Training not saved', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }

  if (existing.error) return <LoadError error={existing.error} onRetry={() => existing.refetch()} />;
  const trainerOptions = (trainers.data?.rows ?? []).map((t) => ({
    value: String(t.id),
    label: t.designation ? `${t.name} (${t.designation})` : t.name,
  }));
  const centreOptions = (centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: franchiseeLabel(c) }));

  return (
    <>
      <PageHeader
        title={id ? 'Edit training' : 'New training'}
        crumbs={[{ label: 'Trainer-led training', to: '/trainer-led' }, { label: id ? 'Edit' : 'New' }]}
      />
      <Stack maw={900}>
        <Card withBorder radius="md">
          <Stack>
            <TextInput
              label="Title"
              required
              value={form.title}
              onChange={(e) => set('title', e.currentTarget.value)}
              error={errors.title}
              data-testid="field-title"
            />
            <Textarea
              label="Description"
              value={form.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              autosize
              minRows={2}
              error={errors.description}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Mode
              </Text>
              <SegmentedControl
                value={form.mode}
                onChange={(v) => set('mode', v)}
                data={[
                  { value: 'ONLINE', label: 'Online meeting' },
                  { value: 'OFFLINE', label: 'At a venue' },
                ]}
                w="fit-content"
              />
            </Stack>
            {form.mode === 'OFFLINE' && (
              <TextInput
                label="Venue"
                required
                value={form.venue}
                onChange={(e) => set('venue', e.currentTarget.value)}
                error={errors.venue}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField
                label="From date"
                required
                value={form.fromDate || null}
                onChange={(v) => set('fromDate', v ?? '')}
                error={errors.fromDate}
                data-testid="field-fromDate"
              />
              <DateField
                label="To date"
                required
                value={form.toDate || null}
                onChange={(v) => set('toDate', v ?? '')}
                error={errors.toDate}
                minDate={form.fromDate || undefined}
                data-testid="field-toDate"
              />
              <TimeOfDayInput
                label="From time"
                required
                value={form.fromTime}
                onChange={(v) => set('fromTime', v)}
                error={errors.fromTime}
                data-testid="field-fromTime"
              />
              <TimeOfDayInput
                label="To time"
                required
                value={form.toTime}
                onChange={(v) => set('toTime', v)}
                error={errors.toTime}
                data-testid="field-toTime"
              />
            </SimpleGrid>
            <NumberInput
              label="Capacity"
              required
              min={1}
              max={1000}
              allowDecimal={false}
              value={form.capacity}
              onChange={(v) => set('capacity', v)}
              error={errors.capacity}
              w={200}
              data-testid="field-capacity"
            />
          </Stack>
        </Card>

        <Card withBorder radius="md">
          <Title order={4} mb="sm">
            Audience
          </Title>
          <Stack>
            <MultiSelect
              label="Centres"
              required
              searchable
              data={centreOptions}
              value={form.audienceFranchiseeIds}
              onChange={(v) => set('audienceFranchiseeIds', v)}
              error={errors.audienceFranchiseeIds}
              data-testid="field-audienceFranchiseeIds"
            />
            <MultiSelect
              label="Roles"
              required
              data={AUDIENCE_ROLES.map((r) => ({ value: r, label: enumLabel(r) }))}
              value={form.audienceRoles}
              onChange={(v) => set('audienceRoles', v)}
              error={errors.audienceRoles}
              data-testid="field-audienceRoles"
            />
            <Checkbox
              label={
                id
                  ? 'Invite people newly in the audience now'
                  : 'Invite everyone in the audience now (otherwise supervisors register staff)'
              }
              checked={form.inviteAudience}
              onChange={(e) => set('inviteAudience', e.currentTarget.checked)}
              data-testid="field-inviteAudience"
            />
          </Stack>
        </Card>

        <Card withBorder radius="md">
          <Group justify="space-between" mb="sm">
            <Title order={4}>Trainers</Title>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => set('trainers', [...form.trainers, { trainerUserID: null, kind: 'Expert' }])}
            >
              Add trainer
            </Button>
          </Group>
          {errors.trainers && (
            <Alert color="red" mb="sm">
              {errors.trainers}
            </Alert>
          )}
          <Stack gap="xs">
            {form.trainers.map((t, i) => (
              <Group key={i} align="flex-end" wrap="nowrap">
                <Select
                  label={i === 0 ? 'Trainer' : undefined}
                  aria-label="Trainer"
                  searchable
                  data={trainerOptions}
                  value={t.trainerUserID}
                  onChange={(v) =>
                    set(
                      'trainers',
                      form.trainers.map((x, j) => (j === i ? { ...x, trainerUserID: v } : x)),
                    )
                  }
                  style={{ flex: 1 }}
                  error={errors[`trainers.${i}.trainerUserID`]}
                  data-testid={`trainer-${i}`}
                />
                <Select
                  label={i === 0 ? 'Kind' : undefined}
                  aria-label="Kind"
                  data={[...TRAINER_KINDS]}
                  value={t.kind}
                  onChange={(v) =>
                    set(
                      'trainers',
                      form.trainers.map((x, j) => (j === i ? { ...x, kind: v ?? 'Expert' } : x)),
                    )
                  }
                  w={160}
                  data-testid={`trainer-kind-${i}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label="Remove trainer"
                  disabled={form.trainers.length === 1}
                  onClick={() =>
                    set(
                      'trainers',
                      form.trainers.filter((_, j) => j !== i),
                    )
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Card>

        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(-1)}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving} data-testid="save-training">
            {id ? 'Save training' : 'Create training'}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
