import { Anchor, Card, Group, Image, Skeleton, Text, Title } from '@mantine/core';
import { useFileUrl } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DAY_PHOTO_PX } from '../day-photos.ts';

/** A card of a home: a heading, an optional link to the full screen, and what it says. */
export function HomeCard(props: { title: string; to?: string; more?: string; testId: string; children: ReactNode }) {
  return (
    <Card p="md" data-testid={props.testId}>
      <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
        <Title order={2} fz="h5">
          {props.title}
        </Title>
        {props.to && props.more && (
          <Anchor component={Link} to={props.to} size="sm">
            {props.more}
          </Anchor>
        )}
      </Group>
      {props.children}
    </Card>
  );
}

/** A line of a card with its figure on the right, wrapping on a narrow phone rather than overflowing. */
export function Line({ label, value, testId }: { label: ReactNode; value?: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={4} data-testid={testId}>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      {value !== undefined && (
        <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
          {value}
        </Text>
      )}
    </Group>
  );
}

export function Quiet({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="gray.7">
      {children}
    </Text>
  );
}

/**
 * A photo of the day, fetched with the session (a file needs the bearer token) at the stored width its square
 * needs on this screen: the 160 px copy, or the 640 px one on a dense phone screen, never the photo as uploaded.
 */
export function DayPhoto({ fileId, alt }: { fileId: string; alt: string }) {
  const { url } = useFileUrl(fileId, DAY_PHOTO_PX);
  if (!url) return <Skeleton h={DAY_PHOTO_PX} w={DAY_PHOTO_PX} radius="md" />;
  return <Image src={url} alt={alt} h={DAY_PHOTO_PX} w={DAY_PHOTO_PX} radius="md" fit="cover" />;
}
