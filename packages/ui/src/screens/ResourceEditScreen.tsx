import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../components/EmptyState.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useResourceMeta } from '../resource/hooks.ts';
import { ResourceForm } from '../resource/ResourceForm.tsx';
import type { ResourceScreenProps } from '../resource/routes.ts';
import { fillPath } from '../routing.ts';
import { useScreenRecordId } from './useScreenRecordId.ts';
import { inSentence } from '../resource/labels.ts';

export default function ResourceEditScreen({ resource, links, title, idFallback }: ResourceScreenProps) {
  const meta = useResourceMeta(resource);
  const navigate = useNavigate();
  const id = useScreenRecordId(links.edit, idFallback);
  const listPath = links.list ? fillPath(links.list, 1) : undefined;
  const label = meta.data?.label ?? '';
  return (
    <>
      <PageHeader
        title={title ?? `Edit ${inSentence(label)}`}
        crumbs={[{ label: meta.data?.labelPlural ?? '', to: listPath }, { label: 'Edit' }]}
      />
      {id ? (
        <ResourceForm
          resource={resource}
          id={id}
          onSaved={(row) => navigate(links.view ? fillPath(links.view, row.id) : (listPath ?? '/profile/dashboard'))}
          onCancel={() => navigate(-1)}
        />
      ) : (
        <EmptyState
          title={`No ${inSentence(label)} chosen`}
          message="Open a record from the list to edit it."
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
