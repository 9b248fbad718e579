import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageHeader, palette, t, useMessages } from '@portal/ui';
import { userMessages } from '@portal/mod-users/messages';
import { useSession } from '../../session/store.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { LanguageCard } from './LanguageCard.tsx';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

/** /profile: who the user is, their roles and selection, and the password form. */
export default function ProfileScreen() {
  const { me, roles, superAdmin, franchisee, academicYear } = useSession();
  const words = useMessages(userMessages);
  if (!me) return null;
  return (
    <>
      <PageHeader
        title={t('shell.profile')}
        crumbs={[{ label: t('profile.home'), to: '/profile/dashboard' }, { label: t('shell.profile') }]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card data-testid="profile-details">
          <Stack>
            <Group>
              <Avatar size={64} radius="xl" color="brand" data-as-written>
                {me.firstName[0]}
                {me.lastName[0]}
              </Avatar>
              <div>
                <Title order={2} fz="h4">
                  {me.firstName} {me.lastName}
                </Title>
                <Text c="dimmed" size="sm">
                  {me.email}
                </Text>
              </div>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Detail label={t('profile.mobile')} value={me.mobile ?? ''} />
              <Detail label={t('shell.franchisee')} value={franchisee?.companyName ?? t('shell.selectFranchisee')} />
              <Detail
                label={t('shell.academicYear')}
                value={academicYear?.academicYear ?? t('shell.yearPlaceholder')}
              />
              <Detail
                label={t('profile.approvals')}
                value={
                  me.modulesAuth.map((code) => words('myAccount.approval', { code })).join(', ') ||
                  words('myAccount.none')
                }
              />
            </SimpleGrid>
            <Group gap={6}>
              {superAdmin ? (
                <Badge color={palette.secondary} variant="light">
                  {t('shell.superAdmin')}
                </Badge>
              ) : (
                roles.map((r) => (
                  <Badge key={r.id} variant="light" tt="none">
                    {words('myAccount.role', { role: r.role, description: r.description || r.role })}
                  </Badge>
                ))
              )}
            </Group>
          </Stack>
        </Card>
        <Stack gap="lg">
          <LanguageCard />
          <ChangePasswordCard />
        </Stack>
      </SimpleGrid>
    </>
  );
}
