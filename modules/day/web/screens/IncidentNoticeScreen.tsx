import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  call,
  EmptyState,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  StatusBadge,
  useCall,
  useLiveCalls,
  useMessages,
} from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { DAY_LIVE } from '../../shared/constants.ts';
import * as I from '../../shared/incidents.ts';
import { acknowledgement, incidentLine } from '../components/incident-words.ts';
import { dayMessages } from '../messages/index.ts';

type Incident = I.ParentIncident;

/**
 * day/my-incidents: the incident reports the centre sent about the parent's child, each with what happened, the
 * first aid and who was there; the parent acknowledges a report by typing their name.
 */
export default function IncidentNoticeScreen() {
  const t = useMessages(dayMessages);
  const incidents = useCall(I.myIncidents);
  // A report the centre sends shows while the screen is open.
  useLiveCalls([DAY_LIVE.incident], [I.myIncidents]);
  return (
    <>
      <PageHeader title={t('notice.title')} subtitle={t('notice.subtitle')} />
      <Stack maw={640}>
        {incidents.error && <LoadError error={incidents.error} onRetry={() => incidents.refetch()} />}
        {incidents.data && incidents.data.incidents.length === 0 && (
          <EmptyState title={t('notice.none')} message={t('notice.noneText')} />
        )}
        {incidents.data?.incidents.map((i) => (
          <IncidentCard key={i.id} incident={i} />
        ))}
      </Stack>
    </>
  );
}

function IncidentCard({ incident: i }: { incident: Incident }) {
  const t = useMessages(dayMessages);
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function acknowledge(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await call(I.acknowledgeIncident, { params: { id: i.id }, body: { name } });
      notify({ color: 'green', title: t('notice.acknowledged'), message: t('notice.acknowledgedText') });
      await invalidateCalls(queryClient, I.myIncidents);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" data-testid={`incident-${i.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{i.child}</Text>
          <Group gap={4}>
            {i.serious && (
              <Badge color="red" variant="light" tt="none">
                {t('incident.serious')}
              </Badge>
            )}
            <StatusBadge status={i.status} label={t('incident.status', { status: i.status })} />
          </Group>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {incidentLine(i, t)}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {i.whatHappened}
        </Text>
        {i.firstAid && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('notice.firstAid', { text: i.firstAid })}
          </Text>
        )}
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('notice.staff', { names: i.staffPresent })}
        </Text>
        {i.status === 'ACKNOWLEDGED' ? (
          <Text size="sm" fw={500} c="teal.9" data-testid="acknowledgement">
            {acknowledgement(i.acknowledgedName, i.acknowledgedAt, t)}
          </Text>
        ) : (
          <form onSubmit={(e) => void acknowledge(e)}>
            <Stack gap="xs">
              <TextInput
                label={t('notice.yourName')}
                description={t('notice.yourNameHelp')}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={error}
                required
                maxLength={120}
              />
              <Button type="submit" loading={busy}>
                {t('notice.acknowledge')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
