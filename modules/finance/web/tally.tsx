import { Button, Card, Group, Select, Text, Title } from '@mantine/core';
import { todayInIndia } from '@portal/core';
import { DateField, downloadFile, errorMessage, useAccess, useCall, useMessages } from '@portal/ui';
import * as ORG from '@portal/mod-org/contracts';
import { useState } from 'react';
import * as C from '../shared/tax-tally.ts';
import { financeMessages } from './messages/index.ts';

/** The first day of the month a YYYY-MM-DD day falls in. */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/**
 * Books in Tally: a centre's whole book of a period (fees billed, sales with GST, concessions, receipts and refunds,
 * credit and debit notes, royalty) as TallyPrime's XML import. The centre chosen in
 * the shell, or one picked here by head office; the period from and to a day (this month so far to begin with).
 */
export function TallyExportCard() {
  const t = useMessages(financeMessages);
  const access = useAccess();
  const today = todayInIndia();
  const [from, setFrom] = useState(monthStart(today));
  const [to, setTo] = useState(today);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const centres = useCall(
    ORG.activeFranchisees,
    {},
    {
      enabled: access.franchiseeId === null,
    },
  );
  const franchiseeId = access.franchiseeId ?? (picked ? Number(picked) : null);
  const download = async () => {
    if (!franchiseeId) return;
    setBusy(true);
    setError(null);
    try {
      await downloadFile(C.tallyExport.path, { franchiseeID: franchiseeId, from, to }, `tally-${from}-to-${to}.xml`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" mt="md" data-testid="tally-export">
      <Title order={5}>{t('tally.title')}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('tally.intro')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        {access.franchiseeId === null && (
          <Select
            label={t('tally.centre')}
            placeholder={t('tally.chooseCentre')}
            data={(centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.companyName }))}
            value={picked}
            onChange={setPicked}
            searchable
            w={260}
          />
        )}
        <DateField label={t('tally.from')} value={from} onChange={setFrom} maxDate={to || undefined} w={150} />
        <DateField label={t('tally.to')} value={to} onChange={setTo} minDate={from || undefined} w={150} />
        <Button onClick={() => void download()} loading={busy} disabled={!franchiseeId || !from || !to}>
          {t('tally.download')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Card>
  );
}
