import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { formatDate, formatPaise, franchiseeLabel } from '@portal/core';
import {
  actionMark,
  DataTable,
  downloadFile,
  EmptyState,
  IfAllowed,
  LoadError,
  PageHeader,
  useAccess,
  useCall,
  type DataColumn,
} from '@portal/ui';
import type { EndpointAnswer } from '@portal/core';
import { Link, useParams, useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { LoadProblem, Money, NotFoundState } from '../components.tsx';

type Statement = Omit<EndpointAnswer<typeof C.franchiseeLedger>, 'franchisee'>;
type Line = Statement['lines'][number];
type Balance = EndpointAnswer<typeof C.franchiseeBalances>['rows'][number];

/** A money column; debits and credits leave a zero blank so the side a line is on stands out. */
function money<T>(id: string, header: string, paise: (row: T) => number, blankZero = false): DataColumn<T> {
  return { id, header, align: 'right', nowrap: true, cell: (r) => <Money paise={paise(r)} blankZero={blankZero} /> };
}

function balanceColumns(owes: string, detailPath: (franchiseeId: number) => string): DataColumn<Balance>[] {
  return [
    {
      id: 'centre',
      header: 'Centre',
      primary: true,
      cell: (b) => (
        <Link to={detailPath(b.franchiseeId)}>
          {franchiseeLabel({ id: b.franchiseeId, companyName: b.companyName })}
        </Link>
      ),
    },
    money('debit', 'Debits', (b) => b.debit, true),
    money('credit', 'Credits', (b) => b.credit, true),
    {
      ...money('balance', owes, (b) => b.balance),
      cell: (b) => (
        <Text span fw={600}>
          <Money paise={b.balance} />
        </Text>
      ),
    },
  ];
}

const lineColumns: DataColumn<Line>[] = [
  { id: 'date', header: 'Date', nowrap: true, cell: (l) => formatDate(l.date) },
  {
    id: 'particulars',
    header: 'Particulars',
    primary: true,
    cell: (l) => (
      <>
        {l.description || l.reference}{' '}
        {l.reversesId && (
          <Badge size="xs" color="orange">
            Reversal
          </Badge>
        )}
        {l.reference.startsWith('royalty-invoice:') && (
          <Text size="xs">
            <Link to={`/ledger/franchisee/royalty-invoice/${l.entryId}`}>Invoice</Link>
          </Text>
        )}
      </>
    ),
  },
  money('debit', 'Debit', (l) => l.debit, true),
  money('credit', 'Credit', (l) => l.credit, true),
  money('balance', 'Balance', (l) => l.balance),
];

const KINDS = {
  student: { title: 'Student ledger', param: 'studentAdmissionID', owes: 'Fees still owed', what: 'Student' },
  franchisee: { title: 'Franchisee ledger', param: 'franchiseeID', owes: 'Owed to head office', what: 'Centre' },
  nodal: { title: 'Nodal account', param: 'franchiseeID', owes: 'Held for the centre', what: 'Centre' },
} as const;
type Kind = keyof typeof KINDS;

/** Where each kind's statement is exported (`<path>/<id>/export`, declared in the contracts). */
const EXPORTS: Record<Kind, string> = {
  student: C.studentLedgerExport.path.replace('/:studentAdmissionId/export', ''),
  franchisee: C.franchiseeLedgerExport.path.replace('/:franchiseeId/export', ''),
  nodal: C.nodalLedgerExport.path.replace('/:franchiseeId/export', ''),
};

type Named = Statement & { heading: string; subtitle?: string };

/**
 * The statement of the kind's account for the id in the address, with whose account it is: each kind asks its own
 * endpoint, and only the screen's kind is asked.
 */
function useStatement(kind: Kind, id: number | undefined) {
  const asks = (k: Kind) => ({ enabled: kind === k && id !== undefined, retry: false });
  const student = useCall(
    C.studentLedger,
    id === undefined ? undefined : { params: { studentAdmissionId: id }, query: {} },
    asks('student'),
  );
  const centreInput = id === undefined ? undefined : { params: { franchiseeId: id } };
  const franchisee = useCall(C.franchiseeLedger, centreInput, asks('franchisee'));
  const nodal = useCall(C.nodalLedger, centreInput, asks('nodal'));
  const centre = kind === 'nodal' ? nodal : franchisee;
  const s = student.data;
  const c = centre.data;
  const data: Named | undefined =
    kind === 'student'
      ? s && {
          ...s,
          heading: `${s.student.name} (${s.student.admissionNumber})`,
          subtitle: franchiseeLabel({ id: s.student.franchiseeId, companyName: s.student.companyName }),
        }
      : c && { ...c, heading: franchiseeLabel(c.franchisee), subtitle: undefined };
  const asked = kind === 'student' ? student : centre;
  return { data, error: asked.error, refetch: () => asked.refetch() };
}

/**
 * A ledger account's lines with a running balance: ledger/student-ledger/:studentAdmissionID (named with the
 * student), ledger/franchisee/detail/:franchiseeID and the nodal account (ledger/nodal?franchiseeID=). Without
 * an id the franchisee and nodal screens list every visible centre's balance.
 */
export default function StatementScreen({ kind }: { kind: Kind }) {
  const k = KINDS[kind];
  const params = useParams();
  const [search] = useSearchParams();
  const access = useAccess();
  // A centre user opening the franchisee ledger sees their own centre's at once.
  const raw =
    params[k.param] ??
    search.get('franchiseeID') ??
    (kind === 'franchisee' && access.franchiseeId && !access.superAdmin && !access.canWrite('AddTransaction')
      ? String(access.franchiseeId)
      : undefined);
  const id = raw === undefined ? undefined : Number(raw);
  const badId = id !== undefined && !(Number.isInteger(id) && id > 0);
  const centreBalances = useCall(C.franchiseeBalances, undefined, {
    enabled: id === undefined && kind === 'franchisee',
  });
  const nodalBalances = useCall(C.nodalBalances, undefined, { enabled: id === undefined && kind === 'nodal' });
  const balances = kind === 'nodal' ? nodalBalances : centreBalances;
  const statement = useStatement(kind, badId ? undefined : id);
  const detailPath = (f: number) =>
    kind === 'nodal' ? `/ledger/nodal?franchiseeID=${f}` : `/ledger/franchisee/detail/${f}`;
  const header = (
    <PageHeader
      title={statement.data ? `${k.title}: ${statement.data.heading}` : k.title}
      subtitle={statement.data?.subtitle}
      crumbs={kind === 'student' ? [{ label: 'Students', to: '/ledger/student-list' }, { label: k.title }] : undefined}
      actions={
        <Group>
          {statement.data && (
            <Button
              variant="default"
              onClick={() => void downloadFile(`${EXPORTS[kind]}/${id}/export`, {}, `${kind}-ledger-${id}.csv`)}
            >
              Export
            </Button>
          )}
          {kind === 'franchisee' && (
            <IfAllowed endpoint={C.addTransaction}>
              <Button variant="default" component={Link} to="/ledger/transaction/add" {...actionMark(C.addTransaction)}>
                Credit / debit note
              </Button>
            </IfAllowed>
          )}
          {kind === 'franchisee' && (
            <IfAllowed endpoint={C.franchiseeToHeadOffice}>
              <Button
                variant="default"
                component={Link}
                to="/payments/transfer-franchiseeToBB"
                {...actionMark(C.franchiseeToHeadOffice)}
              >
                Payment to head office
              </Button>
            </IfAllowed>
          )}
          {kind === 'franchisee' && (
            <Button variant="default" component={Link} to="/ledger/franchisee-order-kit">
              Kit orders
            </Button>
          )}
          {kind === 'nodal' && (
            <Button variant="default" component={Link} to="/ledger/franchisee-nodal">
              Centres' collections
            </Button>
          )}
          {kind !== 'student' && (
            <Button variant="default" component={Link} to="/report/ledger-report">
              Ledger report
            </Button>
          )}
          {kind === 'nodal' && (
            <IfAllowed endpoint={C.settlementTransfer}>
              <Button
                variant="default"
                component={Link}
                to="/ledger/nodal-payment-transfer"
                {...actionMark(C.settlementTransfer)}
              >
                Settlement transfer
              </Button>
            </IfAllowed>
          )}
        </Group>
      }
    />
  );
  if (id === undefined && kind === 'student')
    return (
      <>
        {header}
        <EmptyState
          title="Choose a student"
          message="Open a student's ledger from the student list."
          action={
            <Button component={Link} to="/ledger/student-list" variant="light">
              Student list
            </Button>
          }
        />
      </>
    );
  return (
    <>
      {header}
      {badId ? (
        <NotFoundState what={k.what} />
      ) : balances.error ? (
        <LoadError error={balances.error} onRetry={() => balances.refetch()} />
      ) : statement.error ? (
        <LoadProblem error={statement.error} what={k.what} onRetry={() => statement.refetch()} />
      ) : null}
      {id === undefined && balances.data && balances.data.rows.length === 0 && (
        <EmptyState title="Nothing posted yet" message="No centre you can see has a line on this account." />
      )}
      {id === undefined && balances.data && balances.data.rows.length > 0 && (
        <DataTable
          data={balances.data.rows}
          columns={balanceColumns(k.owes, detailPath)}
          rowId={(b) => String(b.franchiseeId)}
          testId="ledger-balances"
          striped
          minWidth={560}
        />
      )}
      {statement.data && <StatementCard statement={statement.data} owes={k.owes} />}
    </>
  );
}

function StatementCard({ statement, owes }: { statement: Statement; owes: string }) {
  return (
    <Card withBorder radius="md">
      <Group mb="sm" gap="xl">
        <Text>Debits {formatPaise(statement.debit)}</Text>
        <Text>Credits {formatPaise(statement.credit)}</Text>
        <Text fw={700} data-testid="ledger-balance">
          {owes}: {formatPaise(statement.balance)}
        </Text>
      </Group>
      <DataTable
        card={false}
        data={statement.lines}
        columns={lineColumns}
        rowId={(l) => String(l.lineId)}
        empty={{ title: 'Nothing posted yet', message: 'No line has been posted to this account.' }}
        testId="ledger-lines"
        striped
        minWidth={640}
      />
    </Card>
  );
}
