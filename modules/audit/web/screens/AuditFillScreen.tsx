import {
  Affix,
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Modal,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCamera, IconCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, errorMessage, LoadError, notify, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { AUDIT_RESPONSE_LABELS, AUDIT_RESPONSES, type AuditResponse } from '../../shared/constants.ts';
import { EvidenceThumb, ScoreBadge, StatusBadge, typeLabel } from '../components/bits.tsx';
import { submitAudit } from '../components/commands.ts';
import { addEvidence, removeEvidence } from '../components/evidence.ts';

type Details = C.AuditDetails;
type Item = C.AuditItem;

/**
 * audit/editAudit/{id}: the auditor fills the audit on site, usually on a phone. Each answer and comment
 * is saved as it changes; photos upload as soon as they are taken.
 */
export default function AuditFillScreen() {
  const params = useParams();
  const id = Number(params.id ?? params.auditId);
  const navigate = useNavigate();
  const client = useQueryClient();
  const key = ['audit', 'details', id];
  const details = useQuery({ queryKey: key, queryFn: () => call(C.auditDetails, { params: { id } }) });
  const [confirming, setConfirming] = useState(false);
  const [summary, setSummary] = useState('');
  const [submitting, setSubmitting] = useState(false);
  if (details.error) return <LoadError error={details.error} onRetry={() => details.refetch()} />;
  const a = details.data;
  if (!a) return null;
  const left = a.total - a.answered;

  /** Puts a saved item back into the audit without reloading the rest. */
  function replaceItem(saved: Item) {
    client.setQueryData<Details>(key, (old) => {
      if (!old) return old;
      const categories = old.categories.map((c) => ({
        ...c,
        subCategories: c.subCategories.map((s) => ({
          ...s,
          items: s.items.map((i) => (i.id === saved.id ? saved : i)),
        })),
      }));
      const items = categories.flatMap((c) => c.subCategories.flatMap((s) => s.items));
      return { ...old, categories, answered: items.filter((i) => i.response !== null).length };
    });
  }

  async function submit() {
    setSubmitting(true);
    try {
      const result = await submitAudit(id, { summary: summary || null });
      notify({
        color: 'green',
        message: `Audit submitted: ${result.scorePercent.toFixed(1)} % (${result.band})`,
        position: 'top-right',
      });
      await client.invalidateQueries({ queryKey: ['audit'] });
      navigate(`/audit/viewAudit/${id}`);
    } catch (err) {
      notify({ color: 'red', title: 'Not submitted', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSubmitting(false);
    }
  }

  if (a.status !== 'IN-PROGRESS')
    return (
      <>
        <PageHeader title="Fill audit" crumbs={[{ label: 'Audits', to: '/audit/list' }, { label: 'Fill' }]} />
        <Alert color="blue" title={`This audit is ${a.status}`}>
          Its answers can no longer change.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => navigate(`/audit/viewAudit/${id}`)}>
            See the audit
          </Button>
        </Alert>
      </>
    );

  return (
    <>
      <PageHeader
        title={`${typeLabel(a.auditType)} · ${a.centre}`}
        subtitle={formatDate(a.auditDate)}
        crumbs={[{ label: 'Audit drafts', to: '/audit/auditDrafts' }, { label: 'Fill' }]}
        actions={<StatusBadge status={a.status} />}
      />
      <Stack gap="lg" pb={96}>
        {a.categories.map((c) => (
          <Stack key={c.name} gap="sm">
            <Title order={3} fz="h4">
              {c.name}
            </Title>
            {c.subCategories.map((s) => (
              <Stack key={s.name} gap="xs">
                <Text fw={600} c="dimmed" size="sm">
                  {s.name}
                </Text>
                {s.items.map((i) => (
                  <ItemCard
                    key={i.id}
                    item={i}
                    audit={{ id: a.id, franchiseeId: a.franchiseeId }}
                    onSaved={replaceItem}
                    onPhotosChanged={() => details.refetch()}
                  />
                ))}
              </Stack>
            ))}
          </Stack>
        ))}
      </Stack>
      <Affix position={{ bottom: 0, left: 0, right: 0 }}>
        <Paper shadow="md" p="sm" withBorder radius={0}>
          <Group justify="space-between" wrap="nowrap" maw={960} mx="auto">
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" data-testid="answered">
                {a.answered} of {a.total} answered
              </Text>
              <Progress value={a.total ? (a.answered * 100) / a.total : 0} size="sm" />
            </Stack>
            <ScoreBadge score={a.provisionalScore} band={null} />
            <Button onClick={() => setConfirming(true)} disabled={left > 0} data-testid="submit-audit">
              Submit
            </Button>
          </Group>
        </Paper>
      </Affix>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Submit the audit">
        <Stack>
          <Text size="sm">
            The score is fixed on submission and every &ldquo;No&rdquo; becomes a non-compliance for the centre to
            close. The answers can no longer change.
          </Text>
          <Textarea
            label="Summary for the centre"
            value={summary}
            onChange={(e) => setSummary(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={2000}
          />
          <Button onClick={submit} loading={submitting} data-testid="confirm-submit">
            Submit audit
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

function ItemCard({
  item,
  audit,
  onSaved,
  onPhotosChanged,
}: {
  item: Item;
  audit: { id: number; franchiseeId: number };
  onSaved(item: Item): void;
  onPhotosChanged(): Promise<unknown>;
}) {
  const [comment, setComment] = useState(item.comment ?? '');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function save(body: { response?: AuditResponse | null; comment?: string | null }) {
    setSaving(true);
    setSaved(false);
    try {
      onSaved(await call(C.saveResponse, { params: { id: audit.id, responseId: item.id }, body }));
      setSaved(true);
    } catch (err) {
      notify({ color: 'red', title: 'Answer not saved', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }

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
    <Card withBorder radius="md" padding="sm" data-testid="audit-item">
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
          value={item.response ?? ''}
          onChange={(v) => void save({ response: v as AuditResponse })}
          data={AUDIT_RESPONSES.map((r) => ({ value: r, label: AUDIT_RESPONSE_LABELS[r] }))}
          color={item.response === 'no' ? 'red' : item.response === 'yes' ? 'green' : 'gray'}
          aria-label={`Answer: ${item.text}`}
          disabled={saving}
        />
        <Textarea
          placeholder="Comment"
          aria-label={`Comment: ${item.text}`}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          onBlur={() => comment !== (item.comment ?? '') && void save({ comment: comment || null })}
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
                  Photo
                </Button>
              )}
            </FileButton>
          </Group>
          {saved && !saving && (
            <Text size="xs" c="green" data-testid="item-saved">
              <IconCheck size={12} /> Saved
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
