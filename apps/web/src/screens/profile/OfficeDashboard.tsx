import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowRight, IconBuildingCommunity, IconCalendar, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { listKey, resources, t, useAccess } from '@portal/ui';
import type { OfficeCount } from '@portal/ui/routing';
import { lazy, Suspense, use } from 'react';
import { Link } from 'react-router';
import { dashboardPanels, loadOfficeCounts } from '../../routing/landing.ts';
import { buildMenu, type MenuNode } from '../../shell/menu-model.ts';
import { useSession } from '../../session/store.ts';
import { FranchiseeSelect } from '../../shell/Selectors.tsx';
import { useShellData } from '../../shell/useShellData.ts';

// Each module panel is its own chunk, created once so React keeps its state.
const panels = dashboardPanels.map((load) => lazy(load));

/** The part of the day a greeting names, by the reader's clock. */
function partOfDay(now = new Date()): 'morning' | 'afternoon' | 'evening' {
  const h = now.getHours();
  return h < 12 ? 'morning' : h < 17 ? 'afternoon' : 'evening';
}

function StatCard({ stat, franchiseeId }: { stat: OfficeCount; franchiseeId: number | null }) {
  const franchiseeID = stat.scoped ? (franchiseeId ?? undefined) : undefined;
  const count = useQuery({
    queryKey: listKey(stat.resource, { page: 1, pageSize: 1, franchiseeID }),
    queryFn: ({ signal }) =>
      resources.list(stat.resource, { page: 1, pageSize: 1, franchiseeID }, { signal, quiet: true }),
    retry: false,
  });
  const Icon = stat.icon;
  return (
    <UnstyledButton component={Link} to={stat.to} data-testid={`stat-${stat.resource.name}`}>
      <Card h="100%">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text size="xs" c="dimmed" fw={700}>
              {stat.label}
            </Text>
            {count.isLoading ? (
              <Skeleton h={30} w={60} mt={6} />
            ) : (
              <Text fz={30} fw={750} lh={1.3}>
                {count.error ? '—' : (count.data?.count ?? 0).toLocaleString('en-IN')}
              </Text>
            )}
          </div>
          <ThemeIcon size={48} radius="md" variant="light" color={stat.color}>
            <Icon size={26} />
          </ThemeIcon>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function leaves(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) =>
    n.children.length ? [...(n.href ? [n] : []), ...leaves(n.children)] : n.href ? [n] : [],
  );
}

// Loaded once, with this screen's chunk: each module's counts are a chunk of their own.
let officeCounts: Promise<OfficeCount[]> | undefined;

/** The counts modules declare for the office dashboard, each shown to those who read its resource. */
function OfficeCounts() {
  const access = useAccess();
  officeCounts ??= loadOfficeCounts();
  const stats = use(officeCounts).filter((s) => access.canRead(s.module));
  if (stats.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(stats.length, 4) }} spacing="lg">
      {stats.map((s) => (
        <StatCard key={s.resource.name} stat={s} franchiseeId={access.franchiseeId} />
      ))}
    </SimpleGrid>
  );
}

/** The landing page of office roles: the user's centre and year, the dashboard panels, counts and shortcuts. */
export default function OfficeDashboard() {
  const { me, roles, superAdmin, franchisee, academicYear, menu } = useSession();
  const { franchisees } = useShellData();
  const shortcuts = leaves(buildMenu(menu, { studentAdmissionID: me?.student?.studentAdmissionID }))
    .filter((n) => n.href !== '/profile/dashboard')
    .slice(0, 9);
  return (
    <Stack gap="xl">
      <Card
        p={{ base: 'lg', sm: 'xl' }}
        style={{
          background: 'linear-gradient(120deg, var(--mantine-color-brand-7), var(--mantine-color-brand-5))',
          border: 0,
        }}
        c="white"
      >
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
          <Stack gap={6}>
            <Text size="sm" opacity={0.85}>
              {formatDate(new Date())}
            </Text>
            <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="dashboard-greeting">
              {t('home.greeting', { part: partOfDay(), name: me?.firstName ?? '' })}
            </Title>
            <Group gap={6} data-testid="dashboard-roles">
              {superAdmin ? (
                <Badge color="sun" variant="filled">
                  {t('shell.superAdmin')}
                </Badge>
              ) : (
                roles.map((r) => (
                  <Badge key={r.id} color="white" variant="outline" tt="none" c="white">
                    {r.description || r.role}
                  </Badge>
                ))
              )}
            </Group>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" miw={{ base: '100%', sm: 380 }}>
            <Card
              bg="rgba(255,255,255,0.12)"
              style={{ border: 0 }}
              p="md"
              c="white"
              data-testid="dashboard-centre-card"
            >
              <Group gap="xs" wrap="nowrap">
                <IconBuildingCommunity size={20} />
                <div style={{ minWidth: 0, flex: 1 }}>
                  {/* Without a centre, one who may choose gets the real selector, not a label that looks like one. */}
                  {!franchisee && franchisees.length > 1 ? (
                    <FranchiseeSelect size="xs" styles={{ label: { color: 'white', opacity: 0.8 } }} />
                  ) : (
                    <>
                      <Text size="xs" opacity={0.8}>
                        {t('shell.franchisee')}
                      </Text>
                      <Text fw={650} truncate data-testid="dashboard-centre">
                        {franchisee?.companyName ?? t('shell.noFranchisee')}
                      </Text>
                    </>
                  )}
                </div>
              </Group>
            </Card>
            <Card bg="rgba(255,255,255,0.12)" style={{ border: 0 }} p="md" c="white">
              <Group gap="xs" wrap="nowrap">
                <IconCalendar size={20} />
                <div>
                  <Text size="xs" opacity={0.8}>
                    {t('shell.academicYear')}
                  </Text>
                  <Text fw={650} data-testid="dashboard-year">
                    {academicYear?.academicYear ?? t('shell.yearPlaceholder')}
                  </Text>
                </div>
              </Group>
            </Card>
          </SimpleGrid>
        </Group>
      </Card>

      {panels.map((Panel, i) => (
        <Suspense key={i} fallback={null}>
          <Panel />
        </Suspense>
      ))}

      {/* Network counts are the super admin's; every role's own figures come from the dashboard panels. */}
      {superAdmin && (
        <Suspense fallback={null}>
          <OfficeCounts />
        </Suspense>
      )}

      <div>
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="h4">
            {t('home.shortcuts')}
          </Title>
          <Anchor component={Link} to="/profile" size="sm">
            {t('shell.profile')} <IconArrowRight size={12} />
          </Anchor>
        </Group>
        {shortcuts.length === 0 ? (
          <Card>
            <Text c="dimmed" size="sm">
              Your roles do not open any screens yet. Ask head office to assign dashboards to your role.
            </Text>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="dashboard-shortcuts">
            {shortcuts.map((s) => (
              <UnstyledButton key={s.id} component={Link} to={s.href ?? '/'}>
                <Card p="md">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{s.label}</Text>
                    <IconChevronRight size={18} color="var(--mantine-color-dimmed)" />
                  </Group>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </div>
    </Stack>
  );
}
