import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The bare frame of the family-facing pages: no menu, the centre's name on top. */
export function PublicPage({ title, centre, children }: { title: string; centre?: string; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="xs" mb="lg">
        {centre && (
          <Text c="dimmed" size="sm" data-testid="centre-name">
            {centre}
          </Text>
        )}
        <Title order={2}>{title}</Title>
      </Stack>
      <Card withBorder radius="md" p="lg">
        {children}
      </Card>
    </Container>
  );
}
