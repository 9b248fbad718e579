import { Card, Stack, Text, Title } from '@mantine/core';
import { LoadError, PageHeader, useCall, useMessages } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { GrievanceOfficer } from '../components/GrievanceOfficer.tsx';
import { privacyMessages } from '../messages/index.ts';

/** /privacy/notice: what the portal keeps and why (from the declarations), who receives it, whom to complain to. */
export default function PrivacyNoticeScreen() {
  const t = useMessages(privacyMessages);
  const notice = useCall(C.privacyNotice);
  if (notice.error) return <LoadError error={notice.error} onRetry={() => void notice.refetch()} />;
  const n = notice.data;
  return (
    <>
      <PageHeader title={t('privacyNotice.title')} subtitle={t('privacyNotice.subtitle')} />
      {n && (
        <Stack>
          <GrievanceOfficer officer={n.grievanceOfficer} />
          <Card withBorder radius="md" p="md">
            <Stack gap="sm" data-testid="processors">
              <Title order={4}>{t('privacyNotice.processors')}</Title>
              <Text size="sm" c="dimmed">
                {t('privacyNotice.processorsNow')}
              </Text>
              {n.processors.map((p) => (
                <div key={p.name}>
                  <Text fw={600}>{p.name}</Text>
                  <Text size="sm">{t('privacyNotice.receives', p)}</Text>
                  <Text size="sm">{t('privacyNotice.purpose', p)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('privacyNotice.location', p)}
                  </Text>
                </div>
              ))}
            </Stack>
          </Card>
          <Card withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={4}>{t('privacyNotice.held')}</Title>
              {n.declarations.map((d) => (
                <div key={d.resource}>
                  <Text fw={600}>{d.label}</Text>
                  <Text size="sm">{d.purposes.join('; ')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('privacyNotice.kept', { retention: d.retention })}
                  </Text>
                </div>
              ))}
            </Stack>
          </Card>
        </Stack>
      )}
    </>
  );
}
