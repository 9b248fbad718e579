import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { datesWhole } from './dates-whole.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, crumbs, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm" wrap="wrap">
      <Stack gap={4} style={{ minWidth: 0 }}>
        {crumbs && crumbs.length > 0 && (
          <Breadcrumbs separatorMargin={6} fz="sm">
            {/* A crumb whose words are still loading is left out: a link needs words to be read out. */}
            {crumbs
              .filter((c) => c.label)
              .map((c) =>
                c.to ? (
                  <Anchor key={c.label} component={Link} to={c.to} size="sm">
                    {c.label}
                  </Anchor>
                ) : (
                  <Text key={c.label} size="sm" c="dimmed">
                    {c.label}
                  </Text>
                ),
              )}
          </Breadcrumbs>
        )}
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} data-testid="page-title">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {datesWhole(subtitle)}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
