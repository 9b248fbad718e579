import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, todayInIndia } from '@portal/core';
import { DateField, fillPath, PageHeader, ResourceList, useMessages } from '@portal/ui';
import { generalDiaryShape } from '../../../shared/resources.ts';
import { academicsMessages } from '../../messages/index.ts';

/** generaldiary/class-diary-list: the general diary of every class for one date (today unless picked). */
export default function ClassDiaryListScreen() {
  const t = useMessages(academicsMessages);
  const [date, setDate] = useState(todayInIndia());
  return (
    <>
      <PageHeader
        title={t('diary.byDateTitle')}
        crumbs={[
          { label: t('diary.kind', { kind: 'GENERAL' }), to: '/generaldiary/general-diary-list' },
          { label: t('diary.byDateCrumb') },
        ]}
      />
      <Group align="flex-end" mb="md">
        <DateField
          label={t('diary.date')}
          value={date}
          onChange={(v) => setDate(v || todayInIndia())}
          data-testid="diary-date"
        />
        <Button component={Link} to={fillPath('/generaldiary/add-generaldiary/:dateProp', formatDate(date))}>
          {t('diary.writeFor', { date: formatDate(date) })}
        </Button>
      </Group>
      <ResourceList
        resource={generalDiaryShape}
        fixedFilters={{ diaryDate: date }}
        rowPath={(row) => fillPath('/generaldiary/view-generaldiary/:generalDiaryID', row.id)}
      />
    </>
  );
}
