import { Alert, Anchor, Button, Card, Checkbox, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { call, errorMessage, LoadError } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

/**
 * /disclosure/:token: the prospect reads the franchise disclosure document and acknowledges it, without signing in
 * (the link's token is its key). The acknowledgement keeps the version, the time and the address.
 */
export default function DisclosureLinkScreen() {
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: ['disclosure-link', token],
    queryFn: () => call(C.publicDisclosure, { params: { token } }),
    retry: false,
  });
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function acknowledge() {
    setBusy(true);
    setProblem(null);
    try {
      const after = await call(C.publicAcknowledge, { params: { token }, body: { confirm: true } });
      queryClient.setQueryData(['disclosure-link', token], after);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const d = view.data;
  return (
    <Container size="sm" py="xl">
      <Title order={2} mb="lg">
        Franchise disclosure document
      </Title>
      <Card withBorder radius="md" p="lg">
        {view.error ? (
          <LoadError error={view.error} />
        ) : !d ? (
          <Text>Loading…</Text>
        ) : (
          <Stack>
            <Text>
              Dear {d.name}, please read the {d.title} (version {d.version}) before anything is signed or paid.
            </Text>
            <Anchor href={`/api/public/disclosure/${token}/document`} target="_blank" rel="noopener">
              Download the document
            </Anchor>
            {d.acknowledgedAt ? (
              <Alert color="green" data-testid="disclosure-acknowledged">
                You acknowledged version {d.version} on {formatDateTime(d.acknowledgedAt)}. Thank you.
              </Alert>
            ) : (
              <>
                <Checkbox
                  label="I have received and read this disclosure document"
                  checked={confirmed}
                  onChange={(e) => setConfirmed(e.currentTarget.checked)}
                />
                {problem && <Alert color="red">{problem}</Alert>}
                <Button
                  disabled={!confirmed}
                  loading={busy}
                  onClick={() => void acknowledge()}
                  data-testid="acknowledge-disclosure"
                >
                  Acknowledge
                </Button>
              </>
            )}
          </Stack>
        )}
      </Card>
    </Container>
  );
}
