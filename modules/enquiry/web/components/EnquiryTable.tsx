import { Anchor, Text } from '@mantine/core';
import { formatDate } from '@portal/core';
import { DataTable, type DataColumn, type ServerPaging } from '@portal/ui';
import { Link } from 'react-router';
import type { EnquiryListRow } from '../answers.ts';
import { dateText, SpancoBadge, StageBadge } from './bits.tsx';

const columns: DataColumn<EnquiryListRow>[] = [
  {
    id: 'enquiryCode',
    header: 'Code',
    cell: (r) => (
      <Anchor component={Link} to={`/forms/edit/${r.enquiryCode}`}>
        {r.enquiryCode}
      </Anchor>
    ),
  },
  { id: 'childName', header: 'Child', primary: true },
  {
    id: 'parentName',
    header: 'Parent',
    cell: (r) => (
      <>
        <Text size="sm">{r.parentName}</Text>
        <Text size="xs" c="dimmed">
          {r.mobile}
        </Text>
      </>
    ),
  },
  { id: 'className', header: 'Class' },
  { id: 'source', header: 'Source', hideOnPhone: true },
  { id: 'stage', header: 'Stage', cell: (r) => <StageBadge stage={r.stage} /> },
  {
    id: 'spancoStatus',
    header: 'Status',
    cell: (r) => (
      <>
        <SpancoBadge status={r.spancoStatus} />
        <Text size="xs" c="dimmed">
          {r.spancoSubStatus}
        </Text>
      </>
    ),
  },
  { id: 'assignedToName', header: 'Counsellor', hideOnPhone: true },
  { id: 'nextFollowUpDate', header: 'Next follow-up', cell: (r) => dateText(r.nextFollowUpDate) },
  { id: 'createdAt', header: 'Date', hideOnPhone: true, cell: (r) => formatDate(r.createdAt) },
];

/** Enquiries as a table; each code opens the Spanco edit screen. Optional row selection and server paging. */
export function EnquiryTable({
  rows,
  error,
  onRetry,
  paging,
  selected,
  onSelectedChange,
}: {
  rows: EnquiryListRow[] | undefined;
  error?: unknown;
  onRetry?(): void;
  paging?: ServerPaging;
  selected?: Set<number>;
  onSelectedChange?(next: Set<number>): void;
}) {
  const codes = new Map((rows ?? []).map((r) => [String(r.id), r.enquiryCode]));
  return (
    <DataTable
      card={false}
      data={rows}
      error={error}
      onRetry={onRetry}
      columns={columns}
      rowId={(r) => String(r.id)}
      rowProps={(r) => ({ 'data-testid': `enquiry-${r.enquiryCode}` })}
      selection={
        selected && onSelectedChange
          ? {
              selected: [...selected].map(String),
              onChange: (ids) => onSelectedChange(new Set(ids.map(Number))),
              label: (id) => `Select ${codes.get(id) ?? id}`,
            }
          : undefined
      }
      paging={paging}
      empty={{ title: 'No enquiries', message: 'Nothing matches these filters.' }}
      testId="enquiry-table"
      striped
      minWidth={900}
    />
  );
}
