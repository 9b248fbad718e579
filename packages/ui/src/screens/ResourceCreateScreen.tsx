import { useNavigate } from 'react-router';
import { PageHeader } from '../components/PageHeader.tsx';
import { useResourceMeta } from '../resource/hooks.ts';
import { ResourceForm } from '../resource/ResourceForm.tsx';
import type { ResourceScreenProps } from '../resource/routes.ts';
import { fillPath } from '../routing.ts';
import { inSentence } from '../resource/labels.ts';

export default function ResourceCreateScreen({ resource, links, title, presets }: ResourceScreenProps) {
  const meta = useResourceMeta(resource);
  const navigate = useNavigate();
  const listPath = links.list ? fillPath(links.list, 1) : undefined;
  const label = meta.data?.label ?? '';
  return (
    <>
      <PageHeader
        title={title ?? `New ${inSentence(label)}`}
        crumbs={[{ label: meta.data?.labelPlural ?? '', to: listPath }, { label: 'New' }]}
      />
      <ResourceForm
        resource={resource}
        presets={presets}
        onSaved={(row) => navigate(links.view ? fillPath(links.view, row.id) : (listPath ?? '/profile/dashboard'))}
        onCancel={() => navigate(-1)}
      />
    </>
  );
}
