import { Button, Group } from '@mantine/core';
import { LoadError, PageHeader, useCall } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { FolderWeeks } from '../components/FolderWeeks.tsx';
import { DayCard } from '../components/PlanView.tsx';

/**
 * learning-cms/week-glance/{folderId} and week-glance/{dayId}: folders and days share one id sequence,
 * so the server says which the id is; a folder shows its weeks, a day its plan.
 */
export default function WeekGlanceScreen() {
  const id = Number(useParams().id);
  const q = useCall(C.weekGlance, { params: { id } });
  if (q.error) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const a = q.data;
  if (a?.kind === 'day')
    return (
      <>
        <PageHeader
          title={a.day.title}
          subtitle={a.week.title}
          crumbs={[{ label: 'Curriculum CMS', to: '/learning-cms/curriculum-cms' }, { label: 'Day at a glance' }]}
          actions={
            <Group>
              <Button component={Link} to={`/learning-cms/edit-day-glance/${a.day.id}`} variant="light">
                Edit
              </Button>
            </Group>
          }
        />
        <DayCard day={a.day} level={2} />
      </>
    );
  return (
    <>
      <PageHeader
        title={a?.folder.name ?? 'Week at a glance'}
        subtitle={a?.folder.classGroup}
        crumbs={[{ label: 'Curriculum CMS', to: '/learning-cms/curriculum-cms' }, { label: 'Weeks at a glance' }]}
      />
      {a && <FolderWeeks answer={a} />}
    </>
  );
}
