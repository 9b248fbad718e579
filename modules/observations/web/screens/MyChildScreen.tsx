import { Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadError, PageHeader, useCall, useLanguage, useMessages } from '@portal/ui';
import { useState } from 'react';
import { myChildPortfolio, myChildren } from '../../shared/contracts.ts';
import { competencyByCode } from '../../shared/framework.ts';
import { AboutMeCard } from '../components/AboutMeCard.tsx';
import { EvidencePhoto } from '../components/EvidencePhoto.tsx';
import { NextSteps } from '../components/NextSteps.tsx';
import { PublishedCard } from '../components/PublishedCard.tsx';
import { observationMessages } from '../messages/index.ts';

/**
 * observations/my-child: a parent's view of their child's learning, as strengths (what the child does on their own)
 * and next steps (what they are working towards, each with an activity for home this week and a photo of it to send),
 * with the classroom's photos they may see. Never a level, a band or a label.
 */
export default function MyChildScreen() {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const children = useCall(myChildren);
  const [picked, setPicked] = useState<number | null>(null);
  const id = picked ?? children.data?.[0]?.studentAdmissionId ?? null;
  const view = useCall(myChildPortfolio, { params: { studentAdmissionId: id ?? 0 } }, { enabled: id !== null });
  if (children.error) return <LoadError error={children.error} onRetry={() => children.refetch()} />;
  if (view.error) return <LoadError error={view.error} onRetry={() => view.refetch()} />;
  const data = view.data;
  const lines = (list: { competency: string; outcome: Record<typeof lang, string> }[], empty: string) =>
    list.length === 0 ? (
      <Text c="dimmed">{empty}</Text>
    ) : (
      <Stack gap={6}>
        {list.map((l) => (
          <Text key={l.competency} size="sm">
            {l.outcome[lang]}
          </Text>
        ))}
      </Stack>
    );
  return (
    <>
      <PageHeader title={t('observations.family.title')} subtitle={t('observations.family.subtitle')} />
      {children.data && children.data.length === 0 && <Text>{t('observations.family.noChild')}</Text>}
      {(children.data?.length ?? 0) > 1 && (
        <Select
          maw={320}
          mb="md"
          label={t('observations.family.child')}
          data={children.data!.map((c) => ({ value: String(c.studentAdmissionId), label: c.name }))}
          value={id ? String(id) : null}
          onChange={(v) => setPicked(v ? Number(v) : null)}
          allowDeselect={false}
        />
      )}
      {data && (
        <Stack data-testid="my-child-learning">
          <Card withBorder>
            <Title order={3} size="h4" mb="xs">
              {t('observations.family.strengths')}
            </Title>
            {lines(data.strengths, t('observations.family.noStrengths'))}
          </Card>
          <NextSteps
            key={`steps-${data.studentAdmissionId}`}
            studentAdmissionId={data.studentAdmissionId}
            steps={data.nextSteps}
          />
          <PublishedCard key={`card-${data.studentAdmissionId}`} studentAdmissionId={data.studentAdmissionId} />
          <AboutMeCard key={data.studentAdmissionId} studentAdmissionId={data.studentAdmissionId} />
          {data.photos.length > 0 && (
            <Card withBorder>
              <Title order={3} size="h4" mb="xs">
                {t('observations.family.photos')}
              </Title>
              <SimpleGrid cols={{ base: 3, sm: 5 }}>
                {data.photos.map((p) => (
                  <Group key={`${p.fileId}-${p.competency}`}>
                    <EvidencePhoto fileId={p.fileId} alt={competencyByCode(p.competency)?.title[lang] ?? ''} />
                  </Group>
                ))}
              </SimpleGrid>
            </Card>
          )}
        </Stack>
      )}
    </>
  );
}
