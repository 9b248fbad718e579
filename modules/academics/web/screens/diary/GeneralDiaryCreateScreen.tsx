import { useNavigate, useParams } from 'react-router';
import { fillPath, PageHeader, ResourceForm, useMessages, type ResourceScreenProps } from '@portal/ui';
import { academicsMessages } from '../../messages/index.ts';
import { dateFromLink } from './dates.ts';

/** generaldiary/add-generaldiary/{dateProp}: today’s (or the linked date’s) diary of a class. */
export default function GeneralDiaryCreateScreen({ resource, links }: ResourceScreenProps) {
  const t = useMessages(academicsMessages);
  const { dateProp } = useParams();
  const navigate = useNavigate();
  const diaryDate = dateFromLink(dateProp);
  const listPath = links.list;
  return (
    <>
      <PageHeader
        title={t('diary.write')}
        crumbs={[{ label: t('diary.kind', { kind: 'GENERAL' }), to: listPath }, { label: t('diary.new') }]}
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
