import { Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPaise, localeOf, todayInIndia } from '@portal/core';
import {
  DataTable,
  downloadFile,
  errorMessage,
  PageHeader,
  useAccess,
  useCall,
  useLanguage,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import * as ORG from '@portal/mod-org/contracts';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import type { GstSummaryAnswer } from '../../shared/contracts.ts';
import { orderMessages } from '../messages/index.ts';

type Row = GstSummaryAnswer['rows'][number];

/** The last 24 months, this one first, as YYYY-MM. */
function recentMonths(today: string): string[] {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(y!, m! - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const FIGURE_WORDS = {
  'gst.exempt': 'figureExempt',
  'gst.nilExempt': 'figureNilExempt',
  'gst.taxable': 'figureTaxable',
  'gst.cgst': 'figureCgst',
  'gst.sgst': 'figureSgst',
  'gst.igst': 'figureIgst',
} as const;

/**
 * report/gst-summary: a centre's month for its GST return. The totals are the GST figures of the orders module
 * (exempt fees, nil-rated and exempt goods, taxable value, CGST, SGST, IGST), then a row per HSN code and rate,
 * paged, and the CSV export.
 */
export default function GstSummaryScreen() {
  const t = useMessages(orderMessages);
  const language = useLanguage();
  const access = useAccess();
  const months = recentMonths(todayInIndia());
  const [month, setMonth] = useState(months[0]!);
  const [picked, setPicked] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const centres = useCall(
    ORG.activeFranchisees,
    {},
    {
      enabled: access.franchiseeId === null,
    },
  );
  const franchiseeID = access.franchiseeId ?? (picked ? Number(picked) : undefined);
  const monthName = (key: string) =>
    new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${key}-01T00:00:00Z`),
    );
  const summary = useCall(
    C.gstSummary,
    { query: { franchiseeID, month, page, pageSize } },
    { enabled: franchiseeID !== undefined },
  );
  // A CSV arrives only when format=csv is asked for: a file here is a fault, shown as one.
  const asFile = typeof summary.data === 'string' ? new Error('The summary came back as a file') : null;
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadFile(C.gstSummary.path, { franchiseeID, month, format: 'csv' }, `gst-summary-${month}.csv`);
    } catch (e) {
      setExportError(errorMessage(e));
    } finally {
      setExporting(false);
    }
  };
  const columns: DataColumn<Row>[] = [
    { id: 'hsnCode', header: t('gstSummary.hsn'), primary: true, nowrap: true },
    { id: 'rate', header: t('gstSummary.rate'), align: 'right', cell: (r) => `${r.gstRateBp / 100}%` },
    {
      id: 'supply',
      header: t('gstSummary.supply'),
      cell: (r) => t(r.supply === 'TAXABLE' ? 'gstSummary.supplyTaxable' : 'gstSummary.supplyNilExempt'),
    },
    { id: 'invoices', header: t('gstSummary.invoiceCount'), align: 'right' },
    { id: 'value', header: t('gstSummary.value'), align: 'right', cell: (r) => formatPaise(r.valuePaise) },
    { id: 'taxable', header: t('gstSummary.taxable'), align: 'right', cell: (r) => formatPaise(r.taxablePaise) },
    { id: 'cgst', header: t('gstSummary.cgst'), align: 'right', cell: (r) => formatPaise(r.cgstPaise) },
    { id: 'sgst', header: t('gstSummary.sgst'), align: 'right', cell: (r) => formatPaise(r.sgstPaise) },
    { id: 'igst', header: t('gstSummary.igst'), align: 'right', cell: (r) => formatPaise(r.igstPaise) },
  ];
  const data = typeof summary.data === 'string' ? undefined : summary.data;
  return (
    <>
      <PageHeader title={t('gstSummary.title')} subtitle={t('gstSummary.intro')} crumbs={[{ label: 'Reports' }]} />
      <Card withBorder radius="md" mb="md">
        <Group align="flex-end" wrap="wrap">
          {access.franchiseeId === null && (
            <Select
              label={t('gstSummary.centre')}
              placeholder={t('gstSummary.chooseCentre')}
              data={(centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.companyName }))}
              value={picked}
              onChange={(v) => {
                setPicked(v);
                setPage(1);
              }}
              searchable
              w={260}
              maw="100%"
            />
          )}
          <Select
            label={t('gstSummary.month')}
            data={months.map((m) => ({ value: m, label: monthName(m) }))}
            value={month}
            onChange={(v) => {
              if (v) setMonth(v);
              setPage(1);
            }}
            allowDeselect={false}
            w={200}
            maw="100%"
            data-testid="gst-month"
          />
          <Button variant="default" onClick={() => void exportCsv()} loading={exporting} disabled={!franchiseeID}>
            {t('gstSummary.exportCsv')}
          </Button>
        </Group>
        {exportError && (
          <Text c="red" size="sm" mt="xs" role="alert">
            {exportError}
          </Text>
        )}
      </Card>
      {data && (
        <Stack gap="xs" mb="md" data-testid="gst-totals">
          <Text fw={600}>
            {data.centre} · {monthName(data.month)} · {t('gstSummary.invoices', { count: data.invoices })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
            {data.figures.map((f) => (
              <Card key={f.key} withBorder radius="md" p="sm" data-testid={`figure-${f.key}`}>
                <Text size="xs" c="dimmed">
                  {f.key in FIGURE_WORDS
                    ? t(`gstSummary.${FIGURE_WORDS[f.key as keyof typeof FIGURE_WORDS]}`)
                    : f.label}
                </Text>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {formatPaise(f.value ?? 0)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('gstSummary.rounding')}
          </Text>
        </Stack>
      )}
      <DataTable
        data={franchiseeID === undefined ? [] : data?.rows}
        columns={columns}
        loading={summary.isLoading && franchiseeID !== undefined}
        error={summary.error ?? asFile}
        rowId={(r) => `${r.hsnCode}-${r.gstRateBp}`}
        testId="gst-rows"
        empty={
          franchiseeID === undefined
            ? t('gstSummary.chooseCentre')
            : { title: t('gstSummary.empty', { month: monthName(month) }), message: t('gstSummary.emptyHint') }
        }
        paging={
          data
            ? {
                page: data.page,
                pageSize: data.pageSize,
                total: data.total,
                onPageChange: setPage,
                onPageSizeChange: (size) => {
                  setPageSize(size);
                  setPage(1);
                },
                pageSizes: [10, 20, 50],
              }
            : undefined
        }
      />
    </>
  );
}
