import { ActionIcon, Avatar, Burger, Group, Image, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../session/store.ts';
import type { MenuNode } from './menu-model.ts';
import { Hint } from './Hint.tsx';
import { RoleSelectSlot, TopMenuSlot } from './lazy-parts.tsx';
// Hashed by the build, so the browser keeps it instead of asking again on every page.
import logo from '../assets/logo.svg';
import { t } from '@portal/ui';

export interface TopBarProps {
  mobile: boolean;
  entries: MenuNode[];
  leftOpened: boolean;
  onToggleLeft(): void;
  onToggleRight(): void;
}

/** Logo with the centre/year tooltip, the menu, the role selector and the account toggle. */
export function TopBar({ mobile, entries, leftOpened, onToggleLeft, onToggleRight }: TopBarProps) {
  const session = useSession();
  const { franchisee, academicYear, me } = session;
  const centre = franchisee?.companyName ?? t('shell.selectFranchisee');
  const year = academicYear?.academicYear ?? t('shell.yearPlaceholder');
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        {mobile && (
          <Burger
            opened={leftOpened}
            onClick={onToggleLeft}
            size="sm"
            aria-label={t('shell.openMenu')}
            data-testid="menu-toggle"
          />
        )}
        <Hint
          label={
            <div data-testid="context-tooltip">
              <div>{centre}</div>
              <div>{year}</div>
            </div>
          }
          position="bottom-start"
        >
          {/* On phones only the logo shows, so the link needs a name of its own. */}
          <UnstyledButton
            component={Link}
            to="/profile/dashboard"
            aria-label={mobile ? `${t('app.name')}: ${centre}, ${year}` : undefined}
            data-testid="logo"
          >
            <Group gap={8} wrap="nowrap">
              <Image src={logo} alt="" w={34} h={34} />
              {!mobile && (
                <div style={{ lineHeight: 1.1 }}>
                  <Text fw={800} size="sm" c="brand.8">
                    IntelliTots
                  </Text>
                  <Text size="xs" c="dimmed" maw={150} truncate>
                    {franchisee ? centre : year}
                  </Text>
                </div>
              )}
            </Group>
          </UnstyledButton>
        </Hint>
        {!mobile && (
          <div style={{ flex: 1, minWidth: 0, marginLeft: 8 }}>
            <TopMenuSlot entries={entries} />
          </div>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {!session.superAdmin && session.roles.length > 1 && <RoleSelectSlot compact />}
        {mobile && (
          <Hint label={centre}>
            <ActionIcon variant="subtle" color="gray" onClick={onToggleRight} aria-label={centre}>
              <IconBuildingCommunity size={20} />
            </ActionIcon>
          </Hint>
        )}
        <UnstyledButton onClick={onToggleRight} data-testid="account-toggle">
          <Avatar color="brand" radius="xl" size={36} data-as-written>
            {(me?.firstName?.[0] ?? '') + (me?.lastName?.[0] ?? '')}
          </Avatar>
          <VisuallyHidden>{t('shell.openAccount')}</VisuallyHidden>
        </UnstyledButton>
      </Group>
    </Group>
  );
}
