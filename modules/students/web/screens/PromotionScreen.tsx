import { Alert, Button, Card, Group, Select, Text } from '@mantine/core';
import {
  call,
  DataTable,
  errorMessage,
  notify,
  PageHeader,
  useAccess,
  useCall,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import type { EndpointAnswer } from '@portal/core';
import * as C from '../../shared/contracts.ts';
import * as ORG from '@portal/mod-org/contracts';
import { classShape } from '@portal/mod-org/shared/resources';

type BulkResult = EndpointAnswer<typeof C.promoteAll>;
type Student = EndpointAnswer<typeof C.promotionList>['rows'][number];

const promotionColumns: DataColumn<Student>[] = [
  {
    id: 'student',
    header: 'Student',
    primary: true,
    cell: (r) => `${r.firstName} ${r.lastName} · ${r.admissionNumber}`,
  },
  { id: 'class', header: 'Class now', cell: (r) => (r.sectionName ? `${r.className} ${r.sectionName}` : r.className) },
  { id: 'nextClassName', header: 'Next year' },
];

/**
 * student-promotion/list (student-promotion/all opens it): next year's class for each Active student, one by one or
 * all at once.
 */
export default function PromotionScreen() {
  const access = useAccess();
  const [classId, setClassId] = useState<string | null>(null);
  const [toYear, setToYear] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [result, setResult] = useState<BulkResult | null>(null);
  const classes = useResourceRows(classShape, { pageSize: 50, isActive: 'true' });
  const years = useCall(ORG.academicYears, { query: {} });
  const list = useCall(C.promotionList, { query: { classId: classId ?? undefined, pageSize: 200 } });
  const current = years.data?.rows.find((y) => y.id === access.academicYearId)?.academicYear ?? '';
  const later = (years.data?.rows ?? []).filter((y) => y.academicYear > current);

  async function promote(ids: number[] | 'all') {
    if (!toYear || !access.academicYearId) return;
    try {
      const res = await call(C.promoteAll, {
        body: {
          fromAcademicYearId: access.academicYearId,
          toAcademicYearId: Number(toYear),
          franchiseeId: access.franchiseeId ?? undefined,
          classId: classId ? Number(classId) : undefined,
          admissionIds: ids === 'all' ? undefined : ids,
        },
      });
      setResult(res);
      setSelected([]);
      notify({
        color: 'green',
        message: `${res.promoted} promoted, ${res.graduated} graduated`,
        position: 'top-right',
      });
      void list.refetch();
    } catch (err) {
      notify({ color: 'red', title: 'Not promoted', message: errorMessage(err), position: 'top-right' });
    }
  }

  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageHeader title="Student promotion" crumbs={[{ label: 'Academics' }, { label: 'Promotion' }]} />
      <Card withBorder radius="md">
        <Group align="flex-end" mb="md">
          <Select
            label="Class"
            clearable
            data={(classes.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={classId}
            onChange={setClassId}
          />
          <Select
            label="Promote into"
            data={later.map((y) => ({ value: String(y.id), label: y.academicYear }))}
            value={toYear}
            onChange={setToYear}
            data-testid="promote-year"
          />
          <Button disabled={!toYear || !selected.length} onClick={() => promote(selected.map(Number))}>
            Promote selected ({selected.length})
          </Button>
          <Button
            variant="light"
            disabled={!toYear || !rows.length}
            onClick={() => promote('all')}
            data-testid="promote-all"
          >
            Promote all shown
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          UKG and Bridge Course children graduate; toddler programmes move to the first regular class.
        </Text>
        {result && result.failed > 0 && (
          <Alert color="yellow" mb="sm">
            {result.errors.map((e) => `#${e.admissionId}: ${e.message}`).join('; ')}
          </Alert>
        )}
        <DataTable
          card={false}
          data={list.data?.rows}
          error={list.error}
          columns={promotionColumns}
          rowId={(r) => String(r.admissionId)}
          selection={{
            selected,
            onChange: setSelected,
            label: (id) => `Select ${rows.find((r) => String(r.admissionId) === id)?.firstName}`,
          }}
          empty="No Active students"
          testId="promotion-list"
          striped
        />
      </Card>
    </>
  );
}
