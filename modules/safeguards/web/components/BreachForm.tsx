import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { todayInIndia } from '@portal/core';
import { ApiError, call, DateField, errorMessage, notify, useCall, useResourceRows } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import * as C from '../../shared/contracts.ts';
import { franchiseeShape } from '@portal/mod-org/shared/resources';

/** Half-hours of the day, read hh:mm A. */
const TIMES = Array.from({ length: 48 }, (_, i) => {
  const h = Math.floor(i / 2);
  const m = i % 2 ? '30' : '00';
  return {
    value: `${String(h).padStart(2, '0')}:${m}`,
    label: `${String(h % 12 || 12).padStart(2, '0')}:${m} ${h < 12 ? 'AM' : 'PM'}`,
  };
});

const blank = {
  title: '',
  whatHappened: '',
  likelyImpact: '',
  actionsTaken: '',
  contact: '',
  discoveredOn: todayInIndia(),
  discoveredTime: '09:00',
  windowFrom: '',
  windowTo: '',
  franchiseeIds: [] as string[],
  deviceIds: [] as string[],
  resources: [] as string[],
};
type Draft = typeof blank;

/** Records a breach: what, when it was discovered, which centres and records, and the window it spans. */
export function BreachForm({ onSaved, onCancel }: { onSaved(id: number): void; onCancel(): void }) {
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const centres = useResourceRows(franchiseeShape, { pageSize: 200 });
  const records = useCall(C.breachResources, {});
  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K] | null) =>
      setForm((f) => ({ ...f, [field]: value ?? blank[field] }));
  const text = (field: 'title' | 'whatHappened' | 'likelyImpact' | 'actionsTaken' | 'contact') => ({
    value: form[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
    error: errors[field],
    required: true,
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const { discoveredOn, discoveredTime, ...rest } = form;
      const breach = await call(C.recordBreach, {
        body: {
          ...rest,
          discoveredAt: new Date(`${discoveredOn}T${discoveredTime}:00+05:30`).toISOString(),
          franchiseeIds: form.franchiseeIds.map(Number),
          deviceIds: form.deviceIds.map(Number),
        },
      });
      notify({ color: 'green', title: 'Breach recorded', message: `Families affected: ${breach.families}` });
      onSaved(breach.id);
    } catch (err) {
      setErrors(err instanceof ApiError ? err.fieldErrors : {});
      notify({ color: 'red', title: 'Not recorded', message: errorMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <Stack>
        <TextInput label="What happened, in a line" {...text('title')} />
        <Textarea label="Details of what happened" autosize minRows={2} {...text('whatHappened')} />
        <Textarea label="Likely impact on the families" autosize minRows={2} {...text('likelyImpact')} />
        <Textarea label="What was done" autosize minRows={2} {...text('actionsTaken')} />
        <TextInput label="Whom families contact" {...text('contact')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label="Discovered on"
            required
            value={form.discoveredOn}
            onChange={set('discoveredOn')}
            error={errors.discoveredAt}
          />
          <Select
            label="Discovered at"
            data={TIMES}
            value={form.discoveredTime}
            onChange={set('discoveredTime')}
            allowDeselect={false}
            searchable
          />
          <DateField
            label="Window from"
            required
            value={form.windowFrom}
            onChange={set('windowFrom')}
            error={errors.windowFrom}
          />
          <DateField
            label="Window to"
            required
            value={form.windowTo}
            onChange={set('windowTo')}
            error={errors.windowTo}
          />
        </SimpleGrid>
        <MultiSelect
          label="Centres"
          description="Every child of these centres whose records were held in the window"
          searchable
          data={(centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.companyName }))}
          value={form.franchiseeIds}
          onChange={set('franchiseeIds')}
          error={errors.franchiseeIds}
        />
        <MultiSelect
          label="Room tablets"
          description="A lost tablet reaches the children of its class"
          searchable
          data={(records.data?.devices ?? []).map((d) => ({ value: String(d.id), label: d.label }))}
          value={form.deviceIds}
          onChange={set('deviceIds')}
          error={errors.deviceIds}
        />
        <MultiSelect
          label="Records concerned"
          required
          searchable
          data={(records.data?.resources ?? []).map((r) => ({ value: r.name, label: r.label }))}
          value={form.resources}
          onChange={set('resources')}
          error={errors.resources}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Record and find families
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
