import { Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import {
  EmptyState,
  invalidateResources,
  LoadError,
  notify,
  PageHeader,
  ResourceForm,
  StatusBadge,
  useCall,
  useMessages,
  useResourceRows,
} from '@portal/ui';
import { useState } from 'react';
import { medicationShape } from '../../shared/resources.ts';
import * as C from '../../shared/contracts.ts';
import { dayMessages } from '../messages/index.ts';

const FIELDS = 'medicine,dose,times,fromDate,toDate,notes,status,remark,studentAdmissionId';

/**
 * day/my-medication: the medicine a parent asks the centre to give their child, with the dose, the times and the
 * days; the centre approves each one before a dose is given, and each dose shows on the child's "Today".
 */
export default function MyMedicationScreen() {
  const t = useMessages(dayMessages);
  const queryClient = useQueryClient();
  const child = useCall(C.myDay).data?.children[0];
  const rows = useResourceRows(medicationShape, { pageSize: 100, fields: FIELDS });
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title={t('myMedication.title')}
        subtitle={t('myMedication.subtitle')}
        actions={
          <Button onClick={() => setAdding(true)} disabled={!child}>
            {t('myMedication.authorise')}
          </Button>
        }
      />
      <Stack maw={900}>
        {rows.error ? (
          <LoadError error={rows.error} onRetry={() => rows.refetch()} />
        ) : rows.data && rows.data.rows.length === 0 ? (
          <EmptyState title={t('myMedication.none')} message={t('myMedication.noneText')} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="my-medication">
            {rows.data?.rows.map((row) => (
              <Card key={row.id} withBorder radius="md">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600}>{row.medicine}</Text>
                    <StatusBadge
                      status={String(row.status)}
                      label={t('words.approval', { status: String(row.status) })}
                    />
                  </Group>
                  <Text size="sm">{t('myMedication.line', { dose: row.dose, times: row.times })}</Text>
                  <Text size="sm" c="dimmed">
                    {t('words.dates', { from: formatDate(row.fromDate), to: formatDate(row.toDate) })}
                  </Text>
                  {row.notes ? <Text size="sm">{row.notes}</Text> : null}
                  {row.remark ? (
                    <Text size="xs" c="dimmed">
                      {row.remark}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('myMedication.authorise')}>
        {adding && child && (
          <ResourceForm
            resource={medicationShape}
            hidden={['franchiseeId', 'studentAdmissionId']}
            presets={{ studentAdmissionId: child.studentAdmissionId }}
            submitLabel={t('myMedication.send')}
            savedMessage={t('myMedication.saved')}
            fieldWords={{
              medicine: { label: t('myMedication.medicine') },
              dose: { label: t('myMedication.dose') },
              times: { label: t('myMedication.times'), help: t('myMedication.timesHelp') },
              fromDate: { label: t('myMedication.from') },
              toDate: { label: t('myMedication.to') },
              notes: { label: t('myMedication.notes') },
              prescriptionFileId: { label: t('myMedication.prescription') },
            }}
            onCancel={() => setAdding(false)}
            onSaved={(record) => {
              setAdding(false);
              // The times read back as they were kept ("09:00 AM, 01:30 PM").
              notify({
                color: 'green',
                title: t('myMedication.saved'),
                message: t('myMedication.savedTimes', {
                  medicine: String(record.medicine),
                  dose: String(record.dose),
                  times: String(record.times),
                }),
              });
              void invalidateResources(queryClient, medicationShape);
            }}
          />
        )}
      </Modal>
    </>
  );
}
