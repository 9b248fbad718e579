import { Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '@portal/core';
import {
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  notify,
  PageHeader,
  StatusBadge,
  useAccess,
  useCall,
  useLiveCalls,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ENTRY_STATUS_LABELS, WAITLIST_LIVE, WAITLIST_MODULES as M } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { WaitlistEntry } from '../../shared/contracts.ts';
import { AddToWaitlistDialog } from '../components/AddToWaitlistDialog.tsx';
import { SeatsLine } from '../components/SeatsLine.tsx';

const columns: DataColumn<WaitlistEntry>[] = [
  { id: 'position', header: 'Position', align: 'right', nowrap: true, cell: (e) => e.position ?? '—' },
  {
    id: 'childName',
    header: 'Family',
    primary: true,
    cell: (e) => (
      <>
        {e.childName}
        <Text size="xs" c="dimmed">
          {e.parentName} · {e.mobile}
        </Text>
      </>
    ),
  },
  { id: 'wishedStart', header: 'Wished start', nowrap: true, cell: (e) => formatDate(e.wishedStart) },
  { id: 'daysWaiting', header: 'Days waiting', align: 'right', cell: (e) => e.daysWaiting },
  {
    id: 'status',
    header: 'Offer',
    cell: (e) => (
      <Stack gap={2} align="flex-start">
        <StatusBadge status={e.status} label={ENTRY_STATUS_LABELS[e.status]} />
        {e.status === 'OFFERED' && e.offerExpiresAt && (
          <Text size="xs">Open until {formatDateTime(e.offerExpiresAt)}</Text>
        )}
      </Stack>
    ),
  },
];

/**
 * waitlist/list: a class's waitlist for the year. The queue by position (first come, first served) with each
 * family's wished start, days waiting and offer; the counsellor offers a free seat, withdraws a family and records
 * the family's answer. Accepting opens the enquiry's admission flow.
 */
export default function WaitlistScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const writable = useAccess().canWrite(M.WAITLIST);
  const [classId, setClassId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const seats = useCall(C.seats, { query: {} });
  const classes = seats.data?.classes ?? [];
  // The first full class opens first: that is where families wait.
  const chosen = classId ?? (classes.find((c) => c.seats !== null && c.free === 0) ?? classes[0])?.classId ?? null;
  const list = useCall(
    C.classWaitlist,
    { query: { classId: chosen! } },
    {
      enabled: chosen !== null,
    },
  );
  const refresh = () => invalidateCalls(queryClient, C.seats, C.classWaitlist, C.capacity);
  // A family answering through its link, an offer passing on: the open queue shows it.
  useLiveCalls([WAITLIST_LIVE.changed], [C.seats, C.classWaitlist, C.capacity]);

  async function step(e: WaitlistEntry, name: 'offer' | 'withdraw' | 'accept' | 'refuse') {
    setBusy(`${name}-${e.id}`);
    const params = { id: e.id };
    try {
      if (name === 'accept') {
        const answer = await call(C.acceptOffer, { params });
        notify({ color: 'green', title: 'Offer accepted', message: `${e.childName}'s admission forms are open.` });
        await refresh();
        void navigate(`/forms/enquiry/edit/${encodeURIComponent(answer.entry.enquiryCode)}`);
        return;
      }
      const endpoint = { offer: C.offerSeat, withdraw: C.withdrawEntry, refuse: C.refuseOffer }[name];
      await call(endpoint, { params });
      const done = { offer: 'Seat offered', withdraw: 'Taken off the waitlist', refuse: 'Offer refused' }[name];
      notify({ color: 'green', title: done, message: e.childName });
      await refresh();
    } catch (err) {
      notify({ color: 'red', title: 'Not done', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  async function offerFreeSeats() {
    setBusy('run');
    try {
      const { offered, expired } = await call(C.offerFreeSeats, { body: {} });
      notify({
        color: 'green',
        title: offered ? `${offered} ${offered === 1 ? 'offer' : 'offers'} made` : 'No seat to offer',
        message: expired ? `${expired} expired ${expired === 1 ? 'offer' : 'offers'} passed on.` : undefined,
      });
      await refresh();
    } catch (err) {
      notify({ color: 'red', title: 'Not done', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  const actionButton = (e: WaitlistEntry, name: 'offer' | 'withdraw' | 'accept' | 'refuse', label: string) => (
    <Button
      size="xs"
      variant={name === 'accept' || name === 'offer' ? 'filled' : 'default'}
      loading={busy === `${name}-${e.id}`}
      onClick={() => void step(e, name)}
    >
      {label}
      <VisuallyHidden> for {e.childName}</VisuallyHidden>
    </Button>
  );

  const data = list.data;
  return (
    <>
      <PageHeader title="Waitlist" subtitle="Families waiting for a seat, first come, first served" />
      <Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Select
            label="Class"
            maw={320}
            data={classes.map((c) => ({ value: String(c.classId), label: c.className }))}
            value={chosen ? String(chosen) : null}
            onChange={(value) => setClassId(value ? Number(value) : null)}
            allowDeselect={false}
            disabled={!classes.length}
          />
          {writable && (
            <Group gap="xs">
              <Button variant="default" loading={busy === 'run'} onClick={() => void offerFreeSeats()}>
                Offer free seats
              </Button>
              <Button onClick={() => setAdding(true)} disabled={chosen === null}>
                Add to waitlist
              </Button>
            </Group>
          )}
        </Group>
        {data && <SeatsLine seats={data.seats} />}
        <DataTable
          data={data?.entries}
          columns={columns}
          rowId={(e) => String(e.id)}
          loading={seats.isLoading || list.isLoading}
          error={seats.error ?? list.error}
          onRetry={() => void refresh()}
          empty={{
            title: 'Nobody is waiting',
            message: 'Families join the waitlist when the class is full: use Add to waitlist.',
          }}
          testId="waitlist"
          rowActionsLabel="Actions"
          rowActions={
            writable
              ? (e) => (
                  <Group gap={4} wrap="wrap">
                    {e.status === 'WAITING' && actionButton(e, 'offer', 'Offer')}
                    {e.status === 'OFFERED' && actionButton(e, 'accept', 'Mark accepted')}
                    {e.status === 'OFFERED' && actionButton(e, 'refuse', 'Mark refused')}
                    {e.status === 'ACCEPTED' && (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => void navigate(`/forms/enquiry/edit/${encodeURIComponent(e.enquiryCode)}`)}
                      >
                        Admission forms<VisuallyHidden> of {e.childName}</VisuallyHidden>
                      </Button>
                    )}
                    {actionButton(e, 'withdraw', 'Withdraw')}
                  </Group>
                )
              : undefined
          }
        />
      </Stack>
      {chosen !== null && data && (
        <AddToWaitlistDialog
          opened={adding}
          classId={chosen}
          className={data.seats.className}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void refresh();
          }}
        />
      )}
    </>
  );
}
