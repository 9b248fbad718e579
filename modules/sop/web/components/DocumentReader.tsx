import { Alert, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { call, errorMessage, invalidateCalls, LoadError, notify, useAccess, useCall } from '@portal/ui';
import { RichTextView } from '@portal/ui/rich-text';
import * as C from '../../shared/contracts.ts';
import { SOP_MODULES as M } from '../../shared/constants.ts';

/** A document's sections in order, and the reader's "read and understood" of this version. */
export function DocumentReader({ id }: { id: number }) {
  const client = useQueryClient();
  const access = useAccess();
  const doc = useCall(C.sopDocument, { params: { id } });
  const acknowledge = useMutation({
    mutationFn: (version: number) => call(C.acknowledge, { params: { id }, body: { version } }),
    onSuccess: () => {
      notify({ color: 'green', message: 'Thank you: your acknowledgement is recorded' });
      void invalidateCalls(client);
    },
    onError: (e) => {
      notify({ color: 'red', message: errorMessage(e) });
      void invalidateCalls(client, C.sopDocument);
    },
  });
  if (doc.error) return <LoadError error={doc.error} onRetry={() => doc.refetch()} />;
  if (!doc.data) return <Skeleton h={240} radius="md" />;
  const d = doc.data;
  return (
    <Card withBorder radius="md" data-testid="sop-document">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3">
            {d.title}
          </Title>
          <Text size="sm" c="dimmed">
            {d.folder} · version {d.version}
          </Text>
          {d.summary && <Text size="sm">{d.summary}</Text>}
        </div>
        {d.sections.length === 0 ? (
          <Text c="dimmed">This document has no sections yet.</Text>
        ) : (
          d.sections.map((s) => (
            <section key={s.id} aria-labelledby={`sop-section-${s.id}`}>
              <Divider mb="sm" />
              <Title order={3} size="h4" id={`sop-section-${s.id}`}>
                {s.title}
              </Title>
              <RichTextView html={s.body} />
            </section>
          ))
        )}
        <Divider />
        {d.acknowledgedAt ? (
          <Alert color="green" title="Read and understood" data-testid="sop-acknowledged">
            You confirmed version {d.version} on {formatDateTime(d.acknowledgedAt)}.
          </Alert>
        ) : d.version > 0 && access.canWrite(M.READ) ? (
          <Group>
            <Button loading={acknowledge.isPending} onClick={() => acknowledge.mutate(d.version)}>
              I have read and understood this
            </Button>
            <Text size="sm" c="dimmed">
              Confirms version {d.version} in your name.
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
