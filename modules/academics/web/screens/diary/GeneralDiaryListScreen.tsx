import { Button } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { fillPath, PageHeader, ResourceList, useMessages, type ResourceScreenProps } from '@portal/ui';
import { Link } from 'react-router';
import { academicsMessages } from '../../messages/index.ts';
import { todayForLink } from './dates.ts';

/** generaldiary/general-diary-list: every general diary of the centre; “New” writes today’s. */
export default function GeneralDiaryListScreen({ resource, links }: ResourceScreenProps) {
  const t = useMessages(academicsMessages);
  const general = t('diary.kind', { kind: 'GENERAL' });
  const rowPattern = links.view ?? links.edit;
  return (
    <>
      <PageHeader title={general} crumbs={[{ label: t('diary.home'), to: '/profile/dashboard' }, { label: general }]} />
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
            {t('diary.byDate')}
          </Button>
        }
      />
    </>
  );
}
