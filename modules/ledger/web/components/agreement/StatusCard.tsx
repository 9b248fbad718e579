import { Badge, Button, Card, Group, Select, Text, TextInput, Title } from '@mantine/core';
import { actionMark, call, errorMessage, notify, useAccess, useMessages, useRecord } from '@portal/ui';
import { useState } from 'react';
import { isOneOf } from '@portal/core';
import { CENTRE_STATUSES, CENTRE_STATUS_MOVES, setCentreStatus, type CentreStatus } from '@portal/mod-org/shared';
import { ledgerMessages } from '../../messages/index.ts';
import { franchiseeShape } from '@portal/mod-org/shared/resources';

/** The centre's status, what it allows, and head office's moves (open, suspend, terminate). */
export function StatusCard({ franchiseeId }: { franchiseeId: number }) {
  const t = useMessages(ledgerMessages);
  const { allows } = useAccess();
  const centre = useRecord(franchiseeShape, franchiseeId);
  const status = centre.data?.status;
  const [next, setNext] = useState<CentreStatus | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const moves = status ? CENTRE_STATUS_MOVES[status] : [];
  async function change() {
    if (!next) return;
    setBusy(true);
    try {
      await call(setCentreStatus, {
        params: { id: franchiseeId },
        body: { status: next, reason },
      });
      notify({ color: 'green', message: t('agreement.statusSaved') });
      setNext(null);
      setReason('');
      await centre.refetch();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  if (!status) return null;
  return (
    <Card withBorder radius="md" data-testid="centre-status">
      <Group gap="xs" mb="xs">
        <Title order={4}>{t('agreement.status')}</Title>
        <Badge variant="light" color={status === 'OPEN' ? 'green' : status === 'TERMINATED' ? 'red' : 'orange'}>
          {t('agreement.centreStatus', { status })}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('agreement.statusMeans', { status })}
      </Text>
      {allows(setCentreStatus) && moves.length > 0 && (
        <Group align="flex-end" mt="sm">
          <Select
            label={t('agreement.newStatus')}
            data={moves.map((m) => ({ value: m, label: t('agreement.centreStatus', { status: m }) }))}
            value={next}
            onChange={(v) => setNext(isOneOf(CENTRE_STATUSES, v) ? v : null)}
          />
          <TextInput label={t('agreement.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          <Button loading={busy} disabled={!next} onClick={() => void change()} {...actionMark(setCentreStatus)}>
            {t('agreement.changeStatus')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
