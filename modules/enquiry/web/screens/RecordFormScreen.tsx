import { Card } from '@mantine/core';
import { EmptyState, PageHeader, parseId, ResourceForm } from '@portal/ui';
import type { ResourceName } from '@portal/core';
import { useNavigate, useParams } from 'react-router';

/** One record of a plain resource by a route parameter (no id or 'new' creates): stage settings, allocation rules. */
export default function RecordFormScreen({
  resource,
  param,
  title,
  back,
}: {
  resource: ResourceName;
  param: string;
  title: string;
  back: string;
}) {
  const params = useParams();
  const navigate = useNavigate();
  const given = params[param];
  const id = parseId(given);
  // An id that cannot be one names no record: say so rather than open an empty form that would create one.
  if (given && given !== 'new' && !id)
    return (
      <>
        <PageHeader title={title} crumbs={[{ label: title, to: back }, { label: given }]} />
        <EmptyState title={`${title} not found`} message={`There is no ${title.toLowerCase()} '${given}'.`} />
      </>
    );
  return (
    <>
      <PageHeader
        title={id ? `Edit ${title.toLowerCase()}` : `New ${title.toLowerCase()}`}
        crumbs={[{ label: title, to: back }, { label: id ? `#${id}` : 'New' }]}
      />
      <Card withBorder radius="md">
        <ResourceForm resource={resource} id={id} onSaved={() => navigate(back)} onCancel={() => navigate(back)} />
      </Card>
    </>
  );
}
