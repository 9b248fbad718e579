import { useNavigate } from 'react-router';
import { PageHeader } from '../components/PageHeader.tsx';
import { useResourceMeta } from '../resource/hooks.ts';
import { ResourceForm } from '../resource/ResourceForm.tsx';
import type { ResourceScreenProps } from '../resource/screen-props.ts';
import { fillParams } from '../routing.ts';
import { parentListPath, useParentFilters } from './useParentFilters.ts';
import { inSentence } from '../resource/labels.ts';
import { t } from '../i18n/index.tsx';

/** Ids from the path are numbers in a form (a reference field holds the parent's id). */
function presetsOf(fields: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]));
}

export default function ResourceCreateScreen({ resource, links, title, presets, pathFilters }: ResourceScreenProps) {
  const meta = useResourceMeta(resource);
  const navigate = useNavigate();
  const parent = useParentFilters(pathFilters);
  const listPath = parentListPath(links, parent);
  const label = meta.data?.label ?? '';
  return (
    <>
      <PageHeader
        title={title ?? `New ${inSentence(label)}`}
        crumbs={[{ label: meta.data?.labelPlural ?? '', to: listPath }, { label: t('common.newCrumb') }]}
      />
      <ResourceForm
        resource={resource}
        presets={{ ...presets, ...presetsOf(parent.fields) }}
        onSaved={(row) =>
          navigate(links.view ? fillParams(links.view, parent.params, row.id) : (listPath ?? '/profile/dashboard'))
        }
        onCancel={() => navigate(-1)}
      />
    </>
  );
}
