import { Alert, Badge, Button, Card, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatPaise, franchiseeLabel } from '@portal/core';
import { api, LoadError, PageHeader, useAccess } from '@portal/ui';
import { Link, useParams, useSearchParams } from 'react-router';

interface Line {
  lineId: number;
  entryId: number;
  date: string;
  reference: string;
  description: string;
  debit: number;
  credit: number;
  balance: number;
  reversesId: number | null;
}

interface Balance {
  franchiseeId: number;
  companyName: string;
  debit: number;
  credit: number;
  balance: number;
}

const KINDS = {
  student: {
    title: 'Student ledger',
    param: 'studentAdmissionID',
    api: (id: string) => `/api/ledger/student/${id}`,
    owes: 'Fees still owed',
  },
  franchisee: {
    title: 'Franchisee ledger',
    param: 'franchiseeID',
    api: (id: string) => `/api/ledger/franchisee/${id}`,
    owes: 'Owed to head office',
  },
  nodal: {
    title: 'Nodal account',
    param: 'franchiseeID',
    api: (id: string) => `/api/ledger/nodal/${id}`,
    owes: 'Held for the centre',
  },
} as const;

const money = (p: number) => (
  <Text span style={{ fontVariantNumeric: 'tabular-nums' }}>
    {p ? formatPaise(p) : ''}
  </Text>
);

/**
 * A ledger account's lines with a running balance: ledger/student-ledger/:id,
 * ledger/franchisee/detail/:franchiseeID (and franchisee/payments), the nodal
 * account. Without an id the franchisee and nodal screens list every visible centre.
 */
export default function StatementScreen({ kind }: { kind: keyof typeof KINDS }) {
  const k = KINDS[kind];
  const params = useParams();
  const [search] = useSearchParams();
  const access = useAccess();
  const { franchiseeId } = access;
  // A centre user opening the franchisee ledger sees their own centre's at once.
  const id =
    params[k.param] ??
    search.get('franchiseeID') ??
    (kind === 'franchisee' && franchiseeId && !access.superAdmin && !access.canWrite('AddTransaction')
      ? String(franchiseeId)
      : undefined);
  const balances = useQuery({
    queryKey: ['ledger-balances', kind],
    enabled: !id && kind !== 'student',
    queryFn: () => api<{ rows: Balance[] }>(kind === 'nodal' ? '/api/ledger/nodal' : '/api/ledger/franchisees'),
  });
  const statement = useQuery({
    queryKey: ['ledger-statement', kind, id],
    enabled: Boolean(id),
    queryFn: () => api<{ lines: Line[]; debit: number; credit: number; balance: number }>(k.api(id!)),
  });
  const detailPath = (f: number) =>
    kind === 'nodal' ? `/ledger/franchisee-nodal?franchiseeID=${f}` : `/ledger/franchisee/detail/${f}`;
  if (!id && kind === 'student') return <Alert color="blue">Choose a student from the student list.</Alert>;
  const error = balances.error ?? statement.error;
  if (error) return <LoadError error={error} />;
  return (
    <>
      <PageHeader
        title={k.title}
        actions={
          <Group>
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
      {!id && balances.data && (
        <Card withBorder radius="md">
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
                  <Table.Td ta="right">{money(b.debit)}</Table.Td>
                  <Table.Td ta="right">{money(b.credit)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatPaise(b.balance)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {id && statement.data && (
        <Card withBorder radius="md">
          <Group mb="sm" gap="xl">
            <Text>Debits {formatPaise(statement.data.debit)}</Text>
            <Text>Credits {formatPaise(statement.data.credit)}</Text>
            <Text fw={700} data-testid="ledger-balance">
              {k.owes}: {formatPaise(statement.data.balance)}
            </Text>
          </Group>
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
              {statement.data.lines.map((l) => (
                <Table.Tr key={l.lineId}>
                  <Table.Td>{formatDate(l.date)}</Table.Td>
                  <Table.Td>
                    {l.description || l.reference}{' '}
                    {l.reversesId && (
                      <Badge size="xs" color="orange">
                        reversal
                      </Badge>
                    )}
                    {l.reference.startsWith('royalty-invoice:') && (
                      <Text size="xs">
                        <Link to={`/ledger/franchisee/royalty-invoice/${l.entryId}`}>Invoice</Link>
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{money(l.debit)}</Table.Td>
                  <Table.Td ta="right">{money(l.credit)}</Table.Td>
                  <Table.Td ta="right">{formatPaise(l.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </>
  );
}
