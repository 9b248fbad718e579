import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { LoadError, PageHeader, useCall, useMessages } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { developmentMessages } from '../messages/index.ts';

/** /development/pipeline: how many prospects stand in each stage, and how long they have stood there. */
export default function PipelineScreen() {
  const t = useMessages(developmentMessages);
  const pipeline = useCall(C.pipeline);
  return (
    <>
      <PageHeader
        title={t('pipeline.title')}
        subtitle={pipeline.data ? t('pipeline.total', { count: pipeline.data.total }) : undefined}
        actions={
          <Anchor component={Link} to="/development/prospects">
            {t('pipeline.all')}
          </Anchor>
        }
      />
      {pipeline.error && <LoadError error={pipeline.error} />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
        {pipeline.data?.stages.map((s) => (
          <Card key={s.stage} withBorder radius="md" p="md" data-testid={`stage-${s.stage}`}>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('stage', { stage: s.stage })}
              </Text>
              <Text fw={700} size="xl" data-testid={`stage-count-${s.stage}`}>
                {s.count}
              </Text>
              {s.count > 0 && (
                <Group gap="xs" wrap="wrap">
                  <Text size="xs">{t('pipeline.average', { days: s.averageAgeDays })}</Text>
                  <Text size="xs" c={s.oldestAgeDays > 30 ? 'red.9' : 'dimmed'}>
                    {t('pipeline.oldest', { days: s.oldestAgeDays })}
                  </Text>
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
