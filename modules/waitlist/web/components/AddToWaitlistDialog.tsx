import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { spancoList } from '@portal/mod-enquiry/shared/contracts';
import { call, DateField, errorMessage, notify, useCall } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import * as C from '../../shared/contracts.ts';

interface Props {
  opened: boolean;
  classId: number;
  className: string;
  onClose(): void;
  onDone(): void;
}

/** Adds an enquiry of the class to its waitlist: found by the child's or parent's name, mobile or code. */
export function AddToWaitlistDialog({ opened, classId, className, onClose, onDone }: Props) {
  const [search, setSearch] = useState('');
  const [enquiryId, setEnquiryId] = useState<string | null>(null);
  const [wishedStart, setWishedStart] = useState<string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const term = search.trim();
  const found = useCall(
    spancoList,
    { query: { searchValue: term, pageSize: 50 } },
    {
      enabled: opened && term.length >= 2,
    },
  );
  const options = (found.data?.rows ?? [])
    .filter((r) => r.classId === classId)
    .map((r) => ({ value: String(r.id), label: `${r.childName} (${r.parentName}, ${r.enquiryCode})` }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!enquiryId) missing.enquiryId = 'Choose the enquiry';
    if (!wishedStart) missing.wishedStart = 'Enter the day the family wishes to start';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSaving(true);
    try {
      const entry = await call(C.joinWaitlist, { body: { enquiryId: Number(enquiryId), wishedStart } });
      notify({
        color: 'green',
        title: 'Added to the waitlist',
        message: `${entry.childName} is at position ${entry.position}.`,
      });
      setSearch('');
      setEnquiryId(null);
      setWishedStart('');
      onDone();
    } catch (err) {
      notify({ color: 'red', title: 'Not added', message: errorMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Add to the ${className} waitlist`}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <TextInput
            label="Find the enquiry"
            description="Child's or parent's name, mobile or enquiry code"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Select
            label="Enquiry"
            placeholder={term.length < 2 ? 'Type at least 2 letters above' : 'Choose the enquiry'}
            data={options}
            value={enquiryId}
            onChange={setEnquiryId}
            nothingFoundMessage={`No enquiry for ${className} matches`}
            error={errors.enquiryId}
            required
          />
          <DateField
            label="Wished start"
            value={wishedStart}
            onChange={setWishedStart}
            error={errors.wishedStart}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Add to waitlist
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
