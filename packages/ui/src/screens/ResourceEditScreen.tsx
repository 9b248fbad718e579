import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../components/EmptyState.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useResourceMeta } from '../resource/hooks.ts';
import { ResourceForm } from '../resource/ResourceForm.tsx';
import type { ResourceScreenProps } from '../resource/screen-props.ts';
import { fillParams } from '../routing.ts';
import { parentListPath, useParentFilters } from './useParentFilters.ts';
import { useScreenRecordId } from './useScreenRecordId.ts';
import { inSentence } from '../resource/labels.ts';
import { t } from '../i18n/index.tsx';

export default function ResourceEditScreen({ resource, links, title, idFallback, pathFilters }: ResourceScreenProps) {
  const meta = useResourceMeta(resource);
  const navigate = useNavigate();
  const id = useScreenRecordId(links.edit, idFallback, pathFilters);
  const parent = useParentFilters(pathFilters);
  const listPath = parentListPath(links, parent);
  const label = meta.data?.label ?? '';
  return (
    <>
      <PageHeader
        title={title ?? `Edit ${inSentence(label)}`}
        crumbs={[{ label: meta.data?.labelPlural ?? '', to: listPath }, { label: t('common.editCrumb') }]}
      />
      {id ? (
        <ResourceForm
          resource={resource}
          id={id}
          onSaved={(row) =>
            navigate(links.view ? fillParams(links.view, parent.params, row.id) : (listPath ?? '/profile/dashboard'))
          }
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
