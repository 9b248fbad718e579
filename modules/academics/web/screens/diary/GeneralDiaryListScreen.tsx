import { Button } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { fillPath, PageHeader, ResourceList, type ResourceScreenProps } from '@portal/ui';
import { Link } from 'react-router';
import { todayForLink } from './dates.ts';

/** generaldiary/general-diary-list: every general diary of the centre; “New” writes today’s. */
export default function GeneralDiaryListScreen({ resource, links, title }: ResourceScreenProps) {
  const rowPattern = links.view ?? links.edit;
  return (
    <>
      <PageHeader
        title={title ?? 'General diary'}
        crumbs={[{ label: 'Home', to: '/profile/dashboard' }, { label: 'General diary' }]}
      />
      <ResourceList
        resource={resource}
        createPath={links.create ? fillPath(links.create, todayForLink()) : undefined}
        rowPath={rowPattern ? (row) => fillPath(rowPattern, row.id) : undefined}
        actions={
          <Button
            component={Link}
            to="/generaldiary/class-diary-list"
            variant="default"
            leftSection={<IconCalendarEvent size={16} />}
          >
            Diary by date
          </Button>
        }
      />
    </>
  );
}
