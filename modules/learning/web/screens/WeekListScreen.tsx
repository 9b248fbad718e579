import { Anchor } from '@mantine/core';
import { formatDate, type RecordOf } from '@portal/core';
import { DataTable, PageHeader, StatusBadge, useResourceRows, type DataColumn } from '@portal/ui';
import { Link } from 'react-router';
import { curriculumWeekShape } from '../../shared/resources.ts';

type WeekRow = RecordOf<typeof curriculumWeekShape>;

const columns: DataColumn<WeekRow>[] = [
  {
    id: 'weekNo',
    header: 'Week',
    primary: true,
    sort: true,
    cell: (w) => (
      <Anchor component={Link} to={`/learning-cms/curriculum-cms/${w.folderId}/${w.id}`} size="sm">
        {w.weekNo}. {w.title}
      </Anchor>
    ),
  },
  { id: 'startsOn', header: 'Starts on', sort: true, cell: (w) => formatDate(w.startsOn) },
  { id: 'status', header: 'Status', sort: true, cell: (w) => <StatusBadge status={w.status} /> },
  { id: 'version', header: 'Version', align: 'right' },
];

/** learning-cms/day-glance: every week at a glance (a theme's days: day-glance/{themeID}, ThemeGlanceScreen). */
export default function WeekListScreen() {
  const q = useResourceRows(curriculumWeekShape, {
    pageSize: 100,
    fields: 'weekNo,title,classId,folderId,startsOn,status,version,themeId',
  });
  return (
    <>
      <PageHeader
        title="Weeks at a glance"
        crumbs={[{ label: 'Curriculum CMS', to: '/learning-cms/curriculum-cms' }, { label: 'Weeks' }]}
      />
      <DataTable
        data={q.data?.rows}
        error={q.error}
        onRetry={() => void q.refetch()}
        columns={columns}
        rowId={(w) => String(w.id)}
        empty="No weeks yet"
        minWidth={520}
      />
    </>
  );
}
