import { Card, Group, Select, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { DateField, LoadError, PageHeader, useServerPaging, useCall } from '@portal/ui';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  FOLLOW_UP_CATEGORIES,
  SPANCO_STATUSES,
  type BucketKey,
  type SlotKey,
  type SpancoStatus,
} from '../../shared/index.ts';

type FollowUpCategory = (typeof FOLLOW_UP_CATEGORIES)[number];
import * as C from '../../shared/contracts.ts';
import { FOLLOW_UP_CATEGORY_LABELS, labelledOptions } from '../../shared/labels.ts';
import { todayIso } from '../components/bits.tsx';
import { EnquiryTable } from '../components/EnquiryTable.tsx';

/** forms/followup: the buckets Open-Cold, Int to Walkin Warm, Walkin completed-Hot and Close enquiries. */
export default function FollowUpScreen() {
  const { enquiryCode } = useParams();
  const [date, setDate] = useState(todayIso());
  const [status, setStatus] = useState<SpancoStatus | null>(null);
  const [type, setType] = useState<FollowUpCategory | null>(null);
  const [search] = useSearchParams();
  // The enquiry alert opens the list of follow-ups due (?bucket=due): the same set its figure counts.
  const [pick, setPick] = useState<{ bucket: BucketKey | 'due'; slot?: SlotKey }>(
    search.get('bucket') === 'due' ? { bucket: 'due' } : { bucket: 'cold', slot: 'current' },
  );
  const pages = useServerPaging();
  const filters = { date, status: status ?? undefined, type: type ?? undefined, searchValue: enquiryCode };
  const summary = useCall(C.followUpSummary, { query: filters });
  const list = useCall(
    C.followUpList,
    { query: { ...filters, bucket: pick.bucket, slot: pick.slot, ...pages.query } },
    { placeholderData: (p) => p },
  );
  return (
    <>
      <PageHeader title="Follow-ups" crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: 'Follow-ups' }]} />
      <Group mb="md" align="flex-end">
        <DateField label="Date" value={date} onChange={(v) => setDate(v || todayIso())} />
        <Select label="Status" clearable data={[...SPANCO_STATUSES]} value={status} onChange={(v) => setStatus(v)} />
        <Select
          label="Type"
          clearable
          data={labelledOptions(FOLLOW_UP_CATEGORIES, FOLLOW_UP_CATEGORY_LABELS)}
          value={type}
          onChange={(v) => setType(v)}
        />
      </Group>
      {summary.error && <LoadError error={summary.error} />}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} mb="md">
        {summary.data && (
          <Card withBorder radius="md" p="sm" data-testid="bucket-due">
            <UnstyledButton
              onClick={() => {
                setPick({ bucket: 'due' });
                pages.restart();
              }}
            >
              <Text fw={600} c={pick.bucket === 'due' ? 'blue' : undefined}>
                Due today or overdue
              </Text>
              <Text size="xl" fw={700}>
                {summary.data.due}
              </Text>
            </UnstyledButton>
          </Card>
        )}
        {summary.data?.buckets.map((b) => (
          <Card key={b.key} withBorder radius="md" p="sm" data-testid={`bucket-${b.key}`}>
            <UnstyledButton
              onClick={() => {
                setPick({ bucket: b.key });
                pages.restart();
              }}
            >
              <Text fw={600}>{b.label}</Text>
              <Text size="xl" fw={700}>
                {b.count}
              </Text>
            </UnstyledButton>
            <Stack gap={2} mt={4}>
              {b.slots.map((s) => (
                <UnstyledButton
                  key={s.key}
                  onClick={() => {
                    setPick({ bucket: b.key, slot: s.key });
                    pages.restart();
                  }}
                >
                  <Text size="sm" c={pick.bucket === b.key && pick.slot === s.key ? 'blue.9' : undefined}>
                    {s.label}: {s.count}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md">
        <EnquiryTable rows={list.data?.rows} error={list.error} paging={pages.paging(list.data?.count)} />
      </Card>
    </>
  );
}
