import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, todayInIndia } from '@portal/core';
import { DateField, fillPath, PageHeader, ResourceList } from '@portal/ui';

/** generaldiary/class-diary-list: the general diary of every class for one date (today unless picked). */
export default function ClassDiaryListScreen() {
  const [date, setDate] = useState(todayInIndia());
  return (
    <>
      <PageHeader
        title="Class diary by date"
        crumbs={[{ label: 'General diary', to: '/generaldiary/general-diary-list' }, { label: 'By date' }]}
      />
      <Group align="flex-end" mb="md">
        <DateField label="Date" value={date} onChange={(v) => setDate(v || todayInIndia())} data-testid="diary-date" />
        <Button component={Link} to={fillPath('/generaldiary/add-generaldiary/:dateProp', formatDate(date))}>
          Write the diary for {formatDate(date)}
        </Button>
      </Group>
      <ResourceList
        resource="general-diaries"
        fixedFilters={{ diaryDate: date }}
        rowPath={(row) => fillPath('/generaldiary/view-generaldiary/:generalDiaryID', row.id)}
      />
    </>
  );
}
