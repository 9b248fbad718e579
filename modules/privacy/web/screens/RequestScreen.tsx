import { Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatDateTime, isOneOf } from '@portal/core';
import {
  call,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  StatusBadge,
  useCall,
  useMessages,
} from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { OPEN_STATUSES } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { downloadJson } from '../components/download.ts';
import { DueClock } from '../components/DueClock.tsx';
import { privacyMessages } from '../messages/index.ts';

const STEPS = ['IN_PROGRESS', 'COMPLETED', 'REFUSED'] as const;
type Step = (typeof STEPS)[number];

/** /privacy/requests/:id: one request, its history, its export, and head office's answer. */
export default function RequestScreen() {
  const t = useMessages(privacyMessages);
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const detail = useCall(C.requestDetail, { params: { id } });
  const [status, setStatus] = useState<Step>('COMPLETED');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'save' | 'export' | null>(null);

  if (detail.error) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  if (!d) return null;
  const r = d.request;
  const open = (OPEN_STATUSES as readonly string[]).includes(r.status);

  async function save() {
    setBusy('save');
    setError(undefined);
    try {
      await call(C.answerRequest, { params: { id }, body: { status, answer } });
      notify({ color: 'green', message: t('desk.saved') });
      setAnswer('');
      await invalidateCalls(queryClient, C.requestDetail, C.requestList, C.myDataSummary);
    } catch (err) {
      setError((err as { fieldErrors?: Record<string, string> }).fieldErrors?.answer);
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  async function exportData() {
    setBusy('export');
    try {
      downloadJson(await call(C.requestExport, { params: { id } }), `privacy-request-${id}.json`);
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageHeader
        title={t('desk.request', { id: r.id })}
        subtitle={`${t('mine.kinds', { kind: r.kind })} · ${r.childName} · ${r.centreName}`}
      />
      <Stack>
        <Card withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group gap="xs" wrap="wrap">
              <StatusBadge status={r.status} label={t('mine.statuses', { status: r.status })} />
              <Text size="sm">
                {t('desk.dueOn')}: {formatDate(r.dueOn)}
              </Text>
              <DueClock daysLeft={r.daysLeft} open={open} />
            </Group>
            {r.escalatedAt && (
              <Text size="sm" c="orange">
                {t('desk.escalated', { date: formatDateTime(r.escalatedAt) })}
              </Text>
            )}
            <Text size="sm">
              {t('desk.parent')}: {r.requestedBy}
            </Text>
            {r.record && (
              <Text size="sm">
                {t('desk.record')}: {r.record}
              </Text>
            )}
            {r.nomineeName && (
              <Text size="sm">
                {t('desk.nominee')}: {r.nomineeName} ({r.nomineeContact})
              </Text>
            )}
            {r.details && <Text style={{ whiteSpace: 'pre-wrap' }}>{r.details}</Text>}
            {r.answer && (
              <Text size="sm" data-testid="request-answer">
                <b>{t('mine.answer')}:</b> {r.answer}
              </Text>
            )}
            <Group>
              <Button variant="default" loading={busy === 'export'} onClick={() => void exportData()}>
                {t('desk.export')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={4}>{t('desk.answerTitle')}</Title>
            {open ? (
              <>
                <Select
                  label={t('desk.newStatus')}
                  data={STEPS.map((s) => ({
                    value: s,
                    label: t('mine.statuses', { status: s }),
                  }))}
                  value={status}
                  onChange={(v) => isOneOf(STEPS, v) && setStatus(v)}
                  allowDeselect={false}
                />
                <Textarea
                  label={t('desk.answer')}
                  value={answer}
                  error={error}
                  autosize
                  minRows={3}
                  onChange={(e) => setAnswer(e.currentTarget.value)}
                />
                <Group>
                  <Button loading={busy === 'save'} onClick={() => void save()}>
                    {t('desk.save')}
                  </Button>
                </Group>
              </>
            ) : (
              <Text c="dimmed">{t('desk.closed')}</Text>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="md" p="md">
          <Stack gap={6} data-testid="request-history">
            <Title order={4}>{t('desk.history')}</Title>
            {d.history.map((h, i) => (
              <Stack key={i} gap={0}>
                <Group gap="xs" wrap="wrap">
                  <StatusBadge status={h.status} label={t('mine.statuses', { status: h.status })} />
                  <Text size="sm">
                    {formatDateTime(h.at)} · {h.by}
                  </Text>
                </Group>
                {h.note && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {h.note}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
