import { Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, ResourceForm, StatusBadge, useResourceRows } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';

const FIELDS = 'medicine,dose,times,fromDate,toDate,notes,status,remark,studentAdmissionId';

/**
 * day/my-medication: the medicine a parent asks the centre to give their child, with the dose, the times and the
 * days; the centre approves each one before a dose is given, and each dose shows on the child's "Today".
 */
export default function MyMedicationScreen() {
  const queryClient = useQueryClient();
  const child = useQuery({ queryKey: ['day', 'my-children'], queryFn: () => call(C.myDay) }).data?.children[0];
  const rows = useResourceRows('day-medications', { pageSize: 100, fields: FIELDS });
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title="Medicine"
        subtitle="Medicine the centre may give your child. The centre approves each one first."
        actions={
          <Button onClick={() => setAdding(true)} disabled={!child}>
            Authorise a medicine
          </Button>
        }
      />
      <Stack maw={900}>
        {rows.error ? (
          <LoadError error={rows.error} onRetry={() => rows.refetch()} />
        ) : rows.data && rows.data.rows.length === 0 ? (
          <EmptyState title="No medicine authorised" message="Add one if your child needs medicine at the centre." />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="my-medication">
            {rows.data?.rows.map((row) => (
              <Card key={row.id} withBorder radius="md">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600}>{String(row.medicine)}</Text>
                    <StatusBadge status={String(row.status)} />
                  </Group>
                  <Text size="sm">
                    {String(row.dose)} at {String(row.times)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(String(row.fromDate))} to {formatDate(String(row.toDate))}
                  </Text>
                  {row.notes ? <Text size="sm">{String(row.notes)}</Text> : null}
                  {row.remark ? (
                    <Text size="xs" c="dimmed">
                      {String(row.remark)}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal opened={adding} onClose={() => setAdding(false)} title="Authorise a medicine">
        {adding && child && (
          <ResourceForm
            resource="day-medications"
            hidden={['franchiseeId', 'studentAdmissionId']}
            presets={{ studentAdmissionId: child.studentAdmissionId }}
            submitLabel="Send to the centre"
            onCancel={() => setAdding(false)}
            onSaved={() => {
              setAdding(false);
              void queryClient.invalidateQueries({ queryKey: ['list', 'day-medications'] });
            }}
          />
        )}
      </Modal>
    </>
  );
}
