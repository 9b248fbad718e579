import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { enumLabel, options } from '@portal/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, call, errorMessage, LoadError, notify, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { TICKET_PRIORITIES } from '../../shared/constants.ts';
import { AttachmentPicker, type Attached } from '../Attachments.tsx';

type Errors = Partial<Record<'matrixId' | 'priority' | 'subject' | 'description' | 'franchiseeId' | 'fileIds', string>>;

/** create-bees-ticket: a centre raises a ticket; the matrix routes it by its category. */
export default function CreateTicketScreen() {
  const access = useAccess();
  const navigate = useNavigate();
  const categories = useQuery({ queryKey: ['tickets', 'categories'], queryFn: () => call(C.ticketCategories) });
  const [matrixId, setMatrixId] = useState<string | null>(null);
  const [priority, setPriority] = useState<string | null>('MEDIUM');
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<Attached[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const chosen = categories.data?.rows.find((c) => String(c.id) === matrixId);

  const raise = useMutation({
    mutationFn: (body: C.RaiseTicketBody) => call(C.raiseTicket, { body }),
    onSuccess: (ticket) => {
      notify({ color: 'green', message: `Ticket #${ticket.id} raised` });
      void navigate(`/ticketing-bees/action/${ticket.id}`);
    },
    onError: (err) => {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      notify({ color: 'red', title: 'Not raised', message: errorMessage(err) });
    },
  });

  function submit() {
    const body = {
      franchiseeId: access.franchiseeId ?? undefined,
      matrixId: matrixId ? Number(matrixId) : undefined,
      priority: priority ?? undefined,
      subject,
      description,
      fileIds: files.map((f) => f.id),
    };
    // The same rules the server holds the body to, so a mistake shows before anything is sent.
    const checked = C.raiseTicketBody.safeParse(body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[String(issue.path[0]) as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    raise.mutate(body);
  }

  if (categories.error) return <LoadError error={categories.error} onRetry={() => categories.refetch()} />;
  return (
    <>
      <PageHeader
        title="Raise a ticket"
        crumbs={[{ label: 'Tickets', to: '/ticketing-bees/bees-ticket-list/open' }, { label: 'Raise a ticket' }]}
      />
      <Card withBorder radius="md" maw={760}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Category"
              required
              placeholder="Choose a category"
              data={(categories.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.category }))}
              value={matrixId}
              onChange={setMatrixId}
              error={errors.matrixId}
              searchable
              data-testid="ticket-category"
            />
            <Select
              label="Priority"
              required
              data={options(...TICKET_PRIORITIES)}
              value={priority}
              onChange={setPriority}
              error={errors.priority}
              allowDeselect={false}
              data-testid="ticket-priority"
            />
          </SimpleGrid>
          {chosen && (
            <Text size="sm" c="dimmed" data-testid="routing-hint">
              Goes to {enumLabel(chosen.department)}; answered within {chosen.slaHours} hours.
            </Text>
          )}
          <TextInput
            label="Subject"
            required
            maxLength={160}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={errors.subject}
          />
          <Textarea
            label="Description"
            required
            autosize
            minRows={4}
            maxLength={4000}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
          />
          <AttachmentPicker value={files} onChange={setFiles} />
          {errors.fileIds && (
            <Text c="red" size="sm">
              {errors.fileIds}
            </Text>
          )}
          {errors.franchiseeId && (
            <Text c="red" size="sm">
              {errors.franchiseeId}: choose the centre in the top bar first.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)}>
              Cancel
            </Button>
            <Button onClick={submit} loading={raise.isPending}>
              Raise ticket
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
