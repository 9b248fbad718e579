import { Avatar, Badge, Button, Divider, Drawer, Group, Modal, NavLink, Stack, Text } from '@mantine/core';
import { IconBell, IconLogout, IconQrcode, IconUser } from '@tabler/icons-react';
import { errorMessage, palette, t } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../session/actions.ts';
import { useSession } from '../session/store.ts';
import { showAlertDialog } from './alerts.tsx';
import { RoleSelect } from './RoleSelect.tsx';
import { AcademicYearSelect, FranchiseeSelect } from './Selectors.tsx';

export const QR_PATH = '/enquiry/generate-qrcode';

/** Super admins, or users whose menu holds the enquiry QR-code module, get the QR link. */
export function useCanGenerateQr(): boolean {
  const { superAdmin, menu } = useSession();
  return superAdmin || menu.some((i) => i.path === QR_PATH || /qr-?code/i.test(i.name));
}

function LogoutButton({ onDone }: { onDone(): void }) {
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await signOut();
      setConfirm(false);
      onDone();
      navigate('/login', { replace: true });
    } catch (err) {
      setConfirm(false);
      showAlertDialog({ title: t('shell.error'), message: errorMessage(err), color: palette.error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconLogout size={16} />}
        onClick={() => setConfirm(true)}
        data-testid="logout"
      >
        {t('shell.logout')}
      </Button>
      <Modal opened={confirm} onClose={() => setConfirm(false)} title={t('shell.logout')} centered size="sm">
        <Text mb="lg">{t('shell.logoutConfirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirm(false)} data-testid="logout-no">
            {t('shell.no')}
          </Button>
          <Button color="red" loading={busy} onClick={logout} data-testid="logout-yes">
            {t('shell.yes')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** The right drawer: who is signed in, centre and year, profile, QR code, logout and roles. */
export function UserDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { me, roles, superAdmin } = useSession();
  const canQr = useCanGenerateQr();
  const name = me ? `${me.firstName} ${me.lastName}`.trim() : '';
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={340}
      title={t('shell.account')}
      data-testid="user-drawer"
    >
      <Stack gap="md">
        <Group wrap="nowrap">
          <Avatar color="brand" radius="xl" size="lg" data-as-written>
            {(me?.firstName?.[0] ?? '') + (me?.lastName?.[0] ?? '')}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate data-testid="drawer-name">
              {name}
            </Text>
            <Text size="sm" c="dimmed" truncate data-testid="drawer-email">
              {me?.email}
            </Text>
          </div>
        </Group>
        <Group gap={6} data-testid="role-chips">
          {superAdmin ? (
            <Badge color={palette.secondary} variant="light">
              {t('shell.superAdmin')}
            </Badge>
          ) : (
            roles.map((r) => (
              <Badge key={r.id} variant="light" tt="none">
                {r.description || r.role}
              </Badge>
            ))
          )}
        </Group>
        <Divider />
        <FranchiseeSelect />
        <AcademicYearSelect />
        <RoleSelect />
        <Divider />
        <div>
          <NavLink
            component={Link}
            to="/profile"
            label={t('shell.profile')}
            leftSection={<IconUser size={18} />}
            onClick={onClose}
            data-testid="drawer-profile"
          />
          <NavLink
            component={Link}
            to="/notifications/settings"
            label={t('shell.notifications')}
            leftSection={<IconBell size={18} />}
            onClick={onClose}
            data-testid="drawer-notifications"
          />
          {canQr && (
            <NavLink
              component={Link}
              to={QR_PATH}
              label={t('shell.generateQr')}
              leftSection={<IconQrcode size={18} />}
              onClick={onClose}
              data-testid="drawer-qrcode"
            />
          )}
        </div>
        <LogoutButton onDone={onClose} />
      </Stack>
    </Drawer>
  );
}
