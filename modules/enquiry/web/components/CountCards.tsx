import { Card, SimpleGrid, Text } from '@mantine/core';
import { useAccess, useCall } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { ENQUIRY_LEADS, ENQUIRY_YET_TO_CALL } from '../../shared/figures.ts';
import type { EnquiryCount } from '../answers.ts';

/**
 * The enquiry header figures (GET /api/enquiry/enquiry-count): leads as the figures declare them, over the
 * dashboard's period when it names one, so the tiles and the dashboard's tables count the same enquiries.
 */
export function CountCards({ fromDate, toDate }: { fromDate?: string; toDate?: string } = {}) {
  const access = useAccess();
  const count = useCall(C.enquiryCount, {
    query: {
      franchiseeID: access.franchiseeId ?? undefined,
      academicYearID: access.academicYearId ?? undefined,
      fromDate: fromDate || undefined,
      toDate: toDate || undefined,
    },
  });
  const items: [string, keyof EnquiryCount][] = [
    [ENQUIRY_LEADS.label, 'totalLeadCount'],
    [ENQUIRY_YET_TO_CALL.label, 'yetToCallCount'],
    ['With follow-up', 'followUpLeadCount'],
    ["Today's follow-ups", 'todaysFollowUpCount'],
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
      {items.map(([label, key]) => (
        <Card key={key} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl" data-testid={`count-${key}`}>
            {count.data ? count.data[key] : '—'}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
