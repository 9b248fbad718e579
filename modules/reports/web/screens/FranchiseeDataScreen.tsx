import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState, LoadError, PageHeader, ReferenceSelect, useAccess, useCall } from '@portal/ui';
import { useState } from 'react';
import * as R from '../../shared/report-contracts.ts';
import { cellText } from '../format.ts';
import { franchiseeShape } from '@portal/mod-org/shared/resources';

/** home/franchisee-data: head office picks a centre and sees its profile and figures in one place. */
export default function FranchiseeDataScreen() {
  const access = useAccess();
  const [picked, setPicked] = useState(access.franchiseeId ? String(access.franchiseeId) : '');
  const franchiseeID = picked ? Number(picked) : null;
  const q = useCall(
    R.franchiseeData,
    { query: { franchiseeID: franchiseeID! } },
    {
      enabled: franchiseeID !== null,
      retry: false,
    },
  );
  const data = q.data;
  return (
    <>
      <PageHeader title="Franchisee data" subtitle="One centre's profile and figures" />
      <Card withBorder radius="md" mb="md" maw={480}>
        <ReferenceSelect
          label="Centre"
          resource={franchiseeShape}
          labelField="companyName"
          value={picked}
          onChange={setPicked}
        />
      </Card>
      {franchiseeID === null && <EmptyState title="No centre chosen" message="Choose a centre to see its data." />}
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {data && (
        <Stack gap="md" data-testid="franchisee-data">
          <Card withBorder radius="md">
            <Group justify="space-between">
              <Title order={2} fz="h3">
                {data.centre.name}
              </Title>
              <Text size="sm" fw={600}>
                {data.centre.isActive ? 'Active' : 'Inactive'}
              </Text>
            </Group>
            <Text size="sm" c="gray.7">
              {[`Centre ${data.centre.code}`, data.centre.city ?? 'No city', data.centre.owner, data.centre.mobile]
                .concat(data.centre.email)
                .join(' · ')}
            </Text>
          </Card>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data.figures.map((f) => (
              <Card key={f.key} withBorder radius="md" data-testid={`figure-${f.key}`}>
                <Text size="sm" c="gray.7">
                  {f.label}
                </Text>
                <Text fw={700} fz="xl">
                  {cellText(f.value, f.kind)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
