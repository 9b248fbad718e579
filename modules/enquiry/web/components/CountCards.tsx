import { Card, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, useAccess } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import type { EnquiryCount } from '../answers.ts';

/** The enquiry header figures (GET /api/enquiry/enquiry-count). */
export function CountCards() {
  const access = useAccess();
  const count = useQuery({
    queryKey: ['enquiry-count', access.franchiseeId, access.academicYearId],
    queryFn: () =>
      call(C.enquiryCount, {
        query: { franchiseeID: access.franchiseeId ?? undefined, academicYearID: access.academicYearId ?? undefined },
      }),
  });
  const items: [string, keyof EnquiryCount][] = [
    ['Total leads', 'totalLeadCount'],
    ['Yet to call', 'yetToCallCount'],
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
