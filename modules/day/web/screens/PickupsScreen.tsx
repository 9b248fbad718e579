import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { todayInIndia, type RecordOf } from '@portal/core';
import {
  EmptyState,
  errorMessage,
  invalidateResources,
  LoadError,
  PageHeader,
  ResourceForm,
  runCommand,
  StatusBadge,
  useCall,
  useMessages,
  useResourceRows,
  type Row,
} from '@portal/ui';
import { useState } from 'react';
import { oneTimePickupShape, pickupShape } from '../../shared/resources.ts';
import { PICKUP_RELATIONS } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { PickupPhoto } from '../components/PickupPhoto.tsx';
import { dayMessages } from '../messages/index.ts';

/** What a person's card shows: the same on an authorised and on a one-time pickup. */
type Person = Pick<RecordOf<typeof pickupShape>, 'name' | 'mobile' | 'photoFileId'>;

const PICKUP_FIELDS = 'name,relation,mobile,photoFileId,status,remark';
const ONE_TIME_FIELDS = 'name,mobile,photoFileId,day,status';
const OWN_FIELDS = ['franchiseeId', 'studentAdmissionId'];

/**
 * day/my-pickups: the adults a parent allows to collect their child (the centre approves each one) and today's
 * one-time pickups, whose code the parent hands to the collector.
 */
export default function PickupsScreen() {
  const t = useMessages(dayMessages);
  const queryClient = useQueryClient();
  // The child a new pickup is for: the one linked to the parent's account.
  const child = useCall(C.myDay).data?.children[0];
  const pickups = useResourceRows(pickupShape, { pageSize: 100, fields: PICKUP_FIELDS });
  const oneTime = useResourceRows(oneTimePickupShape, { pageSize: 100, fields: ONE_TIME_FIELDS, status: 'ACTIVE' });
  const [adding, setAdding] = useState<'pickup' | 'one-time' | null>(null);
  const [code, setCode] = useState<{ name: string; code: string } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const refresh = () => invalidateResources(queryClient);

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
        title={t('pickups.title')}
        subtitle={t('pickups.subtitle')}
        actions={
          <Group gap="xs">
            <Button onClick={() => setAdding('pickup')} disabled={!child}>
              {t('pickups.add')}
            </Button>
            <Button variant="default" onClick={() => setAdding('one-time')} disabled={!child}>
              {t('pickups.someoneElse')}
            </Button>
          </Group>
        }
      />
      <Stack>
        {codeError && <Alert color="red">{codeError}</Alert>}
        <Title order={2} size="h5">
          {t('pickups.authorised')}
        </Title>
        {pickups.error ? (
          <LoadError error={pickups.error} onRetry={() => pickups.refetch()} />
        ) : pickups.data && pickups.data.rows.length === 0 ? (
          <EmptyState title={t('pickups.none')} message={t('pickups.noneText')} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="my-pickups">
            {pickups.data?.rows.map((row) => (
              <PersonCard key={row.id} row={row} detail={t('words.relation', { relation: row.relation })}>
                <StatusBadge status={String(row.status)} label={t('words.approval', { status: String(row.status) })} />
                {row.remark ? (
                  <Text size="xs" c="dimmed">
                    {row.remark}
                  </Text>
                ) : null}
              </PersonCard>
            ))}
          </SimpleGrid>
        )}
        <Title order={2} size="h5">
          {t('pickups.oneTime')}
        </Title>
        {todays.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('pickups.oneTimeHint')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {todays.map((row) => (
              <PersonCard key={row.id} row={row} detail={t('pickups.todayOnly')}>
                <Button size="xs" variant="light" onClick={() => void issueCode(row)}>
                  {t('pickups.newCode')}
                </Button>
              </PersonCard>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Modal
        opened={adding !== null}
        onClose={() => setAdding(null)}
        title={t(adding === 'pickup' ? 'pickups.add' : 'pickups.someoneElse')}
        fullScreen={false}
      >
        {adding && child && (
          <ResourceForm
            resource={adding === 'pickup' ? pickupShape : oneTimePickupShape}
            hidden={OWN_FIELDS}
            presets={{ studentAdmissionId: child.studentAdmissionId }}
            submitLabel={t(adding === 'pickup' ? 'pickups.sendForApproval' : 'pickups.addAndShow')}
            savedMessage={t('pickups.saved')}
            fieldWords={{
              name: { label: t('words.name') },
              relation: {
                label: t('pickups.relation'),
                options: Object.fromEntries(
                  PICKUP_RELATIONS.map((relation) => [relation, t('words.relation', { relation })]),
                ),
              },
              mobile: { label: t('words.mobile') },
              photoFileId: { label: t('words.photo') },
              idReference: { label: t('pickups.idReference') },
            }}
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
      <Modal opened={code !== null} onClose={() => setCode(null)} title={t('pickups.code')}>
        {code && (
          <Stack align="center">
            <Text ta="center">{t('pickups.codeGive', { name: code.name })}</Text>
            <Text fz={40} fw={700} ff="monospace" data-testid="pickup-code">
              {code.code}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {t('pickups.codeOnce')}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}

function PersonCard({ row, detail, children }: { row: Person; detail: string; children?: React.ReactNode }) {
  return (
    <Card withBorder radius="md">
      <Group wrap="nowrap" align="flex-start">
        <PickupPhoto fileId={String(row.photoFileId)} name={row.name} size={72} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>{row.name}</Text>
          <Text size="sm" c="dimmed">
            {detail} · {row.mobile}
          </Text>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}
