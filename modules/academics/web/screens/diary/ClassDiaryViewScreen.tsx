import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDate } from '@portal/core';
import { call, DateField, downloadFile, EmptyState, LoadError, PageHeader } from '@portal/ui';
import { classDiaryView } from '../../../shared/diary.ts';

/** class-diary/view/{studentAdmissionId}: a child’s class diary, subject diary and class work. */
export default function ClassDiaryViewScreen() {
  const id = Number(useParams().studentAdmissionId);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = { from: from || undefined, to: to || undefined };
  const diary = useQuery({
    queryKey: ['academics', 'class-diary', id, query],
    queryFn: () => call(classDiaryView, { params: { studentAdmissionId: id }, query }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (diary.error) return <LoadError error={diary.error} onRetry={() => diary.refetch()} />;
  if (!diary.data) return null;
  const d = diary.data;
  const nothing = d.general.length + d.subject.length + d.classWork.length === 0;
  return (
    <>
      <PageHeader title={`Class diary of ${d.child}`} />
      <Group align="flex-end" mb="md">
        <Text size="sm">
          {d.className} · {formatDate(d.from)} to {formatDate(d.to)}
        </Text>
        <DateField label="From" value={from} onChange={setFrom} clearable />
        <DateField label="To" value={to} onChange={setTo} clearable />
      </Group>
      {nothing && <EmptyState title="Nothing written in the diary for these dates" />}
      <Stack gap="lg">
        {d.general.length > 0 && (
          <section aria-label="General diary">
            <Title order={2} size="h4" mb="xs">
              General diary
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {d.general.map((g) => (
                <Card withBorder key={g.id} data-testid="general-diary">
                  <Text size="sm" c="gray.7">
                    {formatDate(g.diaryDate)}
                    {g.section ? ` · Section ${g.section}` : ''}
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
          <section aria-label="Subject diary">
            <Title order={2} size="h4" mb="xs">
              Subject diary
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {d.subject.map((s) => (
                <Card withBorder key={s.id}>
                  <Text size="sm" c="gray.7">
                    {formatDate(s.diaryDate)} · {s.subject}
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
          <section aria-label="Class work">
            <Title order={2} size="h4" mb="xs">
              Class work
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {d.classWork.map((w) => (
                <Card withBorder key={w.id}>
                  <Text size="sm" c="gray.7">
                    {formatDate(w.workDate)} · {w.subject}
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
                      Open the worksheet
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
