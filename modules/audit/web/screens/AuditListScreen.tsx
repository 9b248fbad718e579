import { Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatDate, options } from '@portal/core';
import { PageHeader, DataTable, useAccess, useListRows, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AUDIT_LISTS, type AuditRow } from '../../shared/contracts.ts';
import { AUDIT_MODULES as M, AUDIT_STATUS, AUDIT_TYPE_LABELS, AUDIT_TYPES } from '../../shared/constants.ts';
import { ScoreBadge, StatusBadge, typeLabel } from '../components/bits.tsx';
import { ClosureList } from '../components/ClosureList.tsx';
import { GeneralAuditLinks } from '../components/GeneralAuditLinks.tsx';

const columns: DataColumn<AuditRow>[] = [
  { id: 'auditDate', header: 'Date', sort: true, cell: (r) => formatDate(r.auditDate) },
  {
    id: 'centre',
    header: 'Centre',
    primary: true,
    sort: true,
    cell: (r) => (
      <>
        <Text size="sm">{r.centre}</Text>
        {r.title && (
          <Text size="xs" c="dimmed">
            {r.title}
          </Text>
        )}
      </>
    ),
  },
  { id: 'auditType', header: 'Type', cell: (r) => typeLabel(r.auditType) },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { id: 'scorePercent', header: 'Score', sort: true, cell: (r) => <ScoreBadge score={r.scorePercent} band={r.band} /> },
  { id: 'openNonCompliances', header: 'Open items', sort: true, cell: (r) => r.openNonCompliances || '—' },
];

type Mode = 'all' | 'drafts' | 'type' | 'mine' | 'general' | 'generalDrafts';

const TITLES: Record<Mode, string> = {
  all: 'Audits',
  drafts: 'Audit drafts',
  type: 'Audits',
  mine: 'My audits',
  general: 'General audits',
  generalDrafts: 'General audit drafts',
};
const LISTS = {
  all: AUDIT_LISTS.all,
  drafts: AUDIT_LISTS.drafts,
  type: AUDIT_LISTS.all,
  mine: AUDIT_LISTS.mine,
  general: AUDIT_LISTS.general,
  generalDrafts: AUDIT_LISTS.generalDrafts,
};
const isGeneral = (mode: Mode) => mode === 'general' || mode === 'generalDrafts';
const isDrafts = (mode: Mode) => mode === 'drafts' || mode === 'generalDrafts';

/**
 * audit/list, audit/auditDrafts, audit/acadAudits/{type} and my-audit/list: audits of the centres the user
 * sees, newest first; the centre's own list also shows what its audits left to close.
 */
export default function AuditListScreen({ mode }: { mode: Mode }) {
  const { type: typeParam } = useParams();
  const access = useAccess();
  const [status, setStatus] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const chosenType = mode === 'type' ? typeParam : isGeneral(mode) ? undefined : type;
  // The centre chosen in the top bar narrows the list; none (or every centre) lists all the user sees.
  const franchiseeID = access.franchiseeId || undefined;
  const list = useListRows(LISTS[mode], {
    pageSize: 100,
    franchiseeID,
    status: isDrafts(mode) ? undefined : status,
    type: chosenType,
    q: q || undefined,
  });
  const viewBase =
    mode === 'mine' ? '/my-audit/viewAudit' : isGeneral(mode) ? '/general-audit/view-audit' : '/audit/viewAudit';
  const fillBase = isGeneral(mode) ? '/general-audit/edit-audit' : '/audit/editAudit';
  const canAudit = mode !== 'mine' && access.canWrite(isGeneral(mode) ? M.GENERAL : M.AUDIT);
  const title = mode === 'type' && typeParam ? `${typeLabel(typeParam)}s` : TITLES[mode];

  return (
    <>
      <PageHeader
        title={title}
        actions={
          (canAudit || isGeneral(mode)) && (
            <Group gap="xs">
              {isGeneral(mode) && <GeneralAuditLinks drafts={isDrafts(mode)} />}
              {canAudit &&
                AUDIT_TYPES.filter((t) =>
                  isGeneral(mode) ? t === 'general' : t !== 'general' && (mode !== 'type' || t === typeParam),
                ).map((t) => (
                  <Button
                    key={t}
                    component={Link}
                    to={t === 'general' ? '/general-audit/add-audit' : `/audit/add/${t}`}
                    data-testid={`new-${t}-audit`}
                  >
                    New {AUDIT_TYPE_LABELS[t].toLowerCase()}
                  </Button>
                ))}
            </Group>
          )
        }
      />
      <Stack>
        <Group gap="sm" align="flex-end">
          <TextInput
            label="Search"
            placeholder="Centre or title"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            w={220}
          />
          {!isDrafts(mode) && (
            <Select
              label="Status"
              clearable
              data={options(...AUDIT_STATUS)}
              value={status}
              onChange={setStatus}
              w={170}
            />
          )}
          {mode !== 'type' && !isGeneral(mode) && (
            <Select
              label="Type"
              clearable
              data={AUDIT_TYPES.map((t) => ({ value: t, label: AUDIT_TYPE_LABELS[t] }))}
              value={type}
              onChange={setType}
              w={170}
            />
          )}
        </Group>
        <DataTable
          data={list.data?.rows}
          error={list.error}
          onRetry={() => list.refetch()}
          columns={columns}
          rowId={(r) => String(r.id)}
          rowActions={(r) => (
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              {r.status === 'IN-PROGRESS' && canAudit && (
                <Anchor component={Link} to={`${fillBase}/${r.id}`} size="sm">
                  Fill
                </Anchor>
              )}
              <Anchor component={Link} to={`${viewBase}/${r.id}`} size="sm">
                View
              </Anchor>
            </Group>
          )}
          empty={{ title: 'No audits', message: isDrafts(mode) ? 'Every audit has been submitted.' : undefined }}
          testId="audit-list"
          minWidth={720}
        />
        {mode === 'mine' && <ClosureList source={AUDIT_LISTS.myClosures} viewPath={viewBase} />}
      </Stack>
    </>
  );
}
