import { Button } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAccess } from '../access.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { parseId, useResourceMeta } from '../resource/hooks.ts';
import { ListLinksMenu } from '../resource/ListLinksMenu.tsx';
import { ResourceList } from '../resource/ResourceList.tsx';
import type { ResourceScreenProps } from '../resource/screen-props.ts';
import type { Row } from '../resource/hooks.ts';
import { paramNames, type RowLink } from '../resource/screen-props.ts';
import { fillParams } from '../routing.ts';
import { parentCreatePath, useParentFilters } from './useParentFilters.ts';
import { t } from '../i18n/index.tsx';

/** A row link's parameters: the row's fields `from` names, its id for the rest. */
function rowValues(link: RowLink, row: Row): Record<string, unknown> {
  return Object.fromEntries(paramNames(link.path).map((param) => [param, row[link.from?.[param] ?? 'id']]));
}

export default function ResourceListScreen({
  resource,
  links,
  title,
  pathFilters,
  rowLinks,
  listLinks,
}: ResourceScreenProps) {
  const meta = useResourceMeta(resource);
  const params = useParams();
  const navigate = useNavigate();
  const pagedByUrl = Boolean(links.list?.includes(':current'));
  const rowPattern = links.view ?? links.edit;
  const access = useAccess();
  const canImport = Boolean(links.import && meta.data && access.canWrite(meta.data.module));
  const parent = useParentFilters(pathFilters);
  const narrowed = parent.pairs.length > 0;
  return (
    <>
      <PageHeader
        title={title ?? meta.data?.labelPlural ?? ''}
        crumbs={[{ label: t('menu.home'), to: '/profile/dashboard' }, { label: meta.data?.labelPlural ?? '' }]}
        actions={listLinks ? <ListLinksMenu {...listLinks} /> : undefined}
      />
      <ResourceList
        resource={resource}
        createPath={parentCreatePath(links, parent)}
        rowPath={rowPattern ? (row) => fillParams(rowPattern, parent.params, row.id) : undefined}
        fixedFilters={narrowed ? parent.fields : undefined}
        rowLinks={rowLinks?.map((link) => ({
          label: link.label,
          to: (row) => fillParams(link.path, rowValues(link, row)),
        }))}
        page={pagedByUrl ? (parseId(params.current) ?? 1) : undefined}
        onPageChange={pagedByUrl && links.list ? (p) => navigate(fillParams(links.list!, parent.params, p)) : undefined}
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
