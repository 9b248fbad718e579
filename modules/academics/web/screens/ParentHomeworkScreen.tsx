import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@portal/core';
import { downloadFile, EmptyState, LoadError, PageHeader, StatusBadge, useCall, useMessages } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { academicsMessages } from '../messages/index.ts';

/** attendance/uploadHomework: a parent's view of their child's homework, submissions and the teacher's remarks. */
export default function ParentHomeworkScreen() {
  const t = useMessages(academicsMessages);
  const mine = useCall(C.myHomework);
  if (mine.error) return <LoadError error={mine.error} onRetry={() => mine.refetch()} />;
  if (!mine.data) return null;
  return (
    <>
      <PageHeader title={t('homework.title', { child: mine.data.child })} />
      {mine.data.rows.length === 0 && <EmptyState title={t('homework.none')} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {mine.data.rows.map((h) => (
          <Card withBorder key={h.id}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={2} size="h5">
                  {h.title}
                </Title>
                <StatusBadge
                  status={h.submission?.status ?? 'PENDING'}
                  label={t('homework.status', { status: h.submission?.status ?? 'PENDING' })}
                />
              </Group>
              <Text size="sm" c="gray.7">
                {t('homework.dates', { subject: h.subject, set: formatDate(h.setDate), due: formatDate(h.dueDate) })}
              </Text>
              {h.description && <Text size="sm">{h.description}</Text>}
              {h.fileId && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void downloadFile(`/api/files/${h.fileId}`, {}, 'homework')}
                >
                  {t('homework.openFile')}
                </Anchor>
              )}
              {h.submission?.remark && (
                <Text size="sm">
                  <b>{t('homework.remark')}</b> {h.submission.remark}
                </Text>
              )}
              {h.submission?.status !== 'REVIEWED' && (
                <Group justify="flex-end">
                  <Button component={Link} to={`/attendance/homeworkUpload/${h.id}`} size="xs">
                    {t(h.submission ? 'homework.submitAgain' : 'homework.submit', { title: h.title })}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
