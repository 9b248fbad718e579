import { Badge, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime, type EndpointAnswer } from '@portal/core';
import {
  DataTable,
  invalidateResources,
  PageHeader,
  ResourceForm,
  ResourceList,
  useAccess,
  useServerPaging,
  type DataColumn,
  useCall,
} from '@portal/ui';
import { useState } from 'react';
import { webhookSourceShape } from '../../shared/resources.ts';
import * as C from '../../shared/contracts.ts';
import { labelOf, WEBHOOK_OUTCOME_LABELS } from '../../shared/labels.ts';

const COLOURS: Record<string, string> = { CREATED: 'green', DUPLICATE: 'blue', REJECTED: 'red', INVALID: 'orange' };

type Call = EndpointAnswer<typeof C.googleWebhookLog>['rows'][number];

const columns: DataColumn<Call>[] = [
  { id: 'at', header: 'When', cell: (r) => formatDateTime(r.at) },
  { id: 'sourceIdLabel', header: 'Sender', primary: true },
  { id: 'externalId', header: 'Lead id' },
  {
    id: 'outcome',
    header: 'Outcome',
    cell: (r) => (
      <Badge color={COLOURS[r.outcome] ?? 'gray'} variant="light">
        {labelOf(WEBHOOK_OUTCOME_LABELS, r.outcome)}
      </Badge>
    ),
  },
  { id: 'message', header: 'Message' },
];

/** google-webhook/list and waid-integration/list: the centre's senders and every call they made. */
export default function WebhookScreen({ kind }: { kind: 'GOOGLE' | 'WAID' }) {
  const access = useAccess();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const pages = useServerPaging(50);
  const endpoint = kind === 'GOOGLE' ? C.googleWebhookLog : C.waidWebhookLog;
  const log = useCall(endpoint, { query: { ...pages.query } });
  const title = kind === 'GOOGLE' ? 'Google lead form' : 'WhatsApp (WAID)';
  return (
    <>
      <PageHeader title={`${title} leads`} crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: title }]} />
      <Card withBorder radius="md" mb="md">
        <Group justify="space-between" mb="xs">
          <Title order={4}>Senders</Title>
          {access.canWrite('googleWebHook') && (
            <Button size="xs" onClick={() => setAdding((a) => !a)}>
              {adding ? 'Close' : 'Add sender'}
            </Button>
          )}
        </Group>
        <Stack gap="xs" mb="sm">
          <Text size="sm" c="dimmed">
            {kind === 'GOOGLE' ? (
              <>
                Google Ads → lead form → webhook: URL{' '}
                <Code>{`${window.location.origin}/api/webhooks/google/<webhook key>`}</Code>, key = the shared secret.
              </>
            ) : (
              <>
                POST the WhatsApp message JSON (messageId, waId, profileName, message) to{' '}
                <Code>{`${window.location.origin}/api/webhooks/waid/<webhook key>`}</Code> with the header{' '}
                <Code>x-webhook-secret</Code>.
              </>
            )}
          </Text>
        </Stack>
        {adding && (
          <ResourceForm
            resource={webhookSourceShape}
            presets={{ kind, franchiseeId: access.franchiseeId }}
            hidden={['kind']}
            onSaved={() => {
              setAdding(false);
              void invalidateResources(client, webhookSourceShape);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
        <ResourceList resource={webhookSourceShape} fixedFilters={{ kind }} />
      </Card>
      <Card withBorder radius="md">
        <Title order={4} mb="xs">
          Calls
        </Title>
        <DataTable
          card={false}
          data={log.data?.rows}
          error={log.error}
          columns={columns}
          rowId={(r) => String(r.id)}
          paging={pages.paging(log.data?.count)}
          empty="No calls yet"
          testId="webhook-log"
          striped
          minWidth={800}
        />
      </Card>
    </>
  );
}
