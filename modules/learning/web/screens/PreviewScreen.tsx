import { Alert, Stack } from '@mantine/core';
import { enumLabel, formatDateTime } from '@portal/core';
import { LoadError, PageHeader, useCall } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { WeekPlanView } from '../components/PlanView.tsx';

/**
 * learning-cms/preview/{previewId}: the draft week as a teacher will see it; with `published`,
 * learning/curriculum/{id}: the version published to the user's centre.
 */
export default function PreviewScreen({ published }: { published?: boolean }) {
  const params = useParams();
  const id = Number(published ? params.publicationId : params.previewId);
  const draft = useCall(
    C.weekPreview,
    { params: { id } },
    {
      enabled: !published,
    },
  );
  const pub = useCall(
    C.publishedWeek,
    { params: { id } },
    {
      enabled: Boolean(published),
    },
  );
  const q = published ? pub : draft;
  if (q.error) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const plan = published ? pub.data?.plan : draft.data?.plan;
  return (
    <>
      <PageHeader
        title={plan ? `Week ${plan.weekNo}: ${plan.title}` : 'Week at a glance'}
        crumbs={
          published
            ? [{ label: 'Curriculum', to: '/learning/curriculum' }, { label: 'Week' }]
            : [{ label: 'Curriculum CMS', to: '/learning-cms/curriculum-cms' }, { label: 'Preview' }]
        }
      />
      <Stack>
        {!published && draft.data && (
          <Alert color="blue" title="Preview">
            This is how teachers will see the week once it is published. Status: {enumLabel(draft.data.status)}
            {draft.data.version > 0 ? `, version ${draft.data.version} published` : ''}.
          </Alert>
        )}
        {published && pub.data && (
          <Alert color="gray" title={pub.data.centre}>
            Version {pub.data.version}, published {formatDateTime(pub.data.publishedAt)}.
          </Alert>
        )}
        {plan && <WeekPlanView plan={plan} />}
      </Stack>
    </>
  );
}
