import { Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { closeAlertDialog, type AlertDialog } from './alert-store.ts';

/** A blocking dialog with one OK button (menu load and logout failures). */
export default function AlertDialogHost({ dialog }: { dialog: AlertDialog }) {
  return (
    <Modal
      opened
      onClose={closeAlertDialog}
      centered
      title={
        <Group gap="xs" c={dialog.color}>
          <IconAlertTriangle size={20} />
          <Text fw={700}>{dialog.title}</Text>
        </Group>
      }
      data-testid="alert-dialog"
    >
      <Text size="sm" mb="lg">
        {dialog.message}
      </Text>
      <Group justify="flex-end">
        <Button color={dialog.color} onClick={closeAlertDialog}>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
