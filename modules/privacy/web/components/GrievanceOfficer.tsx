import { Card, Stack, Text, Title } from '@mantine/core';
import { useMessages } from '@portal/ui';
import { privacyMessages } from '../messages/index.ts';

/** The grievance officer, on every parent's privacy page. */
export function GrievanceOfficer({ officer }: { officer: { name: string; email: string; phone: string } }) {
  const t = useMessages(privacyMessages);
  return (
    <Card withBorder radius="md" p="md" data-testid="grievance-officer">
      <Stack gap={4}>
        <Title order={4}>{t('officer.title')}</Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{t('officer.line', officer)}</Text>
        {officer.phone && <Text>{t('officer.phone', officer)}</Text>}
      </Stack>
    </Card>
  );
}
