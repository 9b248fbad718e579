import { Affix, Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, setCallData, errorMessage, LoadError, notify, PageHeader, useCall } from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import type { AuditResponse } from '../../shared/constants.ts';
import { ScoreBadge, StatusBadge, typeLabel } from '../components/bits.tsx';
import { ParameterCard } from '../components/ParameterCard.tsx';
import { SubmitAuditModal } from '../components/SubmitAuditModal.tsx';

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
  const details = useCall(C.auditDetails, { params: { id } });
  const [confirming, setConfirming] = useState(false);
  if (details.error) return <LoadError error={details.error} onRetry={() => details.refetch()} />;
  const a = details.data;
  if (!a) return null;
  const left = a.total - a.answered;

  /** Puts a saved item back into the audit without reloading the rest. */
  function replaceItem(saved: Item) {
    setCallData(client, C.auditDetails, { params: { id } }, (old) => {
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
      <SubmitAuditModal
        auditId={id}
        opened={confirming}
        onClose={() => setConfirming(false)}
        viewPath={`/audit/viewAudit/${id}`}
      />
    </>
  );
}

/** A parameter of the audit being filled: each answer is saved as it is chosen, the comment when it is left. */
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

  return (
    <ParameterCard
      item={item}
      audit={audit}
      response={item.response}
      note={comment}
      words={{ note: 'Comment', photo: 'Photo' }}
      onResponse={(response) => void save({ response })}
      onNote={setComment}
      onNoteDone={() => comment !== (item.comment ?? '') && void save({ comment: comment || null })}
      onPhotosChanged={onPhotosChanged}
      disabled={saving}
      testId="audit-item"
      footer={
        saved &&
        !saving && (
          <Text size="xs" c="teal.9" data-testid="item-saved">
            <IconCheck size={12} /> Saved
          </Text>
        )
      }
    />
  );
}
