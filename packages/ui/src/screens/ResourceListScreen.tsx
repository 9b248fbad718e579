import { Button } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAccess } from '../access.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { parseId, useResourceMeta } from '../resource/hooks.ts';
import { ResourceList } from '../resource/ResourceList.tsx';
import type { ResourceScreenProps } from '../resource/routes.ts';
import { fillPath, stripOptional } from '../routing.ts';

export default function ResourceListScreen({ resource, links, title }: ResourceScreenProps) {
  const meta = useResourceMeta(resource);
  const params = useParams();
  const navigate = useNavigate();
  const pagedByUrl = Boolean(links.list?.includes(':current'));
  const rowPattern = links.view ?? links.edit;
  const access = useAccess();
  const canImport = Boolean(links.import && meta.data && access.canWrite(meta.data.module));
  return (
    <>
      <PageHeader
        title={title ?? meta.data?.labelPlural ?? ''}
        crumbs={[{ label: 'Home', to: '/profile/dashboard' }, { label: meta.data?.labelPlural ?? '' }]}
      />
      <ResourceList
        resource={resource}
        createPath={links.create ? stripOptional(links.create) : undefined}
        rowPath={rowPattern ? (row) => fillPath(rowPattern, row.id) : undefined}
        page={pagedByUrl ? (parseId(params.current) ?? 1) : undefined}
        onPageChange={pagedByUrl && links.list ? (p) => navigate(fillPath(links.list!, p)) : undefined}
        actions={
          canImport ? (
            <Button
              component={Link}
              to={links.import!}
              variant="default"
              leftSection={<IconFileUpload size={16} />}
              data-testid="list-import"
            >
              Upload CSV
            </Button>
          ) : undefined
        }
      />
    </>
  );
}
