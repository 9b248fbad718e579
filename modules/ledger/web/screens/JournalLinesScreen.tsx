import { Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DATE_FORMAT, formatDate, franchiseeLabel, type ListRef } from '@portal/core';
import {
  actionMark,
  DataTable,
  downloadFile,
  IfAllowed,
  PageHeader,
  useAccess,
  useListRows,
  type DataColumn,
  useServerPaging,
  type ActionEndpoint,
} from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { LEDGER_LISTS, type JournalLineRow } from '../../shared/lists.ts';
import { Money, useCentres } from '../components.tsx';

const FIELDS = 'entryDate,companyName,reference,description,debitPaise,creditPaise,reversesId,franchiseeId,entryId';

/** What follows the prefix of a journal reference ('kit-order:12' ⇒ '12'). */
const after = (reference: string) => reference.slice(reference.indexOf(':') + 1);

/** A journal reference in words: 'payment:12' ⇒ 'Payment 12', 'settlement:UTR1' ⇒ 'Settlement UTR1'. */
function readable(reference: string): string {
  const at = reference.indexOf(':');
  if (at < 0) return reference;
  const kind = reference.slice(0, at).replace(/-/g, ' ');
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${reference.slice(at + 1)}`;
}

interface ListKind {
  title: string;
  subtitle: string;
  list: ListRef<JournalLineRow>;
  empty: string;
  reference: { header: string; cell: (r: JournalLineRow) => ReactNode };
  debit: string;
  credit: string;
  /** The header's way to the list's posting form: shown only to those its endpoint allows, when it names one. */
  action?: { label: string; to: string; endpoint?: ActionEndpoint };
}

const LISTS = {
  kitCharges: {
    title: 'Franchisee kit orders',
    subtitle: "Kit orders charged to the centres' accounts with head office",
    list: LEDGER_LISTS.kitCharges,
    empty: 'No kit order has been charged to a centre',
    reference: { header: 'Order', cell: (r) => `Order ${after(r.reference)}` },
    debit: 'Charged',
    credit: 'Credited back',
    action: { label: 'Order ledger', to: '/ledger/franchisee-order' },
  },
  centrePayments: {
    title: 'Franchisee payments',
    subtitle: 'What centres paid head office, with the bank reference',
    list: LEDGER_LISTS.centrePayments,
    empty: 'No payment from a centre yet',
    reference: { header: 'Bank reference (UTR)', cell: (r) => after(r.reference) },
    debit: 'Reversed',
    credit: 'Paid',
    action: {
      label: 'Payment to head office',
      to: '/payments/transfer-franchiseeToBB',
      endpoint: C.franchiseeToHeadOffice,
    },
  },
  nodalLines: {
    title: 'Franchisee nodal account',
    subtitle: 'Online collections held for each centre and their settlements',
    list: LEDGER_LISTS.nodalLines,
    empty: 'No online collection yet',
    reference: { header: 'Reference', cell: (r) => readable(r.reference) },
    debit: 'Collected online',
    credit: 'Settled to centre',
    action: {
      label: 'Settlement transfer',
      to: '/payments/settlement-payment-transfer',
      endpoint: C.settlementTransfer,
    },
  },
} satisfies Record<string, ListKind>;

function ListAction({ label, to, endpoint }: NonNullable<ListKind['action']>) {
  const button = (
    <Button variant="default" component={Link} to={to} {...(endpoint ? actionMark(endpoint) : {})}>
      {label}
    </Button>
  );
  return endpoint ? <IfAllowed endpoint={endpoint}>{button}</IfAllowed> : button;
}

function lineColumns(k: ListKind): DataColumn<JournalLineRow>[] {
  return [
    { id: 'entryDate', header: 'Date', cell: (r) => formatDate(r.entryDate) },
    {
      id: 'companyName',
      header: 'Centre',
      cell: (r) =>
        r.franchiseeId ? (
          <Link to={`/ledger/franchisee/detail/${r.franchiseeId}`}>
            {franchiseeLabel({ id: r.franchiseeId, companyName: r.companyName })}
          </Link>
        ) : (
          r.companyName
        ),
    },
    { id: 'reference', header: k.reference.header, primary: true, cell: (r) => k.reference.cell(r) },
    {
      id: 'description',
      header: 'Particulars',
      cell: (r) => (
        <>
          {r.description}{' '}
          {r.reversesId && (
            <Badge size="xs" color="orange">
              Reversal
            </Badge>
          )}
        </>
      ),
    },
    { id: 'debitPaise', header: k.debit, align: 'right', cell: (r) => <Money paise={r.debitPaise} blankZero /> },
    { id: 'creditPaise', header: k.credit, align: 'right', cell: (r) => <Money paise={r.creditPaise} blankZero /> },
  ];
}

/**
 * ledger/franchisee-order-kit, ledger/franchisee/payments and ledger/franchisee-nodal: one account's lines
 * across the user's centres, filtered by centre, dates and text, a page at a time, exported as CSV or XLSX.
 */
export default function JournalLinesScreen({ list }: { list: keyof typeof LISTS }) {
  const k: ListKind = LISTS[list];
  const access = useAccess();
  const [centre, setCentre] = useState<string | null>(access.franchiseeId ? String(access.franchiseeId) : null);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const pages = useServerPaging();
  const filters = {
    franchiseeID: centre ?? undefined,
    fromDate: fromDate ?? undefined,
    toDate: toDate ?? undefined,
    q: q.trim() || undefined,
  };
  const centres = useCentres();
  const lines = useListRows(k.list, { ...filters, ...pages.query, fields: FIELDS });
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      pages.restart();
    };
  // The spec's mobile layout applies under 700 px: each line as a short card instead of a wide table.
  const rows = lines.data?.rows ?? [];
  return (
    <>
      <PageHeader
        title={k.title}
        subtitle={k.subtitle}
        actions={
          <Group>
            <Button
              variant="default"
              disabled={rows.length === 0}
              onClick={() => void downloadFile(`${k.list.path}/export`, { ...filters, format: 'xlsx' }, `${list}.xlsx`)}
            >
              Export
            </Button>
            {k.action && <ListAction {...k.action} />}
          </Group>
        }
      />
      <Group mb="md" align="end" wrap="wrap">
        <Select
          label="Centre"
          placeholder="Every centre"
          clearable
          searchable
          w={{ base: '100%', sm: 300 }}
          data={(centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: franchiseeLabel(c) }))}
          value={centre}
          onChange={refilter(setCentre)}
        />
        <DateInput
          label="From"
          valueFormat={DATE_FORMAT}
          clearable
          w={150}
          value={fromDate}
          onChange={refilter(setFromDate)}
        />
        <DateInput
          label="To"
          valueFormat={DATE_FORMAT}
          clearable
          w={150}
          value={toDate}
          onChange={refilter(setToDate)}
        />
        <TextInput
          label="Search"
          placeholder="Reference or particulars"
          w={{ base: '100%', sm: 240 }}
          value={q}
          onChange={(e) => refilter(setQ)(e.currentTarget.value)}
        />
      </Group>
      <DataTable
        data={lines.data?.rows}
        error={lines.error}
        onRetry={() => lines.refetch()}
        columns={lineColumns(k)}
        rowId={(r) => String(r.id)}
        paging={pages.paging(lines.data?.count)}
        empty={{ title: k.empty, message: 'Nothing matches these filters.' }}
        testId="ledger-line-list"
        striped
        minWidth={760}
      />
    </>
  );
}
