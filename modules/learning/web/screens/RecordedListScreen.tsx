import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { EmptyState, LoadError, PageHeader, useCall } from '@portal/ui';
import { Link } from 'react-router';
import * as V from '../../shared/media.ts';

/** recorded/list: the Recorded Classes folders; each opens its videos by class, week and day. */
export default function RecordedListScreen() {
  const choices = useCall(V.recordedChoices);
  if (choices.error) return <LoadError error={choices.error} onRetry={() => void choices.refetch()} />;
  return (
    <>
      <PageHeader title="Recorded classes" />
      {choices.data?.folders.length === 0 && <EmptyState title="No Recorded Classes folders yet" />}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {choices.data?.folders.map((f) => (
          <Card key={f.id} withBorder radius="md" data-testid="recorded-folder">
            <Stack gap={4}>
              <Anchor component={Link} to={`/recorded/folder/${f.id}`} fw={600}>
                <IconFolder size={16} style={{ verticalAlign: 'middle', marginRight: 6 }} />
                {f.name}
              </Anchor>
              <Text size="sm" c="gray.7">
                {f.classGroup}
                {f.classNames.length ? ` · ${f.classNames.join(', ')}` : ''}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
