import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EmptyState, LoadError, PageHeader, useCall } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';

/** sop-home: the folders the reader's roles may read, each with what is left to acknowledge. */
export default function SopHomeScreen() {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const home = useCall(C.sopHome, { query: { search: query || undefined } });
  return (
    <>
      <PageHeader
        title="SOP library"
        actions={
          <TextInput
            aria-label="Search the library"
            placeholder="Search folders and documents"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={280}
          />
        }
      />
      {home.error ? (
        <LoadError error={home.error} onRetry={() => home.refetch()} />
      ) : !home.data ? (
        <Skeleton h={160} radius="md" />
      ) : home.data.folders.length === 0 ? (
        <EmptyState
          title={query ? 'Nothing matches your search' : 'No SOPs for you yet'}
          message={query ? 'Try other words.' : 'Head office has not shared a folder with your role.'}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="sop-folders">
          {home.data.folders.map((f) => (
            <Card key={f.id} withBorder radius="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Anchor component={Link} to={`/sop/folder/${f.id}`} fw={600}>
                  {f.name}
                </Anchor>
                {f.toAcknowledge > 0 && (
                  <Badge color="orange" variant="light">
                    {f.toAcknowledge} to acknowledge
                  </Badge>
                )}
              </Group>
              {f.description && (
                <Text size="sm" c="dimmed" mt={4}>
                  {f.description}
                </Text>
              )}
              <Text size="sm" mt="sm">
                {f.documents === 1 ? '1 document' : `${f.documents} documents`}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
