import { Card } from '@mantine/core';
import { PageHeader, parseId, ResourceForm } from '@portal/ui';
import { useNavigate, useParams } from 'react-router';

/** One record of a plain resource by a route parameter (no id or 'new' creates): stage settings, allocation rules. */
export default function RecordFormScreen({
  resource,
  param,
  title,
  back,
}: {
  resource: string;
  param: string;
  title: string;
  back: string;
}) {
  const params = useParams();
  const navigate = useNavigate();
  const id = parseId(params[param]);
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
