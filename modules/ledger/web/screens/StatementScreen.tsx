import { Badge, Button, Card, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatPaise, franchiseeLabel } from '@portal/core';
import { call, downloadFile, EmptyState, LoadError, PageHeader, useAccess } from '@portal/ui';
import type { EndpointAnswer } from '@portal/core';
import { Link, useParams, useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { LoadProblem, Money, NotFoundState } from '../components.tsx';

type Statement = Omit<EndpointAnswer<typeof C.franchiseeLedger>, 'franchisee'>;
type Line = Statement['lines'][number];

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

/** The statement of the kind's account for the id in the address, with whose account it is. */
function loadStatement(kind: Kind, id: number): Promise<Named> {
  if (kind === 'student')
    return call(C.studentLedger, { params: { studentAdmissionId: id }, query: {} }).then((s) => ({
      ...s,
      heading: `${s.student.name} (${s.student.admissionNumber})`,
      subtitle: franchiseeLabel({ id: s.student.franchiseeId, companyName: s.student.companyName }),
    }));
  const contract = kind === 'nodal' ? C.nodalLedger : C.franchiseeLedger;
  return call(contract, { params: { franchiseeId: id } }).then((s) => ({
    ...s,
    heading: franchiseeLabel(s.franchisee),
    subtitle: undefined,
  }));
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
  const balances = useQuery({
    queryKey: ['ledger-balances', kind],
    enabled: id === undefined && kind !== 'student',
    queryFn: () => (kind === 'nodal' ? call(C.nodalBalances) : call(C.franchiseeBalances)),
  });
  const statement = useQuery({
    queryKey: ['ledger-statement', kind, id],
    enabled: id !== undefined && !badId,
    retry: false,
    queryFn: () => loadStatement(kind, id!),
  });
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
            <Button variant="default" component={Link} to="/ledger/transaction/add">
              Credit / debit note
            </Button>
          )}
          {kind === 'franchisee' && (
            <Button variant="default" component={Link} to="/payments/transfer-franchiseeToBB">
              Payment to head office
            </Button>
          )}
          {kind === 'nodal' && (
            <Button variant="default" component={Link} to="/ledger/nodal-payment-transfer">
              Settlement transfer
            </Button>
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
        <Card withBorder radius="md">
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs" data-testid="ledger-balances">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Centre</Table.Th>
                  <Table.Th ta="right">Debits</Table.Th>
                  <Table.Th ta="right">Credits</Table.Th>
                  <Table.Th ta="right">{k.owes}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {balances.data.rows.map((b) => (
                  <Table.Tr key={b.franchiseeId}>
                    <Table.Td>
                      <Link to={detailPath(b.franchiseeId)}>
                        {franchiseeLabel({ id: b.franchiseeId, companyName: b.companyName })}
                      </Link>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Money paise={b.debit} blankZero />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Money paise={b.credit} blankZero />
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      <Money paise={b.balance} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
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
      {statement.lines.length === 0 ? (
        <EmptyState title="Nothing posted yet" message="No line has been posted to this account." />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid="ledger-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Particulars</Table.Th>
                <Table.Th ta="right">Debit</Table.Th>
                <Table.Th ta="right">Credit</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statement.lines.map((l: Line) => (
                <Table.Tr key={l.lineId}>
                  <Table.Td>{formatDate(l.date)}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money paise={l.debit} blankZero />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money paise={l.credit} blankZero />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money paise={l.balance} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
