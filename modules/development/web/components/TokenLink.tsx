import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDateTime, formatPaise, rupeesToPaise } from '@portal/core';
import { actionMark, call, errorMessage, notify, useAccess, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import type { ProspectStage } from '../../shared/constants.ts';
import * as T from '../../shared/token.ts';
import { developmentMessages } from '../messages/index.ts';

/**
 * The LOI token by payment link, on a prospect's record: once the site is approved head office sends the prospect
 * a link to pay online (the link is shown once), and the links sent so far read with what became of each.
 */
export function TokenLink({ id, stage, onPaid }: { id: number; stage: ProspectStage; onPaid(): void }) {
  const t = useMessages(developmentMessages);
  const { allows } = useAccess();
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const links = useCall(T.tokenLinks, { params: { id } });
  const rows = links.data?.rows ?? [];
  if (stage !== 'SITE_APPROVED' && rows.length === 0) return null;

  async function send() {
    setBusy(true);
    setProblem(null);
    try {
      const paise = rupeesToPaise(amount);
      const sent = await call(T.sendTokenLink, { params: { id }, body: { amount: paise ?? Number.NaN } });
      setLink(`${window.location.origin}${sent.link}`);
      notify({ color: 'green', message: t('token.sent') });
      await links.refetch();
      onPaid();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs" mt="md" data-testid="token-link-card">
      <Title order={5}>{t('token.title')}</Title>
      {problem && (
        <Alert color="red" data-testid="token-problem">
          {problem}
        </Alert>
      )}
      {link && (
        <Alert color="blue" title={t('token.linkTitle')} data-testid="token-link" style={{ overflowWrap: 'anywhere' }}>
          {link}
        </Alert>
      )}
      {stage === 'SITE_APPROVED' && allows(T.sendTokenLink) && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={t('token.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <Button
            loading={busy}
            onClick={() => void send()}
            data-testid="send-token-link"
            {...actionMark(T.sendTokenLink)}
          >
            {rows.some((r) => r.status === 'LINK_SENT') ? t('token.sendAgain') : t('token.send')}
          </Button>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {t('token.links')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('token.none')}
        </Text>
      ) : (
        rows.map((r) => (
          <Text size="sm" key={r.id} data-testid={`token-link-${r.status}`} style={{ overflowWrap: 'anywhere' }}>
            {t('token.row', { amount: formatPaise(r.amount), state: t('token.state', { state: r.status }) })}
            {r.paidAt &&
              ` · ${t('token.paidOn', { when: formatDateTime(r.paidAt), reference: r.gatewayPaymentId ?? '' })}`}
          </Text>
        ))
      )}
    </Stack>
  );
}
