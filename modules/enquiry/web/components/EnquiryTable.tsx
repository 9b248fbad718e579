import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import { formatDate } from '@portal/core';
import { HiddenTh, EmptyState } from '@portal/ui';
import { Link } from 'react-router';
import type { EnquiryListRow } from '../answers.ts';
import { dateText, SpancoBadge, StageBadge } from './bits.tsx';

/** Enquiries as a table; each code opens the Spanco edit screen. Optional row selection. */
export function EnquiryTable({
  rows,
  selected,
  onSelect,
}: {
  rows: EnquiryListRow[];
  selected?: Set<number>;
  onSelect?(id: number, on: boolean): void;
}) {
  if (rows.length === 0) return <EmptyState title="No enquiries" message="Nothing matches these filters." />;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="enquiry-table">
        <Table.Thead>
          <Table.Tr>
            {onSelect && <HiddenTh label="Select" w={36} />}
            <Table.Th>Code</Table.Th>
            <Table.Th>Child</Table.Th>
            <Table.Th>Parent</Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Stage</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Counsellor</Table.Th>
            <Table.Th>Next follow-up</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid={`enquiry-${r.enquiryCode}`}>
              {onSelect && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${r.enquiryCode}`}
                    checked={selected?.has(r.id) ?? false}
                    onChange={(e) => onSelect(r.id, e.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Anchor component={Link} to={`/forms/edit/${r.enquiryCode}`}>
                  {r.enquiryCode}
                </Anchor>
              </Table.Td>
              <Table.Td>{r.childName}</Table.Td>
              <Table.Td>
                <Text size="sm">{r.parentName}</Text>
                <Text size="xs" c="dimmed">
                  {r.mobile}
                </Text>
              </Table.Td>
              <Table.Td>{r.className ?? '—'}</Table.Td>
              <Table.Td>{r.source}</Table.Td>
              <Table.Td>
                <StageBadge stage={r.stage} />
              </Table.Td>
              <Table.Td>
                <SpancoBadge status={r.spancoStatus} />
                <Text size="xs" c="dimmed">
                  {r.spancoSubStatus}
                </Text>
              </Table.Td>
              <Table.Td>{r.assignedToName ?? '—'}</Table.Td>
              <Table.Td>{dateText(r.nextFollowUpDate)}</Table.Td>
              <Table.Td>{formatDate(r.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
