import { Alert, Button, Card, Checkbox, Group, Select, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  PageHeader,
  api,
  call,
  HiddenTh,
  LoadError,
  EmptyState,
  notify,
  errorMessage,
  useAccess,
  useResourceRows,
} from '@portal/ui';
import { useState } from 'react';
import type { EndpointAnswer } from '@portal/core';
import * as C from '../../shared/contracts.ts';

type BulkResult = EndpointAnswer<typeof C.promoteAll>;

/**
 * student-promotion/list and student-promotion/all: next year's class for each Active student, one by one or
 * all at once.
 */
export default function PromotionScreen() {
  const access = useAccess();
  const [classId, setClassId] = useState<string | null>(null);
  const [toYear, setToYear] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [result, setResult] = useState<BulkResult | null>(null);
  const classes = useResourceRows('class', { pageSize: 50, isActive: 'true' });
  const years = useQuery({
    queryKey: ['years'],
    queryFn: () => api<{ rows: { id: number; academicYear: string }[] }>('/api/franchiseeAcademicYears'),
  });
  const list = useQuery({
    queryKey: ['promotion', classId, access.franchiseeId, access.academicYearId],
    queryFn: () => call(C.promotionList, { query: { classId: classId ?? undefined, pageSize: 200 } }),
  });
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
      setSelected(new Set());
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
            data={(classes.data?.rows ?? []).map((c) => ({ value: String(c.id), label: String(c.name) }))}
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
          <Button disabled={!toYear || !selected.size} onClick={() => promote([...selected])}>
            Promote selected ({selected.size})
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
          UKG and Bridge Course leave as Graduated; toddler programmes move to the first regular class.
        </Text>
        {result && result.failed > 0 && (
          <Alert color="yellow" mb="sm">
            {result.errors.map((e) => `#${e.admissionId}: ${e.message}`).join('; ')}
          </Alert>
        )}
        {list.error && <LoadError error={list.error} />}
        {list.data && rows.length === 0 && <EmptyState title="No Active students" />}
        {rows.length > 0 && (
          <Table striped data-testid="promotion-list">
            <Table.Thead>
              <Table.Tr>
                <HiddenTh label="Select" />
                <Table.Th>Student</Table.Th>
                <Table.Th>Class now</Table.Th>
                <Table.Th>Next year</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.admissionId}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${r.firstName}`}
                      checked={selected.has(r.admissionId)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setSelected((s) => {
                          const n = new Set(s);
                          if (on) n.add(r.admissionId);
                          else n.delete(r.admissionId);
                          return n;
                        });
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    {r.firstName} {r.lastName} · {r.admissionNumber}
                  </Table.Td>
                  <Table.Td>
                    {r.className}
                    {r.sectionName ? ` ${r.sectionName}` : ''}
                  </Table.Td>
                  <Table.Td>{r.nextClassName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </>
  );
}
