import { Button, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage, notify } from '@portal/ui';
import { useState } from 'react';
import type * as C from '../shared/contracts.ts';

type Decisions = typeof C.approvePayment | typeof C.approveConcession;
type Refusals = typeof C.rejectPayment | typeof C.rejectConcession;

/**
 * Finance's approve / reject-with-a-reason pair (the decision contracts), refreshing the list under
 * `listKey` afterwards. `dialog` is the reason prompt to render once on the screen.
 */
export function useApproval(
  routes: { approve: Decisions; reject: Refusals },
  listKey: readonly unknown[],
  noun: string,
) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [remarks, setRemarks] = useState('');
  const done = (message: string) => {
    notify({ color: 'teal', message });
    void queryClient.invalidateQueries({ queryKey: listKey });
  };
  const failed = (e: unknown) => notify({ color: 'red', message: errorMessage(e) });
  const approve = useMutation({
    mutationFn: (id: number) => call(routes.approve, { params: { id }, body: {} }),
    onSuccess: () => done(`${noun} approved`),
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
    <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title={`Reject ${noun.toLowerCase()}`}>
      <Stack>
        <Textarea label="Reason" required value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} />
        <Button color="red" loading={reject.isPending} onClick={() => reject.mutate()}>
          Reject
        </Button>
      </Stack>
    </Modal>
  );
  return { approve, askReason: setRejecting, dialog };
}
