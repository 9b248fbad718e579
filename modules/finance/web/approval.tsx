import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage, invalidateCalls, notify } from '@portal/ui';
import { useState } from 'react';
import type { EndpointDeclaration } from '@portal/core';
import type * as C from '../shared/contracts.ts';

type Decisions = typeof C.approvePayment | typeof C.approveConcession;
type Refusals = typeof C.rejectPayment | typeof C.rejectConcession;

/** What approving one row does, in words, for the confirmation. */
export interface ApprovalQuestion {
  id: number;
  /** What is approved, e.g. "₹15,000.00 in cash from Priya Sharma". */
  what: string;
  /** What follows, e.g. "The receipt is issued and the payment is posted to the ledger." */
  consequence: string;
}

/**
 * Finance's approve / reject-with-a-reason pair (the decision contracts), refreshing the `lists` endpoints'
 * answers afterwards. Approving asks first (`askApproval`), naming what will happen; `dialog` holds the
 * confirmation and the reason prompt, rendered once on the screen.
 */
export function useApproval(
  routes: { approve: Decisions; reject: Refusals },
  lists: readonly EndpointDeclaration[],
  noun: string,
) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [asking, setAsking] = useState<ApprovalQuestion | null>(null);
  const [remarks, setRemarks] = useState('');
  const done = (message: string) => {
    notify({ color: 'teal', message });
    void invalidateCalls(queryClient, ...lists);
  };
  const failed = (e: unknown) => notify({ color: 'red', message: errorMessage(e) });
  const approve = useMutation({
    mutationFn: (id: number) => call(routes.approve, { params: { id }, body: {} }),
    onSuccess: () => {
      setAsking(null);
      done(`${noun} approved`);
    },
    onError: failed,
  });
  const reject = useMutation({
    mutationFn: () => call(routes.reject, { params: { id: rejecting! }, body: { remarks } }),
    onSuccess: () => {
      setRejecting(null);
      done(`${noun} rejected`);
    },
    onError: failed,
  });
  const dialog = (
    <>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={`Approve ${noun.toLowerCase()}?`}>
        <Stack>
          <Text>Approve {asking?.what}?</Text>
          <Text size="sm" c="dimmed">
            {asking?.consequence}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button color="teal" loading={approve.isPending} onClick={() => asking && approve.mutate(asking.id)}>
              Approve
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title={`Reject ${noun.toLowerCase()}`}>
        <Stack>
          <Textarea label="Reason" required value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} />
          <Button color="red" loading={reject.isPending} onClick={() => reject.mutate()}>
            Reject
          </Button>
        </Stack>
      </Modal>
    </>
  );
  return { approve, askApproval: setAsking, askReason: setRejecting, dialog };
}
