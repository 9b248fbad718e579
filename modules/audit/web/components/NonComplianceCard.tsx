import { Badge, Button, Card, FileButton, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCamera } from '@tabler/icons-react';
import { DATE_FORMAT, formatDate, formatDateTime, todayInIndia } from '@portal/core';
import { errorMessage, notify } from '@portal/ui';
import { useState } from 'react';
import type * as C from '../../shared/contracts.ts';
import { assignNonCompliance, closeNonCompliance } from './commands.ts';
import { addEvidence, removeEvidence } from './evidence.ts';
import { EvidenceThumb, StatusBadge } from './bits.tsx';

type NonCompliance = C.NonComplianceDetails;

/**
 * One "no" of a submitted audit: who closes it and by when, its closure evidence, and (for those who may)
 * the assign and close actions. Evidence is uploaded and kept as soon as it is chosen.
 */
export function NonComplianceCard({
  nc,
  item,
  audit,
  canAct,
  onChanged,
}: {
  nc: NonCompliance;
  item: { text: string; comment: string | null; evidenceRequired: boolean } | undefined;
  audit: { id: number; franchiseeId: number };
  canAct: boolean;
  onChanged(): Promise<unknown>;
}) {
  const [assigning, setAssigning] = useState(false);
  const [owner, setOwner] = useState(nc.owner ?? '');
  const [dueDate, setDueDate] = useState<string | null>(nc.dueDate);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const open = nc.status === 'OPEN';

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      notify({ color: 'green', message: done, position: 'top-right' });
      await onChanged();
      return true;
    } catch (err) {
      notify({ color: 'red', title: 'Not saved', message: errorMessage(err), position: 'top-right' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" data-testid="non-compliance">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{item?.text ?? 'Item'}</Text>
          <StatusBadge status={nc.status} />
        </Group>
        {item?.comment && (
          <Text size="sm" c="dimmed">
            Auditor: {item.comment}
          </Text>
        )}
        <Group gap="lg">
          <Text size="sm">Owner: {nc.owner ?? 'not named yet'}</Text>
          <Text size="sm" c={nc.overdue ? 'red.8' : undefined} fw={nc.overdue ? 600 : undefined}>
            Due {formatDate(nc.dueDate)}
            {nc.overdue ? ' · overdue' : ''}
          </Text>
          {item?.evidenceRequired && (
            <Badge variant="outline" color="grape">
              Evidence required
            </Badge>
          )}
        </Group>
        {nc.evidence.length > 0 && (
          <Group gap="xs">
            {nc.evidence.map((e) => (
              <EvidenceThumb
                key={e.id}
                fileId={e.fileId}
                caption={e.caption}
                onRemove={open && canAct ? () => void run(() => removeEvidence(e.id), 'Photo removed') : undefined}
              />
            ))}
          </Group>
        )}
        {!open && (
          <Text size="sm">
            Closed {formatDateTime(nc.closedAt)}
            {nc.closedBy ? ` by ${nc.closedBy}` : ''}: {nc.closureNote}
          </Text>
        )}
        {open && canAct && (
          <Stack gap="xs">
            <Textarea
              label="What was done"
              placeholder="Describe the fix"
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              autosize
              minRows={2}
              data-testid="closure-note"
            />
            <Group gap="xs">
              <FileButton
                accept="image/png,image/jpeg,image/webp,application/pdf"
                onChange={(file) =>
                  file &&
                  void run(
                    () =>
                      addEvidence(file, {
                        franchiseeId: audit.franchiseeId,
                        auditId: audit.id,
                        nonComplianceId: nc.id,
                      }),
                    'Evidence added',
                  )
                }
              >
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconCamera size={16} />} loading={busy}>
                    Add evidence
                  </Button>
                )}
              </FileButton>
              <Button variant="default" onClick={() => setAssigning(true)}>
                Owner and due date
              </Button>
              <Button
                color="green"
                loading={busy}
                data-testid="close-non-compliance"
                onClick={() =>
                  void run(() => closeNonCompliance(nc.id, { closureNote: note }), 'Non-compliance closed')
                }
              >
                Close
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      <Modal opened={assigning} onClose={() => setAssigning(false)} title="Owner and due date">
        <Stack>
          <TextInput label="Owner" required value={owner} onChange={(e) => setOwner(e.currentTarget.value)} />
          <DateInput
            label="Due date"
            required
            value={dueDate}
            onChange={setDueDate}
            valueFormat={DATE_FORMAT}
            minDate={todayInIndia()}
            popoverProps={{ withinPortal: true }}
          />
          <Button
            loading={busy}
            onClick={async () => {
              const saved = await run(
                () => assignNonCompliance(nc.id, { owner, dueDate: dueDate ?? '' }),
                'Owner and due date saved',
              );
              if (saved) setAssigning(false);
            }}
          >
            Save
          </Button>
        </Stack>
      </Modal>
    </Card>
  );
}
