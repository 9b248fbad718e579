import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMonth, formatPaise, franchiseeLabel } from '@portal/core';
import {
  actionMark,
  DataTable,
  errorMessage,
  notify,
  PageHeader,
  resources,
  useAccess,
  useCall,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { royaltyStatementShape, STATEMENT_ACTIONS, statementDetail } from '../../shared/statements.ts';
import { LoadProblem, Money } from '../components.tsx';
import { ledgerMessages } from '../messages/index.ts';
import { DisputeDialog, ResolveDialog, type Line } from '../components/statement/LineDialogs.tsx';
import { STATEMENT_COLOR } from './RoyaltyStatementsScreen.tsx';

const LINE_COLOR: Record<string, string> = {
  UNDISPUTED: 'gray',
  DISPUTED: 'orange',
  ADJUSTED: 'green',
  UPHELD: 'blue',
};

/**
 * royalty/statements/:id: a centre's month line by line, one child a line with what the child paid on the fee heads
 * that bear royalty. The centre disputes a line (why, and the amount that is right); head office accepts it (the line
 * counts that amount) or rejects it with a reply, never on a dispute it raised itself; once no dispute is open head
 * office issues the invoice from the statement.
 */
export default function RoyaltyStatementScreen() {
  const t = useMessages(ledgerMessages);
  const id = Number(useParams().id);
  const { allows } = useAccess();
  const statement = useCall(statementDetail, { params: { id } });
  const [disputing, setDisputing] = useState<Line | null>(null);
  const [resolving, setResolving] = useState<{ line: Line; how: 'accept' | 'reject' } | null>(null);
  const [busy, setBusy] = useState(false);
  const s = statement.data;

  if (!s)
    return (
      <>
        <PageHeader title={t('statements.one')} />
        {statement.error ? (
          <LoadProblem error={statement.error} what={t('statements.one')} onRetry={() => void statement.refetch()} />
        ) : (
          <Text c="dimmed">{t('statements.loading')}</Text>
        )}
      </>
    );

  const draft = s.status === 'DRAFT';
  const mayDispute = draft && allows(STATEMENT_ACTIONS.dispute);
  const mayResolve = draft && allows(STATEMENT_ACTIONS.accept);
  const mayInvoice = draft && allows(STATEMENT_ACTIONS.invoice);

  async function invoice() {
    setBusy(true);
    try {
      await resources.command(royaltyStatementShape, id, 'invoice', {});
      const after = await statement.refetch();
      notify({ color: 'green', message: t('statements.invoiced', { invoice: after.data?.invoiceNo ?? '' }) });
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  const columns: DataColumn<Line>[] = [
    {
      id: 'child',
      header: t('statements.child'),
      primary: true,
      cell: (l) => <Text size="sm">{l.studentName ?? t('statements.childNo', { id: l.studentAdmissionId })}</Text>,
    },
    {
      id: 'collected',
      header: t('statements.collected'),
      align: 'right',
      nowrap: true,
      cell: (l) => <Money paise={l.collectedPaise} />,
    },
    {
      id: 'counted',
      header: t('statements.counted'),
      align: 'right',
      nowrap: true,
      cell: (l) => (
        <Text size="sm" fw={l.countedPaise !== l.collectedPaise ? 700 : undefined} data-testid={`counted-${l.id}`}>
          <Money paise={l.countedPaise} />
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('statements.status'),
      cell: (l) => (
        <Stack gap={2} data-testid={`line-status-${l.id}`}>
          <Badge color={LINE_COLOR[l.status] ?? 'gray'} variant="light">
            {t('statementLineStatus', { status: l.status })}
          </Badge>
          {l.disputeReason && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {t('statements.disputedBecause', {
                reason: l.disputeReason,
                amount: formatPaise(l.claimedPaise ?? 0),
              })}
            </Text>
          )}
          {l.reply && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('statements.replied', { reply: l.reply })}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('statements.heading', { month: formatMonth(s.month) })}
        subtitle={franchiseeLabel({ id: s.franchiseeId, companyName: s.companyName })}
      />
      <Stack gap="md">
        <Card withBorder radius="md" data-testid="statement-summary">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Badge
                color={STATEMENT_COLOR[s.status] ?? 'gray'}
                variant="light"
                size="lg"
                data-testid="statement-status"
              >
                {t('statementStatus', { status: s.status })}
              </Badge>
              <Anchor component={Link} to="/royalty/statements" size="sm">
                {t('statements.back')}
              </Anchor>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <Figure label={t('statements.collectedTotal')} value={formatPaise(s.figures?.collectedPaise ?? 0)} />
              <Figure label={t('statements.children')} value={String(s.figures?.studentCount ?? 0)} />
              <Figure label={t('statements.minimumTopUp')} value={formatPaise(s.figures?.minimumTopUpPaise ?? 0)} />
              <Figure
                label={t('statements.royalty')}
                value={formatPaise(s.figures?.royaltyPaise ?? 0)}
                testId="statement-royalty"
              />
            </SimpleGrid>
            {draft && s.openDisputes > 0 && (
              <Alert color="orange" data-testid="statement-open-disputes">
                {t('statements.openDisputes', { count: s.openDisputes })}
              </Alert>
            )}
            {s.invoiceNo && (
              <Text size="sm" data-testid="statement-invoice">
                {t('statements.invoicedAs', { invoice: s.invoiceNo })}
              </Text>
            )}
            {mayInvoice && (
              <Group>
                <Button
                  color="green"
                  loading={busy}
                  disabled={s.openDisputes > 0}
                  onClick={() => void invoice()}
                  data-testid="issue-invoice"
                  {...actionMark(STATEMENT_ACTIONS.invoice)}
                >
                  {t('statements.issue')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
        <DataTable
          data={s.lines}
          columns={columns}
          rowId={(l) => String(l.id)}
          rowActions={(l) => (
            <Group gap="xs" wrap="wrap" justify="flex-end">
              {mayDispute && l.status === 'UNDISPUTED' && (
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  onClick={() => setDisputing(l)}
                  data-testid={`dispute-${l.id}`}
                  {...actionMark(STATEMENT_ACTIONS.dispute)}
                >
                  {t('statements.dispute')}
                </Button>
              )}
              {mayResolve && l.status === 'DISPUTED' && !l.disputedByMe && (
                <>
                  <Button
                    size="xs"
                    color="green"
                    onClick={() => setResolving({ line: l, how: 'accept' })}
                    data-testid={`accept-${l.id}`}
                    {...actionMark(STATEMENT_ACTIONS.accept)}
                  >
                    {t('statements.accept')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => setResolving({ line: l, how: 'reject' })}
                    data-testid={`reject-${l.id}`}
                    {...actionMark(STATEMENT_ACTIONS.reject)}
                  >
                    {t('statements.reject')}
                  </Button>
                </>
              )}
              {mayResolve && l.status === 'DISPUTED' && l.disputedByMe && (
                <Text size="xs" c="dimmed">
                  {t('statements.yourDispute')}
                </Text>
              )}
            </Group>
          )}
          empty={t('statements.noLines')}
          testId="statement-lines"
        />
      </Stack>
      <DisputeDialog line={disputing} onClose={() => setDisputing(null)} onDone={() => void statement.refetch()} />
      <ResolveDialog target={resolving} onClose={() => setResolving(null)} onDone={() => void statement.refetch()} />
    </>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
