import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  call,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  useAccess,
  useCall,
  useMessages,
} from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { TICKET_PRIORITIES } from '../../shared/constants.ts';
import { AttachmentPicker, type Attached } from '../Attachments.tsx';
import { useDepartment } from '../components.tsx';
import { ticketMessages } from '../messages/index.ts';

type Errors = Partial<Record<'matrixId' | 'priority' | 'subject' | 'description' | 'franchiseeId' | 'fileIds', string>>;

/** create-bees-ticket: a centre raises a ticket; the matrix routes it by its category. */
export default function CreateTicketScreen() {
  const t = useMessages(ticketMessages);
  const department = useDepartment();
  const access = useAccess();
  const navigate = useNavigate();
  const categories = useCall(C.ticketCategories);
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
      notify({ color: 'green', message: t('raiseTicket.raised', { id: ticket.id }) });
      void navigate(`/ticketing-bees/action/${ticket.id}`);
    },
    onError: (err) => {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      notify({ color: 'red', title: t('raiseTicket.notRaised'), message: errorMessage(err) });
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
        title={t('tickets.raise')}
        crumbs={[
          { label: t('tickets.title'), to: '/ticketing-bees/bees-ticket-list/open' },
          { label: t('tickets.raise') },
        ]}
      />
      <Card withBorder radius="md" maw={760}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('tickets.category')}
              required
              placeholder={t('raiseTicket.chooseCategory')}
              data={(categories.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.category }))}
              value={matrixId}
              onChange={setMatrixId}
              error={errors.matrixId}
              searchable
              data-testid="ticket-category"
            />
            <Select
              label={t('tickets.priority')}
              required
              data={TICKET_PRIORITIES.map((p) => ({ value: p, label: t('tickets.priorityLabel', { priority: p }) }))}
              value={priority}
              onChange={setPriority}
              error={errors.priority}
              allowDeselect={false}
              data-testid="ticket-priority"
            />
          </SimpleGrid>
          {chosen && (
            <Text size="sm" c="dimmed" data-testid="routing-hint">
              {t('raiseTicket.routing', { desk: department(chosen.department), hours: chosen.slaHours })}
            </Text>
          )}
          <TextInput
            label={t('tickets.subject')}
            required
            maxLength={160}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={errors.subject}
          />
          <Textarea
            label={t('tickets.description')}
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
              {t('raiseTicket.chooseCentre', { problem: errors.franchiseeId })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)}>
              {t('raiseTicket.cancel')}
            </Button>
            <Button onClick={submit} loading={raise.isPending}>
              {t('raiseTicket.submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
