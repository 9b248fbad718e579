import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import {
  DataTable,
  errorMessage,
  invalidateResources,
  notify,
  PageHeader,
  ReferenceSelect,
  runCommand,
  StatusBadge,
  useAccess,
  useListRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { AUDIT_LISTS, AUDIT_STEPS, type CorrectiveTaskRow } from '../../shared/contracts.ts';
import { AUDIT_MODULES as M } from '../../shared/constants.ts';
import { teacherModuleShape } from '@portal/mod-training/shared/resources';

const columns: DataColumn<CorrectiveTaskRow>[] = [
  { id: 'centre', header: 'Centre', sort: true },
  { id: 'auditDate', header: 'Failed in the audit of', sort: true, cell: (r) => formatDate(r.auditDate) },
  { id: 'parameterText', header: 'Parameter', primary: true },
  {
    id: 'training',
    header: 'Training',
    cell: (r) => (
      <>
        {r.trainingModule ? (
          <Text size="sm">
            {r.trainingModule}: {r.trained} of {r.trainees} teachers done
          </Text>
        ) : (
          <Text size="sm" c="gray.7">
            None assigned
          </Text>
        )}
        {r.passedAuditId && (
          <Text size="sm" fw={600}>
            ✓ Passed in a later audit
          </Text>
        )}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    nowrap: true,
    cell: (r) => <StatusBadge status={r.status} style={{ overflow: 'visible' }} />,
  },
];

/**
 * audit/corrective: the corrective loop per centre. Each failed parameter opens a task; head office sends the
 * matching self-training module to the centre's teachers; the task closes when they have done it and a later
 * audit passes the parameter.
 */
export default function CorrectiveScreen() {
  const access = useAccess();
  const client = useQueryClient();
  const headOffice = access.canWrite(M.AUDIT);
  const [assigning, setAssigning] = useState<CorrectiveTaskRow | null>(null);
  const [moduleId, setModuleId] = useState('');
  const list = useListRows(AUDIT_LISTS.correctiveTasks, {
    pageSize: 200,
    franchiseeID: access.franchiseeId || undefined,
  });
  const done = (message: string) => {
    notify({ color: 'green', message });
    void invalidateResources(client, AUDIT_LISTS.correctiveTasks);
  };
  const assign = useMutation({
    mutationFn: () => runCommand(AUDIT_STEPS.assignTraining, assigning!.id, { trainingModuleId: Number(moduleId) }),
    onSuccess: () => {
      setAssigning(null);
      setModuleId('');
      done('Training assigned to the centre’s teachers');
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  const check = useMutation({
    mutationFn: (id: number) => runCommand(AUDIT_STEPS.checkCorrectiveTask, id, {}),
    onSuccess: () => done('Corrective task closed'),
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });

  return (
    <>
      <PageHeader title="Corrective loop" />
      <DataTable
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={columns}
        rowId={(r) => String(r.id)}
        rowProps={(r) => ({ 'data-testid': `corrective-${r.id}` })}
        rowActions={(r) =>
          r.status === 'OPEN' && (
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              {headOffice && !r.trainingModuleId && (
                <Button size="xs" variant="light" onClick={() => setAssigning(r)}>
                  Assign training
                </Button>
              )}
              <Button
                size="xs"
                variant="default"
                loading={check.isPending && check.variables === r.id}
                onClick={() => check.mutate(r.id)}
              >
                Check and close
              </Button>
            </Group>
          )
        }
        empty={{ title: 'Nothing to correct', message: 'No audit has failed a parameter yet.' }}
        testId="corrective-list"
        minWidth={760}
      />
      <Modal opened={assigning !== null} onClose={() => setAssigning(null)} title="Assign training">
        <Stack>
          <Text size="sm">{assigning?.parameterText}</Text>
          <ReferenceSelect
            label="Self-training module"
            resource={teacherModuleShape}
            labelField="title"
            value={moduleId}
            onChange={setModuleId}
          />
          <Button disabled={!moduleId} loading={assign.isPending} onClick={() => assign.mutate()}>
            Assign to the centre’s teachers
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
