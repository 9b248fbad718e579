import { Button } from '@mantine/core';
import { LoadError, PageHeader, useCall } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { FolderWeeks } from '../components/FolderWeeks.tsx';

/** learning-cms/folder-cms/{folderId} (and learning/folder/{folderId}): a folder's weeks at a glance. */
export default function FolderScreen({ adding }: { adding?: boolean }) {
  const params = useParams();
  const id = Number(params.folderId ?? params.curriculumCmsId);
  const q = useCall(C.weekGlance, { params: { id } });
  if (q.error) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const answer = q.data?.kind === 'folder' ? q.data : null;
  return (
    <>
      <PageHeader
        title={answer?.folder.name ?? 'Curriculum folder'}
        subtitle={answer?.folder.classGroup}
        crumbs={[{ label: 'Curriculum CMS', to: '/learning-cms/curriculum-cms' }, { label: answer?.folder.name ?? '' }]}
        actions={
          <Button component={Link} to={`/learning/bulkUploadCurriculumCMS/${id}`} variant="light">
            Upload a month's plan
          </Button>
        }
      />
      {answer && <FolderWeeks answer={answer} adding={adding} />}
    </>
  );
}
