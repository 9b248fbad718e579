import { Drawer } from '@mantine/core';
import type { MenuNode } from './menu-model.ts';
import { SideMenu } from './SideMenu.tsx';
import { t } from '@portal/ui';

/** The left drawer with the whole menu, for screens under 700 px. */
export default function MenuDrawer({
  opened,
  onClose,
  entries,
}: {
  opened: boolean;
  onClose(): void;
  entries: MenuNode[];
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size={300}
      title={t('shell.menu')}
      data-testid="menu-drawer"
    >
      <SideMenu entries={entries} onNavigate={onClose} />
    </Drawer>
  );
}
