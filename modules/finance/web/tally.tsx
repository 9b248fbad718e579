import { Button, Card, Group, Select, Text, Title } from '@mantine/core';
import { todayInIndia } from '@portal/core';
import { DateField, downloadFile, errorMessage, useAccess, useCall } from '@portal/ui';
import * as ORG from '@portal/mod-org/contracts';
import { useState } from 'react';
import * as C from '../shared/tax-tally.ts';

/** The first day of the month a YYYY-MM-DD day falls in. */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/**
 * Books in Tally: a centre's fee receipts and refunds of a period as TallyPrime's XML import. The centre chosen in
 * the shell, or one picked here by head office; the period from and to a day (this month so far to begin with).
 */
export function TallyExportCard() {
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
      <Title order={5}>Books in Tally</Title>
      <Text size="sm" c="dimmed" mb="sm">
        Fee receipts and refunds of the period as a TallyPrime import file (Gateway of Tally → Import → Vouchers). The
        same period exports the same file, and Tally does not count a receipt twice.
      </Text>
      <Group align="flex-end" wrap="wrap">
        {access.franchiseeId === null && (
          <Select
            label="Centre"
            placeholder="Choose a centre"
            data={(centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.companyName }))}
            value={picked}
            onChange={setPicked}
            searchable
            w={260}
          />
        )}
        <DateField label="From" value={from} onChange={setFrom} maxDate={to || undefined} w={150} />
        <DateField label="To" value={to} onChange={setTo} minDate={from || undefined} w={150} />
        <Button onClick={() => void download()} loading={busy} disabled={!franchiseeId || !from || !to}>
          Download for Tally
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
