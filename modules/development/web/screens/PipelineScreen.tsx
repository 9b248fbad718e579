import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, LoadError, PageHeader } from '@portal/ui';
import { Link } from 'react-router';
import { STAGE_LABELS } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** /development/pipeline: how many prospects stand in each stage, and how long they have stood there. */
export default function PipelineScreen() {
  const pipeline = useQuery({ queryKey: ['development-pipeline'], queryFn: () => call(C.pipeline) });
  return (
    <>
      <PageHeader
        title="Franchise pipeline"
        subtitle={pipeline.data ? `${pipeline.data.total} prospects` : undefined}
        actions={
          <Anchor component={Link} to="/development/prospects">
            All prospects
          </Anchor>
        }
      />
      {pipeline.error && <LoadError error={pipeline.error} />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
        {pipeline.data?.stages.map((s) => (
          <Card key={s.stage} withBorder radius="md" p="md" data-testid={`stage-${s.stage}`}>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {STAGE_LABELS[s.stage]}
              </Text>
              <Text fw={700} size="xl" data-testid={`stage-count-${s.stage}`}>
                {s.count}
              </Text>
              {s.count > 0 && (
                <Group gap="xs" wrap="wrap">
                  <Text size="xs">Average {days(s.averageAgeDays)}</Text>
                  <Text size="xs" c={s.oldestAgeDays > 30 ? 'red.9' : 'dimmed'}>
                    Oldest {days(s.oldestAgeDays)}
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
