import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { ApiError, DataTable, DateField, errorMessage, notify, resources, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { followUpShape } from '../../shared/resources.ts';
import { FOLLOW_UP_CATEGORIES } from '../../shared/index.ts';
import {
  FOLLOW_UP_CATEGORY_LABELS,
  FOLLOW_UP_STATUS_LABELS,
  FOLLOW_UP_TYPE_LABELS,
  labelledOptions,
  labelOf,
} from '../../shared/labels.ts';
import type { Workflow } from '../answers.ts';
import { dateText, todayIso } from './bits.tsx';
import { isOneOf } from '@portal/core';

type FollowUp = Workflow['followUps'][number];
type FollowUpCategory = (typeof FOLLOW_UP_CATEGORIES)[number];

const STATUS_COLORS: Record<string, string> = { Open: 'blue', Done: 'green' };

/** The follow-ups read as lines of a log under the enquiry: the headings are for screen readers only. */
const columns: DataColumn<FollowUp>[] = [
  {
    id: 'followUpDate',
    header: 'Date',
    hiddenHeader: true,
    primary: true,
    nowrap: true,
    cell: (f) => dateText(f.followUpDate),
  },
  {
    id: 'status',
    header: 'Status',
    hiddenHeader: true,
    cell: (f) => (
      <Badge variant="light" color={STATUS_COLORS[f.status] ?? 'gray'}>
        {labelOf(FOLLOW_UP_STATUS_LABELS, f.status)}
      </Badge>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    hiddenHeader: true,
    cell: (f) => (
      <Text size="sm">
        {labelOf(FOLLOW_UP_TYPE_LABELS, f.followUpType)} · {labelOf(FOLLOW_UP_CATEGORY_LABELS, f.category)}
      </Text>
    ),
  },
  {
    id: 'remarks',
    header: 'Remarks',
    hiddenHeader: true,
    cell: (f) => (
      <>
        <Text size="sm">{f.remarks ?? ''}</Text>
        {f.outcome && (
          <Text size="xs" c="dimmed">
            {f.outcome}
          </Text>
        )}
      </>
    ),
  },
];

/** An enquiry's follow-ups: plan a call, log one made, mark one done. */
export function FollowUps({
  enquiryId,
  rows,
  onChanged,
  canWrite,
}: {
  enquiryId: number;
  rows: Workflow['followUps'];
  onChanged(): void;
  canWrite: boolean;
}) {
  const [type, setType] = useState<'scheduled' | 'manual'>('scheduled');
  const [category, setCategory] = useState<FollowUpCategory>('admission');
  const [date, setDate] = useState(todayIso());
  const [remarks, setRemarks] = useState('');
  const [outcome, setOutcome] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function add() {
    setErrors({});
    try {
      await resources.create(followUpShape, {
        enquiryId,
        followUpType: type,
        category,
        followUpDate: date,
        remarks: remarks || undefined,
      });
      setRemarks('');
      notify({
        color: 'green',
        message: type === 'manual' ? 'Follow-up logged' : 'Follow-up planned',
        position: 'top-right',
      });
      onChanged();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      notify({ color: 'red', title: 'Follow-up not saved', message: errorMessage(err), position: 'top-right' });
    }
  }
  async function complete(id: number) {
    try {
      await resources.command(followUpShape, id, 'complete', { outcome: outcome[id] || undefined });
      onChanged();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), position: 'top-right' });
    }
  }

  return (
    <Stack gap="sm">
      {rows.length > 0 && (
        <DataTable
          card={false}
          data={rows}
          columns={columns}
          rowId={(f) => String(f.id)}
          rowActions={(f) =>
            f.status === 'Open' &&
            canWrite && (
              <Group gap={4} wrap="nowrap">
                <TextInput
                  size="xs"
                  placeholder="Outcome"
                  aria-label="Outcome"
                  value={outcome[f.id] ?? ''}
                  onChange={(e) => setOutcome((o) => ({ ...o, [f.id]: e.currentTarget.value }))}
                />
                <Button size="xs" variant="light" onClick={() => complete(f.id)}>
                  Done
                </Button>
              </Group>
            )
          }
          testId="follow-ups"
          minWidth={640}
        />
      )}
      {canWrite && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Select
            label="Type"
            w={140}
            data={[
              { value: 'scheduled', label: 'Scheduled' },
              { value: 'manual', label: 'Manual (done)' },
            ]}
            value={type}
            allowDeselect={false}
            onChange={(v) => setType((v as 'scheduled' | 'manual') ?? 'scheduled')}
          />
          <Select
            label="Category"
            w={140}
            data={labelledOptions(FOLLOW_UP_CATEGORIES, FOLLOW_UP_CATEGORY_LABELS)}
            value={category}
            allowDeselect={false}
            onChange={(v) => setCategory(isOneOf(FOLLOW_UP_CATEGORIES, v) ? v : 'admission')}
          />
          <DateField label="Date" value={date} onChange={setDate} error={errors.followUpDate} />
          <TextInput
            label="Remarks"
            style={{ flex: 1, minWidth: 180 }}
            value={remarks}
            onChange={(e) => setRemarks(e.currentTarget.value)}
          />
          <Button onClick={add} data-testid="add-follow-up">
            Add follow-up
          </Button>
        </Group>
      )}
    </Stack>
  );
}
