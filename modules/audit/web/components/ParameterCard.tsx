import { Button, Card, FileButton, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { errorMessage, notify } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import type * as C from '../../shared/contracts.ts';
import { AUDIT_RESPONSE_LABELS, AUDIT_RESPONSES, type AuditResponse } from '../../shared/constants.ts';
import { EvidenceThumb } from './bits.tsx';
import { addEvidence, removeEvidence } from './evidence.ts';
import { isOneOf } from '@portal/core';

/**
 * One parameter of an audit being answered, on a phone first: its text and weight, the answer, a note and the
 * evidence photos (uploaded as soon as they are taken). The screen decides when answers and notes are saved.
 */
export function ParameterCard({
  item,
  audit,
  response,
  note,
  words,
  onResponse,
  onNote,
  onNoteDone,
  onPhotosChanged,
  disabled,
  missing = false,
  testId,
  footer,
}: {
  item: C.AuditItem;
  audit: { id: number; franchiseeId: number };
  response: AuditResponse | null;
  note: string;
  /** What the note and the photo button are called on this screen. */
  words: { note: string; photo: string };
  onResponse(response: AuditResponse): void;
  onNote(note: string): void;
  onNoteDone?(): void;
  onPhotosChanged(): Promise<unknown>;
  disabled?: boolean;
  /** Submission was refused with this parameter unanswered: the card says so. */
  missing?: boolean;
  testId: string;
  footer?: ReactNode;
}) {
  const [uploading, setUploading] = useState(false);

  async function photo(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      await addEvidence(file, { franchiseeId: audit.franchiseeId, auditId: audit.id, responseId: item.id });
      await onPhotosChanged();
    } catch (err) {
      notify({ color: 'red', title: 'Photo not added', message: errorMessage(err), position: 'top-right' });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid={testId}
      style={missing ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={500}>
            {item.text}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {item.weight} %
          </Text>
        </Group>
        <SegmentedControl
          fullWidth
          value={response ?? ''}
          onChange={(v) => isOneOf(AUDIT_RESPONSES, v) && onResponse(v)}
          data={AUDIT_RESPONSES.map((r) => ({ value: r, label: AUDIT_RESPONSE_LABELS[r] }))}
          color={response === 'no' ? 'red' : response === 'yes' ? 'green' : 'gray'}
          aria-label={`Answer: ${item.text}`}
          disabled={disabled}
        />
        {missing && (
          <Text size="xs" c="red.8" data-testid="parameter-error">
            Answer this parameter: yes, no or N/A
          </Text>
        )}
        <Textarea
          placeholder={words.note}
          aria-label={`${words.note}: ${item.text}`}
          value={note}
          onChange={(e) => onNote(e.currentTarget.value)}
          onBlur={onNoteDone}
          autosize
          minRows={1}
          maxLength={1000}
        />
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            {item.photos.map((p) => (
              <EvidenceThumb
                key={p.id}
                fileId={p.fileId}
                caption={p.caption}
                onRemove={() =>
                  void removeEvidence(p.id)
                    .then(onPhotosChanged)
                    .catch((err: unknown) =>
                      notify({ color: 'red', message: errorMessage(err), position: 'top-right' }),
                    )
                }
              />
            ))}
            <FileButton onChange={photo} accept="image/png,image/jpeg,image/webp" capture="environment">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconCamera size={14} />}
                  loading={uploading}
                  data-testid="add-photo"
                >
                  {words.photo}
                </Button>
              )}
            </FileButton>
          </Group>
          {footer}
        </Group>
      </Stack>
    </Card>
  );
}
