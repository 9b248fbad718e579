import { Box, Group, Image, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { OfflineBanner } from '../../shell/StatusBits.tsx';
import classes from './AuthLayout.module.css';
// Hashed by the build, so the browser keeps it instead of asking again on every page.
import logo from '../../assets/logo.svg';
import { setLanguage, t } from '@portal/ui';
import { LanguageSelect } from '../../shell/LanguageSelect.tsx';

/** Sign-in pages: a brand panel beside the form (stacked on phones); no top bar. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box className={classes.page}>
      <OfflineBanner />
      <div className={classes.grid}>
        <aside className={classes.brand} aria-hidden="true">
          <Group gap="sm">
            <Image src={logo} alt="" w={44} h={44} />
            <Text fw={800} size="xl" c="white">
              IntelliTots
            </Text>
          </Group>
          <Stack gap="md" maw={420}>
            <Title order={1} c="white" fz={34} lh={1.15}>
              {t('app.tagline')}
            </Title>
            <List
              spacing="xs"
              c="white"
              icon={
                <ThemeIcon color="sun" size={20} radius="xl">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              <List.Item>Enquiries, admissions and fees per centre</List.Item>
              <List.Item>Kit orders, royalty and ledgers</List.Item>
              <List.Item>Training, audits and communication</List.Item>
            </List>
          </Stack>
          <Text size="xs" c="rgba(255,255,255,0.7)">
            v3.1.0
          </Text>
        </aside>
        <main className={classes.formSide}>
          <Paper className={classes.card} p={{ base: 'lg', sm: 36 }} shadow="sm" withBorder>
            <Group justify="space-between" gap="xs" mb="lg" wrap="nowrap">
              <Group gap="xs" className={classes.compactBrand} wrap="nowrap">
                <Image src={logo} alt="" w={36} h={36} />
                <Text fw={800} c="brand.8">
                  IntelliTots Admin
                </Text>
              </Group>
              {/* Before sign-in the choice is this device's; signing in keeps it on the account. */}
              <LanguageSelect
                onChoose={(language) => void setLanguage(language)}
                label={undefined}
                aria-label={t('language.label')}
                size="xs"
                w={130}
                ml="auto"
              />
            </Group>
            <Stack gap={4} mb="lg">
              <Title order={2} fz={26}>
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Paper>
        </main>
      </div>
    </Box>
  );
}
