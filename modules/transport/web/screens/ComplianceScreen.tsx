import { Anchor, Group, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, StatusBadge } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { PAPER_LABELS, type PaperKind } from '../../shared/constants.ts';

const RECORD_OF: Record<string, string> = {
  INSURANCE: 'vehicle-insurance-details',
  FITNESS: 'vehicle-fitness-details',
  POLLUTION: 'vehicle-pollution-details',
  ROAD_TAX: 'vehicle-roadtax-details',
  LICENCE: 'vehicle-staff-details',
};

const paperLabel = (p: string) => {
  const label = PAPER_LABELS[p as PaperKind] ?? p;
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/** Papers expired, missing or expiring within 30 days, per vehicle and driver (a centre's, or the network's). */
export default function ComplianceScreen() {
  const [days, setDays] = useState('30');
  const q = useQuery({
    queryKey: ['transport', 'compliance', days],
    queryFn: () => call(C.compliance, { query: { days: Number(days) } }),
  });
  return (
    <Stack>
      <PageHeader
        title="Vehicle papers"
        subtitle={
          'An expired insurance, fitness or pollution certificate, or an expired driving licence, ' +
          'keeps the vehicle or driver off every route until renewed.'
        }
        actions={
          <SegmentedControl
            aria-label="Look ahead"
            value={days}
            onChange={setDays}
            data={[
              { value: '7', label: '7 days' },
              { value: '30', label: '30 days' },
              { value: '90', label: '90 days' },
            ]}
          />
        }
      />
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {q.data && q.data.rows.length === 0 && <EmptyState title="Every paper is valid beyond the window" />}
      {q.data && q.data.rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" data-testid="compliance-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vehicle or driver</Table.Th>
                <Table.Th>Paper</Table.Th>
                <Table.Th>Centre</Table.Th>
                <Table.Th>Expires on</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Renew</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.rows.map((r) => (
                <Table.Tr key={`${r.subject}-${r.paper}-${r.vehicleId}-${r.staffId}`}>
                  <Table.Td fw={500}>{r.subject}</Table.Td>
                  <Table.Td>{paperLabel(r.paper)}</Table.Td>
                  <Table.Td>{r.centre}</Table.Td>
                  <Table.Td>
                    {r.expiryDate ? formatDate(r.expiryDate) : '—'}
                    {r.daysLeft !== null && r.daysLeft >= 0 && (
                      <Text span size="xs" c="gray.7">
                        {' '}
                        (in {r.daysLeft} day{r.daysLeft === 1 ? '' : 's'})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={r.state} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Anchor
                        component={Link}
                        size="sm"
                        to={
                          r.paper === 'LICENCE'
                            ? `/transport/vehicle-staff-details/edit/${r.staffId}`
                            : `/transport/${RECORD_OF[r.paper]}/add`
                        }
                      >
                        Renew
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
