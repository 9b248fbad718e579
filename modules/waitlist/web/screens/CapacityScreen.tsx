import { Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  useAccess,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { MAX_OFFER_HOURS, MAX_SEATS, MIN_OFFER_HOURS, WAITLIST_MODULES as M } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { ClassSeats } from '../../shared/contracts.ts';

const seatColumns: DataColumn<ClassSeats>[] = [
  { id: 'className', header: 'Class', primary: true },
  { id: 'seats', header: 'Seats', align: 'right', cell: (c) => c.seats ?? 'Not declared' },
  { id: 'taken', header: 'Taken', align: 'right' },
  { id: 'held', header: 'Held by offers', align: 'right' },
  {
    id: 'free',
    header: 'Seats free',
    align: 'right',
    cell: (c) =>
      c.seats === null ? (
        '—'
      ) : c.free === 0 ? (
        <Badge color="red" variant="light">
          Full
        </Badge>
      ) : (
        c.free
      ),
  },
  { id: 'waiting', header: 'Waiting', align: 'right' },
];

/**
 * waitlist/capacity: each class's seats for the year (seats free, families waiting), and the form where the
 * centre's heads declare each section's seats and how long an offer stays open. Counsellors read it.
 */
export default function CapacityScreen() {
  const queryClient = useQueryClient();
  const writable = useAccess().canWrite(M.CAPACITY);
  const capacity = useCall(C.capacity, { query: {} });
  const seats = useCall(C.seats, { query: {} });
  const [draft, setDraft] = useState<Record<number, number | ''>>({});
  const [hours, setHours] = useState<number | ''>('');
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!capacity.data) return;
    setDraft(Object.fromEntries(capacity.data.sections.map((s) => [s.sectionId, s.seats ?? ''])));
    setHours(capacity.data.offerHours);
  }, [capacity.data]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!capacity.data) return;
    const missing: Record<string, string> = {};
    if (hours === '') missing.offerHours = 'Enter how many hours an offer stays open';
    setErrors(missing);
    if (hours === '' || Object.keys(missing).length) return;
    setSaving(true);
    try {
      const sections = capacity.data.sections
        .filter((s) => draft[s.sectionId] !== '' && draft[s.sectionId] !== undefined)
        .map((s) => ({ sectionId: s.sectionId, seats: Number(draft[s.sectionId]) }));
      await call(C.saveCapacity, { body: { offerHours: hours, sections } });
      notify({ color: 'green', title: 'Seats saved', message: 'Freed seats were offered to the families waiting.' });
      await invalidateCalls(queryClient, C.capacity, C.seats, C.classWaitlist);
    } catch (err) {
      notify({ color: 'red', title: 'Not saved', message: errorMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  const byClass = new Map<string, NonNullable<typeof capacity.data>['sections']>();
  for (const s of capacity.data?.sections ?? []) byClass.set(s.className, [...(byClass.get(s.className) ?? []), s]);
  return (
    <>
      <PageHeader title="Class capacity" subtitle="Seats per class and section this year" />
      <Stack>
        <DataTable
          data={seats.data?.classes}
          columns={seatColumns}
          rowId={(c) => String(c.classId)}
          loading={seats.isLoading}
          error={seats.error}
          onRetry={() => void seats.refetch()}
          empty={{ title: 'No classes', message: 'The centre has no active sections.' }}
          testId="waitlist-class-seats"
        />
        {capacity.error ? (
          <LoadError error={capacity.error} onRetry={() => void capacity.refetch()} />
        ) : (
          capacity.data && (
            <form onSubmit={(e) => void save(e)} noValidate>
              <Stack>
                <Title order={3} size="h4">
                  Seats per section
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {[...byClass].map(([className, sections]) => (
                    <Card key={className} withBorder>
                      <Text fw={600} mb="xs">
                        {className}
                      </Text>
                      <Group gap="sm" wrap="wrap">
                        {sections.map((s) => (
                          <NumberInput
                            key={s.sectionId}
                            label={`Section ${s.sectionName}`}
                            w={130}
                            min={0}
                            max={MAX_SEATS}
                            allowDecimal={false}
                            allowNegative={false}
                            placeholder="Not declared"
                            value={draft[s.sectionId] ?? ''}
                            onChange={(v) => setDraft((d) => ({ ...d, [s.sectionId]: v === '' ? '' : Number(v) }))}
                            disabled={!writable}
                          />
                        ))}
                      </Group>
                    </Card>
                  ))}
                </SimpleGrid>
                <NumberInput
                  label="An offer stays open for (hours)"
                  description="The family's answer is awaited this long before the seat goes to the next family"
                  maw={360}
                  min={MIN_OFFER_HOURS}
                  max={MAX_OFFER_HOURS}
                  allowDecimal={false}
                  allowNegative={false}
                  value={hours}
                  onChange={(v) => setHours(v === '' ? '' : Number(v))}
                  error={errors.offerHours}
                  disabled={!writable}
                />
                {writable && (
                  <Group>
                    <Button type="submit" loading={saving}>
                      Save seats
                    </Button>
                  </Group>
                )}
              </Stack>
            </form>
          )
        )}
      </Stack>
    </>
  );
}
