import { Table, Text } from '@mantine/core';
import { formatPaise } from '@portal/core';
import type { WowQuote } from './api.ts';

/** Lines of a wow-kit summary or order with the GST split and totals (rupees; the API keeps paise). */
export function WowQuoteTable({ lines, totals }: Pick<WowQuote, 'lines' | 'totals'>) {
  const interState = totals.igstPaise > 0;
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped data-testid="wow-summary">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>HSN</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Rate</Table.Th>
            <Table.Th ta="right">Taxable</Table.Th>
            <Table.Th ta="right">{interState ? 'IGST' : 'CGST + SGST'}</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>{l.description}</Table.Td>
              <Table.Td>{l.hsnCode}</Table.Td>
              <Table.Td ta="right">{l.quantity}</Table.Td>
              <Table.Td ta="right">{formatPaise(l.unitPricePaise)}</Table.Td>
              <Table.Td ta="right">{formatPaise(l.taxablePaise)}</Table.Td>
              <Table.Td ta="right">
                {formatPaise(l.cgstPaise + l.sgstPaise + l.igstPaise)} ({l.gstRateBp / 100} %)
              </Table.Td>
              <Table.Td ta="right">{formatPaise(l.totalPaise)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text ta="right" mt="sm">
        Taxable {formatPaise(totals.subtotalPaise)} ·{' '}
        {interState
          ? `IGST ${formatPaise(totals.igstPaise)}`
          : `CGST ${formatPaise(totals.cgstPaise)} · SGST ${formatPaise(totals.sgstPaise)}`}{' '}
        · <b data-testid="wow-total-amount">Total {formatPaise(totals.totalPaise)}</b>
      </Text>
    </Table.ScrollContainer>
  );
}
