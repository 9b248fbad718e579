import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate } from '@portal/core';
import { LoadError, PageHeader, call, useAttempt, useCall, useLanguage, useMessages } from '@portal/ui';
import { useState } from 'react';
import { acceptHomePhoto, classHomePhotos, declineHomePhoto } from '../../shared/contracts.ts';
import { LEVEL_LABELS, competencyByCode } from '../../shared/framework.ts';
import { EvidencePhoto } from '../components/EvidencePhoto.tsx';
import { observationMessages } from '../messages/index.ts';

const LEVELS = ['proficient', 'progressing', 'beginner'] as const;
const LEVEL_COLOURS = { proficient: 'teal', progressing: 'blue', beginner: 'orange' } as const;

/**
 * observations/home-activities: the photos the class's families sent of their next steps' home activities. The
 * teacher accepts one as evidence at the level it shows (it becomes an observation with the photo as its artefact)
 * or sets it aside.
 */
export default function HomePhotosScreen() {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const [classId, setClassId] = useState<number | undefined>();
  const list = useCall(classHomePhotos, { query: { classId } });
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, attempt } = useAttempt();
  if (list.error) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  const data = list.data;
  const act = (id: number, name: string, level?: (typeof LEVELS)[number]) =>
    attempt(async () => {
      setDone(null);
      if (level) await call(acceptHomePhoto, { params: { id }, body: { level } });
      else await call(declineHomePhoto, { params: { id } });
      setDone(t(level ? 'observations.home.accepted' : 'observations.home.declined', { name }));
      await list.refetch();
    });
  return (
    <>
      <PageHeader title={t('observations.home.title')} subtitle={t('observations.home.subtitle')} />
      <Stack maw={640}>
        {(data?.classes.length ?? 0) > 1 && (
          <Select
            label={t('observations.coverage.class')}
            data={data!.classes.map((c) => ({ value: String(c.id), label: c.name }))}
            value={data?.classId ? String(data.classId) : null}
            onChange={(v) => setClassId(v ? Number(v) : undefined)}
            allowDeselect={false}
          />
        )}
        {error && <Alert color="red">{error}</Alert>}
        {done && <Alert color="teal">{done}</Alert>}
        {data && data.photos.length === 0 && <Text c="dimmed">{t('observations.home.nothing')}</Text>}
        {data?.photos.map((p) => {
          const competency = competencyByCode(p.competency);
          return (
            <Card key={p.id} withBorder data-testid={`home-photo-${p.id}`}>
              <Group wrap="nowrap" align="flex-start" mb="xs">
                <EvidencePhoto fileId={p.fileId} alt={competency?.title[lang] ?? ''} size={120} />
                <Stack gap={2}>
                  <Text fw={600}>{p.name}</Text>
                  <Text size="sm">
                    {p.competency} {competency?.title[lang]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('observations.home.sentOn', { day: formatDate(p.sentOn) })}
                  </Text>
                  {p.note && <Text size="sm">{p.note}</Text>}
                </Stack>
              </Group>
              <Text size="sm" fw={500} mb={4}>
                {t('observations.home.acceptAs')}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                {LEVELS.map((level) => (
                  <Button
                    key={level}
                    size="md"
                    variant="light"
                    color={LEVEL_COLOURS[level]}
                    loading={busy}
                    onClick={() => void act(p.id, p.name, level)}
                  >
                    {LEVEL_LABELS[level][lang]}
                  </Button>
                ))}
              </SimpleGrid>
              <Button mt="xs" fullWidth variant="default" loading={busy} onClick={() => void act(p.id, p.name)}>
                {t('observations.home.decline')}
              </Button>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
