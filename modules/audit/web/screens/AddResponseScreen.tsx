import { Affix, Alert, Anchor, Button, Group, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, setCallData, errorMessage, LoadError, notify, PageHeader, useCall, useListRows } from '@portal/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import type { AuditResponse } from '../../shared/constants.ts';
import { ParameterCard } from '../components/ParameterCard.tsx';
import { SubmitAuditModal } from '../components/SubmitAuditModal.tsx';

type Details = C.AuditDetails;
type Item = C.AuditItem;
/** What the form holds for one parameter until it is saved. */
type Answer = { response: AuditResponse | null; comment: string };

/**
 * general-audit/add-reponse: the response form of a general audit. The auditor picks one of the audits in
 * progress (centre, day, title), walks its categories one at a time, answers each parameter with a remark and
 * photos, saves the whole as a draft and submits it once every parameter is answered.
 */
export default function AddResponseScreen() {
  const [search, setSearch] = useSearchParams();
  const auditId = Number(search.get('audit')) || null;
  const drafts = useListRows(C.AUDIT_LISTS.generalDrafts, { pageSize: 200 });
  const rows = drafts.data?.rows ?? [];
  const options = rows.map((r) => ({
    value: String(r.id),
    label: `${r.centre} · ${formatDate(r.auditDate)}${r.title ? ` · ${r.title}` : ''}`,
  }));

  return (
    <>
      <PageHeader
        title="Add a response"
        crumbs={[{ label: 'General audits', to: '/general-audit/generalAudits/all' }, { label: 'Response' }]}
        actions={
          <Button component={Link} to="/general-audit/add-audit" variant="default" data-testid="new-general-audit">
            New general audit
          </Button>
        }
      />
      <Stack gap="md">
        {drafts.error && <LoadError error={drafts.error} onRetry={() => drafts.refetch()} />}
        <Select
          label="Audit"
          description="A general audit in progress: its centre, day and title"
          placeholder={
            drafts.isLoading ? 'Loading…' : rows.length ? 'Choose the audit to answer' : 'No audit in progress'
          }
          data={options}
          value={auditId ? String(auditId) : null}
          onChange={(v) => setSearch(v ? { audit: v } : {}, { replace: true })}
          searchable
          nothingFoundMessage="No audit in progress matches"
          maw={560}
          data-testid="response-audit"
        />
        {!drafts.isLoading && rows.length === 0 && !auditId && (
          <Alert color="blue" title="No general audit in progress">
            Start a general audit of a centre first; its parameters then appear here to answer.{' '}
            <Anchor component={Link} to="/general-audit/add-audit">
              New general audit
            </Anchor>
          </Alert>
        )}
        {auditId && <ResponseForm key={auditId} auditId={auditId} />}
      </Stack>
    </>
  );
}

function ResponseForm({ auditId }: { auditId: number }) {
  const client = useQueryClient();
  const details = useCall(C.generalAuditResponses, { params: { id: auditId } });
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [step, setStep] = useState(0);
  const [showMissing, setShowMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (details.error) return <LoadError error={details.error} onRetry={() => details.refetch()} />;
  const a = details.data;
  if (!a) return null;
  if (a.status !== 'IN-PROGRESS')
    return (
      <Alert color="blue" title={`This audit is ${a.status}`}>
        Its answers can no longer change.{' '}
        <Anchor component={Link} to={`/general-audit/view-audit/${a.id}`}>
          See the audit
        </Anchor>
      </Alert>
    );

  const items = a.categories.flatMap((c) => c.subCategories.flatMap((s) => s.items));
  const current = (i: Item): Answer => answers[i.id] ?? { response: i.response, comment: i.comment ?? '' };
  const changed = items.filter((i) => {
    const v = answers[i.id];
    return v && (v.response !== i.response || v.comment.trim() !== (i.comment ?? ''));
  });
  const missing = items.filter((i) => current(i).response === null);
  const answered = items.length - missing.length;
  const category = a.categories[Math.min(step, a.categories.length - 1)];
  const missingIn = (c: Details['categories'][number]) =>
    c.subCategories.reduce((n, s) => n + s.items.filter((i) => current(i).response === null).length, 0);

  function set(item: Item, patch: Partial<Answer>) {
    setAnswers((old) => ({ ...old, [item.id]: { ...current(item), ...patch } }));
  }

  /** Saves what changed; true when the draft on the server matches the form. */
  async function saveDraft(quiet = false): Promise<boolean> {
    if (changed.length === 0) {
      if (!quiet) notify({ color: 'blue', message: 'Nothing new to save', position: 'top-right' });
      return true;
    }
    setSaving(true);
    try {
      const saved = await call(C.saveGeneralResponses, {
        params: { id: auditId },
        body: {
          items: changed.map((i) => ({
            responseId: i.id,
            response: answers[i.id].response,
            comment: answers[i.id].comment.trim() || null,
          })),
        },
      });
      setCallData(client, C.generalAuditResponses, { params: { id: auditId } }, saved);
      setAnswers({});
      if (!quiet) notify({ color: 'green', message: 'Draft saved', position: 'top-right' });
      return true;
    } catch (err) {
      notify({ color: 'red', title: 'Draft not saved', message: errorMessage(err), position: 'top-right' });
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function trySubmit() {
    if (missing.length > 0) {
      setShowMissing(true);
      const first = a!.categories.findIndex((c) => missingIn(c) > 0);
      if (first >= 0) setStep(first);
      return;
    }
    if (await saveDraft(true)) setConfirming(true);
  }

  return (
    <>
      <Stack gap="md" pb={120}>
        <Text size="sm" c="dimmed">
          {a.centre} · {formatDate(a.auditDate)}
          {a.title ? ` · ${a.title}` : ''}
        </Text>
        {showMissing && missing.length > 0 && (
          <Alert color="red" title="Answer every parameter before submitting" data-testid="missing-answers">
            {missing.length === 1 ? '1 parameter is' : `${missing.length} parameters are`} still to answer:{' '}
            {missing
              .slice(0, 3)
              .map((i) => i.text)
              .join('; ')}
            {missing.length > 3 ? '; …' : ''}
          </Alert>
        )}
        {a.categories.length > 1 && (
          <Select
            label="Category"
            data={a.categories.map((c, n) => {
              const left = missingIn(c);
              return {
                value: String(n),
                label: `${n + 1} of ${a.categories.length}: ${c.name}${left ? ` (${left} to answer)` : ''}`,
              };
            })}
            value={String(step)}
            onChange={(v) => v !== null && setStep(Number(v))}
            allowDeselect={false}
            maw={560}
            data-testid="response-category"
          />
        )}
        <Title order={3} fz="h4">
          {category.name}
        </Title>
        {category.subCategories.map((s) => (
          <Stack key={s.name} gap="xs">
            <Text fw={600} c="dimmed" size="sm" tt="uppercase">
              {s.name}
            </Text>
            {s.items.map((i) => (
              <ParameterCard
                key={i.id}
                item={i}
                audit={{ id: a.id, franchiseeId: a.franchiseeId }}
                response={current(i).response}
                note={current(i).comment}
                words={{ note: 'Remark', photo: 'Evidence photo' }}
                onResponse={(response) => set(i, { response })}
                onNote={(comment) => set(i, { comment })}
                onPhotosChanged={() => details.refetch()}
                missing={showMissing && current(i).response === null}
                testId="response-parameter"
              />
            ))}
          </Stack>
        ))}
        {a.categories.length > 1 && (
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<IconChevronLeft size={16} />}
              disabled={step === 0}
              onClick={() => setStep(step - 1)}
            >
              Previous
            </Button>
            <Button
              variant="subtle"
              rightSection={<IconChevronRight size={16} />}
              disabled={step >= a.categories.length - 1}
              onClick={() => setStep(step + 1)}
              data-testid="next-category"
            >
              Next category
            </Button>
          </Group>
        )}
      </Stack>
      <Affix position={{ bottom: 0, left: 0, right: 0 }}>
        <Paper shadow="md" p="sm" withBorder radius={0}>
          <Stack gap={6} maw={960} mx="auto">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" data-testid="answered">
                {answered} of {items.length} answered
              </Text>
              {changed.length > 0 && (
                <Text size="xs" c="orange.8" data-testid="unsaved">
                  {changed.length} unsaved
                </Text>
              )}
            </Group>
            <Progress value={items.length ? (answered * 100) / items.length : 0} size="sm" />
            <Group grow gap="sm">
              <Button variant="default" onClick={() => void saveDraft()} loading={saving} data-testid="save-draft">
                Save draft
              </Button>
              <Button onClick={() => void trySubmit()} disabled={saving} data-testid="submit-response">
                Submit
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Affix>
      <SubmitAuditModal
        auditId={auditId}
        opened={confirming}
        onClose={() => setConfirming(false)}
        viewPath={`/general-audit/view-audit/${auditId}`}
      />
    </>
  );
}
