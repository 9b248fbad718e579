import { Card, Group, Select, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api, LoadError, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { SPANCO_STATUSES, type BucketKey, type SlotKey } from '../../shared/index.ts';
import type { EnquiryRow, Page } from '../api.ts';
import { todayIso } from '../components/bits.tsx';
import { EnquiryTable } from '../components/EnquiryTable.tsx';
import { Pager } from '../components/Pager.tsx';

interface Summary {
  date: string;
  buckets: { key: BucketKey; label: string; count: number; slots: { key: SlotKey; label: string; count: number }[] }[];
}

/** forms/followup: the buckets Open-Cold, Int to Walkin Warm, Walkin completed-Hot and Close enquiries. */
export default function FollowUpScreen() {
  const { enquiryCode } = useParams();
  const access = useAccess();
  const [date, setDate] = useState(todayIso());
  const [status, setStatus] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [pick, setPick] = useState<{ bucket: BucketKey; slot?: SlotKey }>({ bucket: 'cold', slot: 'current' });
  const [page, setPage] = useState(1);
  const filters = { date, status: status ?? undefined, type: type ?? undefined, searchValue: enquiryCode };
  const summary = useQuery({
    queryKey: ['followup-summary', filters, access.franchiseeId, access.academicYearId],
    queryFn: () => api<Summary>('/api/followup/summary', { query: filters }),
  });
  const list = useQuery({
    queryKey: ['followup-list', filters, pick, page, access.franchiseeId, access.academicYearId],
    queryFn: () =>
      api<Page<EnquiryRow>>('/api/followup/list', {
        query: { ...filters, bucket: pick.bucket, slot: pick.slot, page, pageSize: 20 },
      }),
    placeholderData: (p) => p,
  });
  return (
    <>
      <PageHeader title="Follow-ups" crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: 'Follow-ups' }]} />
      <Group mb="md" align="flex-end">
        <TextInput
          type="date"
          label="Date"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value || todayIso())}
        />
        <Select label="Status" clearable data={[...SPANCO_STATUSES]} value={status} onChange={setStatus} />
        <Select label="Type" clearable data={['admission', 'academic']} value={type} onChange={setType} />
      </Group>
      {summary.error && <LoadError error={summary.error} />}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mb="md">
        {summary.data?.buckets.map((b) => (
          <Card key={b.key} withBorder radius="md" p="sm" data-testid={`bucket-${b.key}`}>
            <UnstyledButton
              onClick={() => {
                setPick({ bucket: b.key });
                setPage(1);
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
                    setPage(1);
                  }}
                >
                  <Text size="sm" c={pick.bucket === b.key && pick.slot === s.key ? 'blue' : undefined}>
                    {s.label}: {s.count}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md">
        {list.error ? <LoadError error={list.error} /> : list.data && <EnquiryTable rows={list.data.rows} />}
        {list.data && <Pager page={page} pageSize={20} count={list.data.count} onPage={setPage} />}
      </Card>
    </>
  );
}
