import { Alert, Button, Card, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { formatDate, formatPaise } from '@portal/core';
import {
  call,
  DataTable,
  downloadFile,
  errorMessage,
  PageHeader,
  useCall,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import type { FamilySaleAnswer } from '../../shared/contracts.ts';
import { INDIAN_STATES } from '../../shared/inputs.ts';
import { useIndentChildren } from '../hooks.ts';
import { orderMessages } from '../messages/index.ts';

type Line = FamilySaleAnswer['lines'][number];

const DOCUMENT_WORDS = {
  TAX_INVOICE: 'familySale.invoice',
  BILL_OF_SUPPLY: 'familySale.billOfSupply',
  INVOICE_CUM_BILL_OF_SUPPLY: 'familySale.invoiceCumBill',
} as const;

interface Item {
  productId: string | null;
  quantity: number;
}

/**
 * indent/family-sale: a centre sells uniforms, books or kits to a child's family. The sale is an invoice of the
 * centre (HSN, rate, taxable value, CGST and SGST per line; IGST when the buyer is in another state; books at 0 % on
 * a bill of supply) charged to the child's fee account.
 */
export default function FamilySaleScreen() {
  const t = useMessages(orderMessages);
  const children = useIndentChildren();
  const catalogue = useCall(C.familySaleCatalogue, {});
  const [child, setChild] = useState<string | null>(null);
  const [items, setItems] = useState<Item[]>([{ productId: null, quantity: 1 }]);
  const [buyerState, setBuyerState] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sale, setSale] = useState<FamilySaleAnswer | null>(null);
  const products = catalogue.data?.rows ?? [];
  const label = (p: (typeof products)[number]) =>
    `${p.name}${p.size ? ` (${p.size})` : ''} · ${formatPaise(p.pricePaise)} + ${p.gstRateBp / 100}%`;
  const chosen = items.filter((i) => i.productId !== null);
  const record = async () => {
    if (!child || chosen.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      setSale(
        await call(C.recordFamilySale, {
          body: {
            studentAdmissionId: Number(child),
            items: chosen.map((i) => ({ productId: Number(i.productId), quantity: i.quantity })),
            ...(buyerState ? { buyerState } : {}),
          },
        }),
      );
      setItems([{ productId: null, quantity: 1 }]);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const lineColumns: DataColumn<Line>[] = [
    { id: 'description', header: t('familySale.item'), primary: true, cell: (l) => `${l.description} × ${l.quantity}` },
    { id: 'hsnCode', header: 'HSN', nowrap: true },
    { id: 'rate', header: 'GST', align: 'right', cell: (l) => `${l.gstRateBp / 100}%` },
    { id: 'amount', header: t('familySale.total'), align: 'right', cell: (l) => formatPaise(l.totalPaise) },
  ];
  const set = (i: number, change: Partial<Item>) =>
    setItems((all) => all.map((item, j) => (j === i ? { ...item, ...change } : item)));
  return (
    <>
      <PageHeader title={t('familySale.title')} subtitle={t('familySale.intro')} />
      <Card withBorder radius="md">
        <Stack>
          <Select
            label={t('familySale.child')}
            placeholder={t('familySale.chooseChild')}
            data={(children.data?.rows ?? []).map((c) => ({
              value: String(c.studentAdmissionId),
              label: `${c.studentName} · ${c.className}`,
            }))}
            value={child}
            onChange={setChild}
            searchable
            maw={420}
          />
          <Select
            label={t('familySale.buyerState')}
            description={t('familySale.buyerStateHint')}
            data={INDIAN_STATES}
            value={buyerState}
            onChange={setBuyerState}
            clearable
            searchable
            maw={420}
          />
          {items.map((item, i) => (
            <Group key={i} align="flex-end" wrap="wrap" gap="xs">
              <Select
                label={t('familySale.item')}
                placeholder={t('familySale.chooseItem')}
                data={products.map((p) => ({ value: String(p.id), label: label(p) }))}
                value={item.productId}
                onChange={(v) => set(i, { productId: v })}
                searchable
                w={320}
                maw="100%"
              />
              <NumberInput
                label={t('familySale.quantity')}
                value={item.quantity}
                onChange={(v) => set(i, { quantity: typeof v === 'number' ? v : 1 })}
                min={1}
                max={100}
                w={110}
              />
              {items.length > 1 && (
                <Button variant="subtle" color="red" onClick={() => setItems((all) => all.filter((_, j) => j !== i))}>
                  {t('familySale.remove')}
                </Button>
              )}
            </Group>
          ))}
          <Group wrap="wrap">
            <Button variant="default" onClick={() => setItems((all) => [...all, { productId: null, quantity: 1 }])}>
              {t('familySale.addItem')}
            </Button>
            <Button onClick={() => void record()} loading={busy} disabled={!child || chosen.length === 0}>
              {t('familySale.record')}
            </Button>
          </Group>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Card>
      {sale && (
        <Card withBorder radius="md" mt="md" data-testid="family-sale-invoice">
          <Alert color="green" mb="sm">
            {t('familySale.recorded', { invoiceNo: sale.invoiceNo, amount: formatPaise(sale.totalPaise) })}
          </Alert>
          <Text fw={600}>
            {t(DOCUMENT_WORDS[sale.document])} {sale.invoiceNo} · {formatDate(sale.saleDate)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('familySale.placeOfSupply', { state: sale.placeOfSupply })}
          </Text>
          <DataTable
            card={false}
            data={sale.lines}
            columns={lineColumns}
            rowId={(l) => String(l.id)}
            testId="family-sale-lines"
            totals={{ amount: formatPaise(sale.totalPaise) }}
          />
          <Button
            mt="sm"
            variant="default"
            onClick={() =>
              void downloadFile(C.familySaleInvoice.path.replace(':id', String(sale.id)), {}, 'invoice.pdf').catch(
                (e: unknown) => setError(errorMessage(e)),
              )
            }
          >
            {t(DOCUMENT_WORDS[sale.document])} (PDF)
          </Button>
        </Card>
      )}
    </>
  );
}
