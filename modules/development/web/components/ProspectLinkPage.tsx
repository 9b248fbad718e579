import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '@portal/ui';
import type { ReactNode } from 'react';

/**
 * The frame of a page a prospective franchisee opens from a link (the disclosure, the LOI token): its title, then
 * the link's load error, a loading line, or what the link shows once it has loaded.
 */
export function ProspectLinkPage<T>(props: {
  title: string;
  loading: string;
  error: unknown;
  data: T | undefined;
  children: (data: T) => ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <Title order={2} mb="lg">
        {props.title}
      </Title>
      <Card withBorder radius="md" p="lg">
        {props.error ? (
          <LoadError error={props.error} />
        ) : props.data === undefined ? (
          <Text>{props.loading}</Text>
        ) : (
          <Stack>{props.children(props.data)}</Stack>
        )}
      </Card>
    </Container>
  );
}
