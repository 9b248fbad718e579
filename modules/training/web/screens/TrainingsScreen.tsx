import { Button, Group, Stack } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { PageHeader, useAccess, t } from '@portal/ui';
import { Link } from 'react-router';
import { TRAINING_MODULES as M } from '../../shared/constants.ts';
import { MyTrainings, OpenTrainings } from '../components/MyTrainings.tsx';
import { AllTrainings } from '../components/AllTrainings.tsx';

/** trainer-led and trainer-led/all-trainings: what each kind of user does with trainings. */
export default function TrainingsScreen({ all = false }: { all?: boolean }) {
  const access = useAccess();
  const organiser = access.canRead(M.TRAINER_LED_CREATE);
  const registers = access.canRead(M.REGISTRATION);
  const reports = access.canRead(M.TRAINER_LED_REPORT);
  return (
    <>
      <PageHeader
        title={all ? 'All trainings' : 'Trainer-led training'}
        crumbs={[{ label: t('menu.home'), to: '/profile/dashboard' }, { label: 'Trainer-led training' }]}
        actions={
          <Group gap="xs">
            {reports && (
              <Button
                component={Link}
                to="/trainer-led/trainer-feedback-report"
                variant="default"
                leftSection={<IconChartBar size={16} />}
              >
                Report
              </Button>
            )}
            {organiser && access.canWrite(M.TRAINER_LED_CREATE) && (
              <Button
                component={Link}
                to="/trainer-led/new-training"
                leftSection={<IconPlus size={16} />}
                data-testid="new-training"
              >
                New training
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="xl">
        {!all && access.canRead(M.TEACHER_TRAINING) && <MyTrainings hideWhenEmpty={organiser || registers} />}
        {!all && registers && !organiser && <OpenTrainings />}
        {(all || organiser) && <AllTrainings />}
      </Stack>
    </>
  );
}
