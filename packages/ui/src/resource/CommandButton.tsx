import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { enumLabel, type CommandMeta, type ResourceMeta } from '@portal/core';
import { useState } from 'react';
import { ApiError, errorMessage } from '../api/client.ts';
import { resourceName, resources, type ResourceRef } from '../api/resources.ts';
import type { Row } from './hooks.ts';
import { listKey, recordKey } from './keys.ts';
import { FieldsGrid } from './FieldsForm.tsx';
import { initialValues, requiredErrors, toBody, validateBody, type FieldErrors, type FormValues } from './values.ts';
import { notify } from '../notify.ts';
import { actionMark, type ActionEndpoint } from '../access.tsx';
import { t } from '../i18n/index.tsx';

/** One status command: a confirmation (and its own fields, when it takes any) then POST /{id}/{command}. */
export function CommandButton({
  resource: ref,
  record,
  name,
  command,
  action,
}: {
  /** The resource, by its shape from the module's `shared/` (or, on the generic screens, by its name). */
  resource: ResourceRef;
  record: Row;
  name: string;
  command: CommandMeta;
  /** The endpoint it calls, marked for the role walks. */
  action: ActionEndpoint;
}) {
  const resource = resourceName(ref);
  const [opened, { open, close }] = useDisclosure(false);
  const fields = command.fields ?? {};
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, null));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const becomes = command.to ? t('common.statusBecomes', { status: enumLabel(command.to) }) : null;

  async function run() {
    setFailure(null);
    const { body, errors: conversion } = toBody(fields, values, 'create', null);
    const found = { ...validateBody(fields, 'create', body), ...requiredErrors(fields, 'create', body), ...conversion };
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setRunning(true);
    try {
      const updated = await resources.command(resource, record.id, name, body, command.path);
      if (updated && typeof updated === 'object' && 'id' in updated)
        queryClient.setQueryData(recordKey(resource, record.id), updated);
      await queryClient.invalidateQueries({ queryKey: recordKey(resource, record.id) });
      await queryClient.invalidateQueries({ queryKey: listKey(resource) });
      notify({ color: 'teal', message: t('common.done', { action: command.label }), autoClose: 2000 });
      close();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setFailure(errorMessage(err));
    } finally {
      setRunning(false);
    }
  }

  return (
    <>
      <Button
        color={command.color}
        variant="light"
        onClick={open}
        data-testid={`command-${name}`}
        {...actionMark(action)}
      >
        {command.label}
      </Button>
      <Modal opened={opened} onClose={close} title={command.label} centered>
        <Stack>
          <Text size="sm">{command.confirm ?? `${command.label}?${becomes ? ` ${becomes}` : ''}`}</Text>
          {Object.keys(fields).length > 0 && (
            <FieldsGrid
              fields={Object.entries(fields)}
              values={values}
              errors={errors}
              onChange={(n, v) => setValues((p) => ({ ...p, [n]: v }))}
            />
          )}
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Button.Group style={{ alignSelf: 'flex-end' }}>
            <Button variant="default" onClick={close} disabled={running}>
              {t('common.cancel')}
            </Button>
            <Button color={command.color} loading={running} onClick={run} data-testid="command-confirm">
              {command.label}
            </Button>
          </Button.Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The endpoint a resource's command calls, with the access its route checks. */
export const commandAction = (meta: ResourceMeta, name: string, command: CommandMeta): ActionEndpoint => ({
  method: 'POST',
  path: command.path ?? `/api/${meta.name}/:id/${name}`,
  module: command.module ?? meta.module,
  level: command.level,
});
