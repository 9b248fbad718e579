import { Button, Group, Select } from '@mantine/core';
import { call, errorMessage, notify, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { developmentMessages } from '../messages/index.ts';

/** Allocates the prospect to one of head office's business developers. */
export function OwnerPicker({ id, ownerId, onDone }: { id: number; ownerId: number | null; onDone(): void }) {
  const t = useMessages(developmentMessages);
  const owners = useCall(C.owners);
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = chosen ?? (ownerId ? String(ownerId) : null);

  async function allocate() {
    if (!chosen) return;
    setSaving(true);
    try {
      await call(C.allocateProspect, { params: { id }, body: { ownerId: Number(chosen) } });
      notify({ color: 'green', message: t('owner.allocated') });
      setChosen(null);
      onDone();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        aria-label={t('owner.owner')}
        placeholder={t('owner.none')}
        data={(owners.data?.rows ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
        value={value}
        onChange={setChosen}
        searchable
        style={{ flex: '1 1 180px' }}
      />
      <Button loading={saving} disabled={!chosen || chosen === String(ownerId)} onClick={() => void allocate()}>
        {t('owner.allocate')}
      </Button>
    </Group>
  );
}
