import { useNavigate, useParams } from 'react-router';
import { fillPath, PageHeader, ResourceForm, type ResourceScreenProps } from '@portal/ui';
import { dateFromLink } from './dates.ts';

/** generaldiary/add-generaldiary/{dateProp}: today’s (or the linked date’s) diary of a class. */
export default function GeneralDiaryCreateScreen({ resource, links, title }: ResourceScreenProps) {
  const { dateProp } = useParams();
  const navigate = useNavigate();
  const diaryDate = dateFromLink(dateProp);
  const listPath = links.list;
  return (
    <>
      <PageHeader
        title={title ?? 'Write the general diary'}
        crumbs={[{ label: 'General diary', to: listPath }, { label: 'New' }]}
      />
      <ResourceForm
        key={diaryDate ?? 'none'}
        resource={resource}
        presets={diaryDate ? { diaryDate } : undefined}
        onSaved={(row) => navigate(links.view ? fillPath(links.view, row.id) : (listPath ?? '/profile/dashboard'))}
        onCancel={() => navigate(-1)}
      />
    </>
  );
}
