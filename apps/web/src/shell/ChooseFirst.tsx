import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity, IconCalendar } from '@tabler/icons-react';
import { AcademicYearSelect, FranchiseeSelect } from './Selectors.tsx';
import { t } from '@portal/ui';

/** Shown in place of a screen that needs a centre (or a year) until one is chosen. */
export function ChooseFirst({ kind }: { kind: 'centre' | 'year' }) {
  return (
    <Card maw={520} mx="auto" mt="xl" data-testid={kind === 'centre' ? 'choose-centre' : 'choose-year'}>
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          {kind === 'centre' ? <IconBuildingCommunity size={30} /> : <IconCalendar size={30} />}
        </ThemeIcon>
        <Title order={2} fz="h3">
          {kind === 'centre' ? t('shell.chooseCentreTitle') : t('shell.chooseYearTitle')}
        </Title>
        {kind === 'centre' && <Text c="dimmed">{t('shell.chooseCentreText')}</Text>}
        <div style={{ width: '100%', textAlign: 'left' }}>
          {kind === 'centre' ? <FranchiseeSelect /> : <AcademicYearSelect />}
        </div>
      </Stack>
    </Card>
  );
}
