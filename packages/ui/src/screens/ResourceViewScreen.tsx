import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../components/EmptyState.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useResourceMeta } from '../resource/hooks.ts';
import { ResourceView } from '../resource/ResourceView.tsx';
import type { ResourceScreenProps } from '../resource/screen-props.ts';
import { fillParams } from '../routing.ts';
import { parentListPath, useParentFilters } from './useParentFilters.ts';
import { useScreenRecordId } from './useScreenRecordId.ts';
import { inSentence } from '../resource/labels.ts';

export default function ResourceViewScreen({ resource, links, title, idFallback, pathFilters }: ResourceScreenProps) {
  const meta = useResourceMeta(resource);
  const id = useScreenRecordId(links.view, idFallback, pathFilters);
  const parent = useParentFilters(pathFilters);
  const listPath = parentListPath(links, parent);
  const label = meta.data?.label ?? '';
  return (
    <>
      <PageHeader
        title={title ?? label}
        crumbs={[{ label: meta.data?.labelPlural ?? '', to: listPath }, { label: 'Details' }]}
      />
      {id ? (
        <ResourceView
          resource={resource}
          id={id}
          editPath={links.edit ? fillParams(links.edit, parent.params, id) : undefined}
          listPath={listPath}
        />
      ) : (
        <EmptyState
          title={`No ${inSentence(label)} chosen`}
          message="Open a record from the list to see it."
          action={
            listPath ? (
              <Button component={Link} to={listPath} variant="light">
                Go to the list
              </Button>
            ) : undefined
          }
        />
      )}
    </>
  );
}
