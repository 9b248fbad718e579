import { Text } from '@mantine/core';
import { formatPaise } from '@portal/core';
import { DataTable, type DataColumn } from '@portal/ui';
import type { WowQuote } from './api.ts';

type Line = WowQuote['lines'][number];

function lineColumns(interState: boolean): DataColumn<Line>[] {
  return [
    { id: 'description', header: 'Item', primary: true },
    { id: 'hsnCode', header: 'HSN', hideOnPhone: true },
    { id: 'quantity', header: 'Qty', align: 'right' },
    { id: 'unitPricePaise', header: 'Rate', align: 'right', cell: (l) => formatPaise(l.unitPricePaise) },
    { id: 'taxablePaise', header: 'Taxable', align: 'right', cell: (l) => formatPaise(l.taxablePaise) },
    {
      id: 'gst',
      header: interState ? 'IGST' : 'CGST + SGST',
      align: 'right',
      cell: (l) => `${formatPaise(l.cgstPaise + l.sgstPaise + l.igstPaise)} (${l.gstRateBp / 100} %)`,
    },
    { id: 'totalPaise', header: 'Total', align: 'right', cell: (l) => formatPaise(l.totalPaise) },
  ];
}

/** Lines of a wow-kit summary or order with the GST split and totals (rupees; the API keeps paise). */
export function WowQuoteTable({ lines, totals }: Pick<WowQuote, 'lines' | 'totals'>) {
  const interState = totals.igstPaise > 0;
  return (
    <div>
      <DataTable
        card={false}
        data={lines}
        columns={lineColumns(interState)}
        rowId={(_, i) => String(i)}
        empty="No lines"
        testId="wow-summary"
        striped
        minWidth={680}
      />
      <Text ta="right" mt="sm">
        Taxable {formatPaise(totals.subtotalPaise)} ·{' '}
        {interState
          ? `IGST ${formatPaise(totals.igstPaise)}`
          : `CGST ${formatPaise(totals.cgstPaise)} · SGST ${formatPaise(totals.sgstPaise)}`}{' '}
        · <b data-testid="wow-total-amount">Total {formatPaise(totals.totalPaise)}</b>
      </Text>
    </div>
  );
}
