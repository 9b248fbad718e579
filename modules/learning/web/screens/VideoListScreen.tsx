import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { PageHeader, useAccess } from '@portal/ui';
import { Link } from 'react-router';
import { LEARNING_MODULES as M } from '../../shared/constants.ts';
import { VideoTable } from '../components/VideoTable.tsx';

/** videos/list: every video of the user's centres. */
export default function VideoListScreen() {
  const access = useAccess();
  const canUpload = access.canWrite(M.RECORDED);
  return (
    <>
      <PageHeader
        title="Videos"
        actions={
          canUpload && (
            <Button component={Link} to="/videos/upload" leftSection={<IconUpload size={16} />}>
              Upload a video
            </Button>
          )
        }
      />
      <VideoTable filter={{}} canRemove={canUpload} />
    </>
  );
}
