import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import {
  ApiError,
  call,
  setCallData,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  useAccess,
  useCall,
  useResourceRows,
} from '@portal/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { amsDashboard, cycleWeightage, saveCycleWeightage, type Weightage } from '../../shared/contracts.ts';
import { AMS_MODULES, FULL_WEIGHT, VISIT_AUDIT_TYPE_LABELS } from '../../shared/constants.ts';
import { amsCycleShape } from '../../shared/resources.ts';

/**
 * amsv1/weightageModification: a cycle's weight of centre and academic audits, and of each audit category in
 * its kind of audit. Each set must add up to 100 %; the totals show as they are typed and the server holds the rule.
 */
export default function WeightageScreen() {
  const [search, setSearch] = useSearchParams();
  const list = useResourceRows(amsCycleShape, { pageSize: 100 });
  const chosen = Number(search.get('cycle')) || list.data?.rows[0]?.id || null;
  return (
    <>
      <PageHeader title="Audit weightage" crumbs={[{ label: 'AMS', to: '/amsv1/dashboard' }, { label: 'Weightage' }]} />
      <Stack>
        {list.error && <LoadError error={list.error} onRetry={() => list.refetch()} />}
        <Select
          label="Cycle"
          data={(list.data?.rows ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.name} (${formatDate(c.startDate)} to ${formatDate(c.endDate)})`,
          }))}
          value={chosen ? String(chosen) : null}
          onChange={(v) => v && setSearch({ cycle: v }, { replace: true })}
          allowDeselect={false}
          maw={480}
          data-testid="weightage-cycle"
        />
        {chosen && <WeightageForm key={chosen} cycleId={chosen} />}
      </Stack>
    </>
  );
}

function WeightageForm({ cycleId }: { cycleId: number }) {
  const access = useAccess();
  const client = useQueryClient();
  const data = useCall(cycleWeightage, { params: { cycleId } });
  const [edits, setEdits] = useState<Record<string, number>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (data.error) return <LoadError error={data.error} onRetry={() => data.refetch()} />;
  const w = data.data;
  if (!w) return null;
  const canEdit = access.canWrite(AMS_MODULES.AMS);
  const value = (k: string, stored: number) => edits[k] ?? stored;
  const centreWeight = value('centre', w.centreWeight);
  const academicWeight = value('academic', w.academicWeight);
  const totalOf = (t: Weightage['types'][number]) =>
    t.categories.reduce((sum, c) => sum + value(`c${c.categoryId}`, c.weight), 0);

  async function save() {
    setFailure(null);
    setSaving(true);
    try {
      const saved = await call(saveCycleWeightage, {
        params: { cycleId },
        body: {
          centreWeight,
          academicWeight,
          categories: w!.types.flatMap((t) =>
            t.categories.map((c) => ({ categoryId: c.categoryId, weight: value(`c${c.categoryId}`, c.weight) })),
          ),
        },
      });
      setCallData(client, cycleWeightage, { params: { cycleId } }, saved);
      await invalidateCalls(client, amsDashboard);
      setEdits({});
      notify({ color: 'green', message: 'Weightage saved', position: 'top-right' });
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  const weightInput = (k: string, label: string, stored: number) => (
    <NumberInput
      key={k}
      label={label}
      value={value(k, stored)}
      onChange={(v) => setEdits((old) => ({ ...old, [k]: typeof v === 'number' ? v : Number(v) || 0 }))}
      min={0}
      max={100}
      step={5}
      allowDecimal={false}
      suffix=" %"
      disabled={!canEdit}
      data-testid={/^c\d+$/.test(k) ? `weight-${k}` : `kind-${k}`}
    />
  );
  const kinds = centreWeight + academicWeight;

  return (
    <Stack>
      <Card withBorder padding="sm">
        <Title order={3} fz="h5" mb="xs">
          Centre and academic audits
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {weightInput('centre', 'Centre audit weightage', w.centreWeight)}
          {weightInput('academic', 'Academic audit weightage', w.academicWeight)}
        </SimpleGrid>
        <Total total={kinds} testId="total-kinds" />
      </Card>
      {w.types.map((t) => (
        <Card key={t.auditType} withBorder padding="sm">
          <Title order={3} fz="h5" mb="xs">
            Categories of the {VISIT_AUDIT_TYPE_LABELS[t.auditType].toLowerCase()}
          </Title>
          {t.categories.length === 0 ? (
            <Text size="sm" c="gray.7">
              This checklist has no active category yet.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {t.categories.map((c) => weightInput(`c${c.categoryId}`, c.name, c.weight))}
            </SimpleGrid>
          )}
          {t.categories.length > 0 && <Total total={totalOf(t)} testId={`total-${t.auditType}`} />}
        </Card>
      ))}
      {failure && (
        <Alert color="red" title="Weightage not saved" data-testid="weightage-error">
          {failure}
        </Alert>
      )}
      {canEdit && (
        <Group>
          <Button onClick={() => void save()} loading={saving} data-testid="save-weightage">
            Save weightage
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Total({ total, testId }: { total: number; testId: string }) {
  const ok = total === FULL_WEIGHT;
  return (
    <Text size="sm" mt="xs" c={ok ? 'green.8' : 'red.8'} data-testid={testId}>
      Total {total} %{ok ? '' : ` — must be ${FULL_WEIGHT} %`}
    </Text>
  );
}
