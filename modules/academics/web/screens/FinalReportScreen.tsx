import { Alert, Badge, Button, Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { formatDate, type EndpointAnswer } from '@portal/core';
import {
  ApiError,
  DataTable,
  datesWhole,
  downloadFile,
  EmptyState,
  LoadError,
  PageHeader,
  parseId,
  useCall,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { gradeWords, type AcademicsWords } from '../components/grade-words.ts';
import { academicsMessages } from '../messages/index.ts';

/** grade-book/skills/final-report/{studentAdmissionId}: a child's report card per term, and its PDF. */
export default function FinalReportScreen() {
  const t = useMessages(academicsMessages);
  const id = parseId(useParams().studentAdmissionId);
  const terms = useCall(
    C.childTerms,
    { params: { studentAdmissionId: id! } },
    {
      enabled: id !== null,
    },
  );
  const [chosenYear, setChosenYear] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  if (id === null) return <EmptyState title={t('report.noChild')} />;
  if (terms.error) return <LoadError error={terms.error} onRetry={() => terms.refetch()} />;
  if (!terms.data) return null;
  const rows = terms.data.rows;
  // A promoted child's earlier years stay with it, oldest first: the latest year with a card open to parents is
  // shown first (last year's in June, before this year's first term is published), else this year.
  const years = [...new Set(rows.map((r) => r.academicYear))];
  const year = chosenYear ?? [...rows].reverse().find((r) => r.published)?.academicYear ?? years.at(-1);
  const ofYear = rows.filter((r) => r.academicYear === year);
  const termId = chosen ?? String(ofYear.find((r) => r.published)?.id ?? ofYear[0]?.id ?? '');
  return (
    <>
      <PageHeader title={t('report.title', { child: terms.data.child })} />
      {rows.length === 0 ? (
        <EmptyState title={t('report.noTerms')} />
      ) : (
        <>
          {years.length > 1 && (
            <Select
              mb="sm"
              maw={220}
              label={t('report.year')}
              data={[...years].reverse()}
              value={year ?? null}
              allowDeselect={false}
              onChange={(value) => {
                setChosenYear(value);
                setChosen(null);
              }}
            />
          )}
          <SegmentedControl
            mb="md"
            value={termId}
            onChange={setChosen}
            data={ofYear.map((r) => ({
              value: String(r.id),
              label: r.published ? r.name : t('report.termDraft', { term: r.name }),
            }))}
            aria-label={t('report.term')}
          />
          {termId && <ReportCardView studentAdmissionId={id} termId={Number(termId)} t={t} />}
        </>
      )}
    </>
  );
}

type Grade = EndpointAnswer<typeof C.reportCard>['skills'][number]['rows'][number];

function gradeColumns(t: AcademicsWords): DataColumn<Grade>[] {
  return [
    { id: 'subSkill', header: t('report.subSkill') },
    { id: 'parameter', header: t('report.parameter'), primary: true },
    {
      id: 'label',
      header: t('report.grade'),
      cell: (r) => (
        <Text span fw={600} size="sm">
          {gradeWords(t, r).label ?? t('report.notGraded')}
        </Text>
      ),
    },
    { id: 'descriptor', header: t('report.descriptor'), cell: (r) => gradeWords(t, r).descriptor ?? '' },
  ];
}

function ReportCardView({
  studentAdmissionId,
  termId,
  t,
}: {
  studentAdmissionId: number;
  termId: number;
  t: AcademicsWords;
}) {
  const card = useCall(
    C.reportCard,
    { params: { studentAdmissionId }, query: { termId } },
    {
      retry: false,
    },
  );
  if (card.error instanceof ApiError && card.error.statusCode === 403)
    return <Alert color="blue">{t('report.notOpenYet')}</Alert>;
  if (card.error) return <LoadError error={card.error} onRetry={() => card.refetch()} />;
  if (!card.data) return null;
  const c = card.data;
  return (
    <Stack gap="md">
      <Card withBorder>
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {c.centre.name}
            </Title>
            <Text size="sm" c="gray.7">
              {datesWhole(
                t('report.details', {
                  child: c.child.name,
                  className: c.child.section ? `${c.child.className} ${c.child.section}` : c.child.className,
                  term: c.term.name,
                  from: formatDate(c.term.startDate),
                  to: formatDate(c.term.endDate),
                }),
              )}
            </Text>
          </Stack>
          <Group gap="xs">
            {!c.published && <Badge color="gray">{t('report.notPublished')}</Badge>}
            <Button
              onClick={() =>
                void downloadFile(
                  `/api/grade-book/skills/final-report/${studentAdmissionId}/pdf`,
                  { termId },
                  'report-card.pdf',
                )
              }
            >
              {t('report.download')}
            </Button>
          </Group>
        </Group>
      </Card>
      {c.skills.map((s) => (
        <Card withBorder key={s.skill}>
          <Title order={3} size="h5" mb="xs">
            {s.skill}
          </Title>
          <DataTable card={false} data={s.rows} columns={gradeColumns(t)} rowId={(r) => r.parameter} minWidth={560} />
        </Card>
      ))}
      {c.attendance && (
        <Card withBorder>
          <Title order={3} size="h5">
            {t('report.attendance')}
          </Title>
          <Text size="sm">
            {t('report.attendanceText', {
              present: c.attendance.present,
              workingDays: c.attendance.workingDays,
              absent: c.attendance.absent,
              leave: c.attendance.leave,
              percent: c.attendance.percent,
              from: formatDate(c.attendance.from),
              to: formatDate(c.attendance.to),
            })}
          </Text>
        </Card>
      )}
      {c.remark !== null && (
        <Card withBorder>
          <Title order={3} size="h5">
            {t('report.remarks')}
          </Title>
          <Text size="sm">{c.remark || t('report.noRemarks')}</Text>
        </Card>
      )}
    </Stack>
  );
}
