import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { t } from '@portal/ui';
import { Link } from 'react-router';
import { HOME_PATH } from './table.ts';

/** A page the signed-in role may not open: said in words, with the way back (the menu stays beside it). */
export function RefusedPage() {
  return (
    <Stack maw={560} mt="md" data-testid="page-refused">
      <Alert color="orange" variant="light" icon={<IconLock />} title={t('auth.refusedTitle')}>
        {t('auth.refused')}
      </Alert>
      <Group>
        <Button component={Link} to={HOME_PATH} variant="light">
          {t('auth.backHome')}
        </Button>
      </Group>
    </Stack>
  );
}
