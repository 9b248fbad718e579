import { Alert, Anchor, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMonth, franchiseeLabel, todayInIndia, type RecordOf } from '@portal/core';
import {
  actionMark,
  call,
  DataTable,
  errorMessage,
  notify,
  PageHeader,
  useAccess,
  useMessages,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { prepareStatement, royaltyStatementShape, STATEMENT_ACTIONS } from '../../shared/statements.ts';
import { useCentres } from '../components.tsx';
import { ledgerMessages } from '../messages/index.ts';

type Statement = RecordOf<typeof royaltyStatementShape>;
export const STATEMENT_COLOR: Record<string, string> = { DRAFT: 'orange', INVOICED: 'green' };

/** The last twelve months, this one first (YYYY-MM). */
function lastMonths(): string[] {
  const [y, m] = todayInIndia().slice(0, 7).split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * royalty/statements: each centre's monthly royalty statement before the invoice. Head office prepares a month's
 * draft from the ledger; the centre opens it, checks it line by line and disputes; the invoice issues from it.
 */
export default function RoyaltyStatementsScreen() {
  const t = useMessages(ledgerMessages);
  const { allows } = useAccess();
  const list = useResourceRows(royaltyStatementShape, { pageSize: 100 });
  const centres = useCentres();
  const centreName = (id: number) => centres.data?.rows.find((c) => c.id === id)?.companyName ?? String(id);

  const columns: DataColumn<Statement>[] = [
    {
      id: 'month',
      header: t('statements.month'),
      primary: true,
      cell: (r) => (
        <Anchor component={Link} to={`/royalty/statements/${r.id}`} data-testid={`statement-${r.id}`}>
          {formatMonth(r.month)}
        </Anchor>
      ),
    },
    {
      id: 'franchiseeId',
      header: t('statements.centre'),
      cell: (r) => franchiseeLabel({ id: r.franchiseeId, companyName: centreName(r.franchiseeId) }),
    },
    {
      id: 'status',
      header: t('statements.status'),
      cell: (r) => (
        <Badge color={STATEMENT_COLOR[r.status ?? ''] ?? 'gray'} variant="light">
          {t('statementStatus', { status: r.status ?? '' })}
        </Badge>
      ),
    },
    { id: 'createdAt', header: t('statements.prepared'), hideOnPhone: true, cell: (r) => formatDate(r.createdAt) },
  ];

  return (
    <>
      <PageHeader title={t('statements.title')} subtitle={t('statements.subtitle')} />
      <Stack gap="md">
        {allows(STATEMENT_ACTIONS.prepare) && <PrepareForm />}
        <Title order={4}>{t('statements.list')}</Title>
        <DataTable
          data={list.data?.rows}
          error={list.error}
          onRetry={() => list.refetch()}
          columns={columns}
          rowId={(r) => String(r.id)}
          empty={t('statements.empty')}
          testId="royalty-statements"
        />
      </Stack>
    </>
  );
}

/** Head office prepares a centre's month (again, while nothing on it is disputed) and opens it. */
function PrepareForm() {
  const t = useMessages(ledgerMessages);
  const navigate = useNavigate();
  const centres = useCentres();
  const [franchiseeId, setFranchiseeId] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(lastMonths()[1]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function prepare() {
    setBusy(true);
    setProblem(null);
    try {
      const made = await call(prepareStatement, {
        body: { franchiseeId: Number(franchiseeId), month: month ?? '' },
      });
      notify({ color: 'green', message: t('statements.preparedNote', { lines: made.lines.length }) });
      navigate(`/royalty/statements/${made.id}`);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" data-testid="prepare-statement-form">
      <Title order={4} mb="sm">
        {t('statements.prepare')}
      </Title>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('statements.prepareHint')}
        </Text>
        {problem && (
          <Alert color="red" data-testid="statement-problem">
            {problem}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('statements.centre')}
            data={(centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: franchiseeLabel(c) }))}
            value={franchiseeId}
            onChange={setFranchiseeId}
            searchable
            required
            miw={220}
            data-testid="statement-centre"
          />
          <Select
            label={t('statements.month')}
            data={lastMonths().map((m) => ({ value: m, label: formatMonth(m) }))}
            value={month}
            onChange={setMonth}
            allowDeselect={false}
            required
            miw={160}
            data-testid="statement-month"
          />
        </Group>
        <Group>
          <Button
            loading={busy}
            disabled={!franchiseeId || !month}
            onClick={() => void prepare()}
            data-testid="prepare-statement"
            {...actionMark(STATEMENT_ACTIONS.prepare)}
          >
            {t('statements.prepareButton')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
