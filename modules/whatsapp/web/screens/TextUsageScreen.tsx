import { Button, Group, Select, Text } from '@mantine/core';
import { formatMonth, formatPaise, todayInIndia } from '@portal/core';
import { DataTable, downloadFile, errorMessage, notify, PageHeader, useCall, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';

/** This month and the 23 before it, newest first, as YYYY-MM. */
function lastMonths(): string[] {
  const [year, month] = todayInIndia().split('-').map(Number);
  return Array.from({ length: 24 }, (_, i) => {
    const n = year * 12 + (month - 1) - i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
}

const count = (id: keyof C.UsageRow, header: string): DataColumn<C.UsageRow> => ({
  id,
  header,
  align: 'right',
  sort: true,
  cell: (r) => String(r[id]),
});

const columns: DataColumn<C.UsageRow>[] = [
  { id: 'centre', header: 'Centre', sort: true, primary: true },
  { id: 'label', header: 'Message', sort: true },
  count('delivered', 'WhatsApp delivered'),
  count('pending', 'WhatsApp pending'),
  count('failed', 'WhatsApp failed'),
  count('fellBack', 'Fell back to SMS'),
  count('sms', 'SMS'),
  {
    id: 'costPaise',
    header: 'Estimated WhatsApp cost',
    align: 'right',
    sort: true,
    cell: (r) => formatPaise(r.costPaise),
  },
];

/**
 * whatsapp/usage: head office's month of texts to families, per centre and kind, by WhatsApp (delivered, pending,
 * failed, fell back to SMS) and by SMS, with WhatsApp's estimated cost at the configured prices; as CSV too.
 */
export default function TextUsageScreen() {
  const months = lastMonths();
  const [month, setMonth] = useState(months[0]);
  const usage = useCall(C.usage, { query: { month } });
  const totals = usage.data?.totals;
  const prices = usage.data?.paisePer100;

  async function exportCsv() {
    try {
      await downloadFile(C.usageCsv.path, { month }, `whatsapp-texts-${month}.csv`);
    } catch (err) {
      notify({ color: 'red', title: 'Not exported', message: errorMessage(err) });
    }
  }

  return (
    <>
      <PageHeader
        title="WhatsApp and SMS texts"
        subtitle="Texts to families in a month, per centre and message, by channel, with WhatsApp's estimated cost."
      />
      <Group justify="space-between" mb="sm" align="flex-end">
        <Select
          label="Month"
          data={months.map((m) => ({ value: m, label: formatMonth(m) }))}
          value={month}
          onChange={(v) => v && setMonth(v)}
          allowDeselect={false}
          w={200}
          data-testid="usage-month"
        />
        <Button variant="default" onClick={() => void exportCsv()} data-testid="usage-csv">
          Export CSV
        </Button>
      </Group>
      {totals && prices ? (
        <Text size="sm" c="dimmed" mb="sm" data-testid="usage-totals">
          {`${totals.delivered} delivered on WhatsApp, ${totals.fellBack} fell back to SMS, ${totals.sms} by SMS. ` +
            `Estimated WhatsApp cost ${formatPaise(totals.costPaise)} at ${formatPaise(prices.UTILITY)} per 100 ` +
            `utility messages and ${formatPaise(prices.AUTHENTICATION)} per 100 sign-in codes.`}
        </Text>
      ) : null}
      <DataTable
        data={usage.data?.rows}
        error={usage.error}
        onRetry={() => usage.refetch()}
        columns={columns}
        rowId={(r) => `${r.franchiseeId}-${r.message}`}
        empty={{ title: 'No texts this month', message: 'No message went to a family by WhatsApp or SMS.' }}
        testId="usage-list"
        striped
      />
    </>
  );
}
