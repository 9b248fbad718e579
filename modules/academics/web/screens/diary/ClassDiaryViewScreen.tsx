import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDate } from '@portal/core';
import { DateField, downloadFile, EmptyState, LoadError, PageHeader, useCall, useMessages } from '@portal/ui';
import { classDiaryView } from '../../../shared/diary.ts';
import { academicsMessages } from '../../messages/index.ts';

/** class-diary/view/{studentAdmissionId}: a child’s class diary, subject diary and class work. */
export default function ClassDiaryViewScreen() {
  const t = useMessages(academicsMessages);
  const id = Number(useParams().studentAdmissionId);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = { from: from || undefined, to: to || undefined };
  const diary = useCall(
    classDiaryView,
    { params: { studentAdmissionId: id }, query },
    {
      enabled: Number.isInteger(id) && id > 0,
    },
  );
  if (diary.error) return <LoadError error={diary.error} onRetry={() => diary.refetch()} />;
  if (!diary.data) return null;
  const d = diary.data;
  const nothing = d.general.length + d.subject.length + d.classWork.length === 0;
  const general = t('diary.kind', { kind: 'GENERAL' });
  const subject = t('diary.kind', { kind: 'SUBJECT' });
  const work = t('diary.kind', { kind: 'WORK' });
  return (
    <>
      <PageHeader title={t('diary.title', { child: d.child })} />
      <Group align="flex-end" mb="md">
        <Text size="sm">
          {t('diary.range', { className: d.className, from: formatDate(d.from), to: formatDate(d.to) })}
        </Text>
        <DateField label={t('diary.from')} value={from} onChange={setFrom} clearable />
        <DateField label={t('diary.to')} value={to} onChange={setTo} clearable />
      </Group>
      {nothing && <EmptyState title={t('diary.nothing')} />}
      <Stack gap="lg">
        {d.general.length > 0 && (
          <section aria-label={general}>
            <Title order={2} size="h4" mb="xs">
              {general}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {d.general.map((g) => (
                <Card withBorder key={g.id} data-testid="general-diary">
                  <Text size="sm" c="gray.7">
                    {g.section
                      ? t('diary.section', { date: formatDate(g.diaryDate), section: g.section })
                      : formatDate(g.diaryDate)}
                  </Text>
                  <Title order={3} size="h5">
                    {g.title}
                  </Title>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {g.description}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        )}
        {d.subject.length > 0 && (
          <section aria-label={subject}>
            <Title order={2} size="h4" mb="xs">
              {subject}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {d.subject.map((s) => (
                <Card withBorder key={s.id}>
                  <Text size="sm" c="gray.7">
                    {t('diary.subjectLine', { date: formatDate(s.diaryDate), subject: s.subject })}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {s.note}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        )}
        {d.classWork.length > 0 && (
          <section aria-label={work}>
            <Title order={2} size="h4" mb="xs">
              {work}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {d.classWork.map((w) => (
                <Card withBorder key={w.id}>
                  <Text size="sm" c="gray.7">
                    {t('diary.subjectLine', { date: formatDate(w.workDate), subject: w.subject })}
                  </Text>
                  <Title order={3} size="h5">
                    {w.title}
                  </Title>
                  {w.description && <Text size="sm">{w.description}</Text>}
                  {w.fileId && (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => void downloadFile(`/api/files/${w.fileId}`, {}, 'class-work')}
                    >
                      {t('diary.worksheet')}
                    </Anchor>
                  )}
                </Card>
              ))}
            </SimpleGrid>
          </section>
        )}
      </Stack>
    </>
  );
}
