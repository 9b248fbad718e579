import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { enumLabel, todayInIndia } from '@portal/core';
import {
  call,
  EmptyState,
  errorMessage,
  LoadError,
  PageHeader,
  ResourceForm,
  StatusBadge,
  useResourceRows,
  type Row,
  runCommand,
} from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { PickupPhoto } from '../components/PickupPhoto.tsx';

const PICKUP_FIELDS = 'name,relation,mobile,photoFileId,status,remark';
const ONE_TIME_FIELDS = 'name,mobile,photoFileId,day,status';
const OWN_FIELDS = ['franchiseeId', 'studentAdmissionId'];

/**
 * day/my-pickups: the adults a parent allows to collect their child (the centre approves each one) and today's
 * one-time pickups, whose code the parent hands to the collector.
 */
export default function PickupsScreen() {
  const queryClient = useQueryClient();
  // The child a new pickup is for: the one linked to the parent's account.
  const child = useQuery({ queryKey: ['day', 'my-children'], queryFn: () => call(C.myDay) }).data?.children[0];
  const pickups = useResourceRows('day-pickups', { pageSize: 100, fields: PICKUP_FIELDS });
  const oneTime = useResourceRows('day-one-time-pickups', { pageSize: 100, fields: ONE_TIME_FIELDS, status: 'ACTIVE' });
  const [adding, setAdding] = useState<'pickup' | 'one-time' | null>(null);
  const [code, setCode] = useState<{ name: string; code: string } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['list'] });

  async function issueCode(row: Row) {
    setCodeError(null);
    try {
      const answer = await runCommand(C.issuePickupCode, row.id, {});
      setCode({ name: String(row.name), code: answer.code });
    } catch (err) {
      setCodeError(errorMessage(err));
    }
  }

  const today = todayInIndia();
  const todays = (oneTime.data?.rows ?? []).filter((r) => r.day === today);
  return (
    <>
      <PageHeader
        title="Pickups"
        subtitle="Who may collect your child from the centre. The centre approves each person before they can."
        actions={
          <Group gap="xs">
            <Button onClick={() => setAdding('pickup')} disabled={!child}>
              Add a pickup
            </Button>
            <Button variant="default" onClick={() => setAdding('one-time')} disabled={!child}>
              Someone else today
            </Button>
          </Group>
        }
      />
      <Stack>
        {codeError && <Alert color="red">{codeError}</Alert>}
        <Title order={2} size="h5">
          Authorised pickups
        </Title>
        {pickups.error ? (
          <LoadError error={pickups.error} onRetry={() => pickups.refetch()} />
        ) : pickups.data && pickups.data.rows.length === 0 ? (
          <EmptyState title="No pickups yet" message="Add the adults who may collect your child, with a photo." />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="my-pickups">
            {pickups.data?.rows.map((row) => (
              <PersonCard key={row.id} row={row} detail={enumLabel(String(row.relation))}>
                <StatusBadge status={String(row.status)} />
                {row.remark ? (
                  <Text size="xs" c="dimmed">
                    {String(row.remark)}
                  </Text>
                ) : null}
              </PersonCard>
            ))}
          </SimpleGrid>
        )}
        <Title order={2} size="h5">
          One-time pickups today
        </Title>
        {todays.length === 0 ? (
          <Text size="sm" c="dimmed">
            Someone else collecting your child today? Add them with “Someone else today” and give them the code.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {todays.map((row) => (
              <PersonCard key={row.id} row={row} detail="Today only">
                <Button size="xs" variant="light" onClick={() => void issueCode(row)}>
                  Show a new code
                </Button>
              </PersonCard>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Modal
        opened={adding !== null}
        onClose={() => setAdding(null)}
        title={adding === 'pickup' ? 'Add a pickup' : 'Someone else today'}
        fullScreen={false}
      >
        {adding && child && (
          <ResourceForm
            resource={adding === 'pickup' ? 'day-pickups' : 'day-one-time-pickups'}
            hidden={OWN_FIELDS}
            presets={{ studentAdmissionId: child.studentAdmissionId }}
            submitLabel={adding === 'pickup' ? 'Send for approval' : 'Add and show the code'}
            onCancel={() => setAdding(null)}
            onSaved={(record) => {
              const kind = adding;
              setAdding(null);
              void refresh();
              if (kind === 'one-time') void issueCode(record);
            }}
          />
        )}
      </Modal>
      <Modal opened={code !== null} onClose={() => setCode(null)} title="Pickup code">
        {code && (
          <Stack align="center">
            <Text ta="center">Give this code to {code.name}. The teacher asks for it at the door.</Text>
            <Text fz={40} fw={700} ff="monospace" data-testid="pickup-code">
              {code.code}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              It is shown only now. Asking for a new code replaces this one.
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}

function PersonCard({ row, detail, children }: { row: Row; detail: string; children?: React.ReactNode }) {
  return (
    <Card withBorder radius="md">
      <Group wrap="nowrap" align="flex-start">
        <PickupPhoto fileId={String(row.photoFileId)} name={String(row.name)} size={72} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>{String(row.name)}</Text>
          <Text size="sm" c="dimmed">
            {detail} · {String(row.mobile)}
          </Text>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}
