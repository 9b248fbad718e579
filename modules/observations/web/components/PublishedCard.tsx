import { Button, Card, Select, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@portal/core';
import { downloadFile, useCall, useLanguage, useMessages } from '@portal/ui';
import { useState } from 'react';
import { myChildCard } from '../../shared/contracts.ts';
import { LEVEL_LABELS, competencyByCode } from '../../shared/framework.ts';
import { termLabel } from '../../shared/term.ts';
import { observationMessages } from '../messages/index.ts';
import { CardFeedback } from './CardFeedback.tsx';
import { VoicesRead } from './ChildVoices.tsx';

/**
 * The child's progress card once the centre has published it: the latest term's first, an earlier term's when the
 * family picks it, each competency at its level and the PDF in the family's language. Until one is published the
 * family sees that it is coming.
 */
export function PublishedCard({ studentAdmissionId }: { studentAdmissionId: number }) {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const [term, setTerm] = useState<string | undefined>();
  const card = useCall(myChildCard, { params: { studentAdmissionId }, query: { term } });
  const data = card.data;
  return (
    <Card withBorder data-testid="hpc-published">
      <Title order={3} size="h4" mb="xs">
        {t('observations.published.title')}
      </Title>
      {!data?.published ? (
        <Text c="dimmed">{t('observations.published.notYet')}</Text>
      ) : (
        <Stack gap={6}>
          {data.terms.length > 1 && (
            <Select
              label={t('observations.published.term')}
              data={data.terms.map((c) => ({ value: c.term, label: termLabel(c.term, lang) }))}
              value={data.term}
              onChange={(v) => setTerm(v ?? undefined)}
              allowDeselect={false}
            />
          )}
          <Text size="sm" c="dimmed" data-testid="hpc-published-term">
            {t('observations.published.when', { term: termLabel(data.term, lang), day: formatDate(data.publishedAt) })}
          </Text>
          {data.rows.map((r) => (
            <Text key={r.competency} size="sm">
              {competencyByCode(r.competency)?.title[lang]} — {LEVEL_LABELS[r.level][lang]}
            </Text>
          ))}
          <VoicesRead kind="self" answers={data.selfInput} />
          <VoicesRead kind="peer" answers={data.peerInput} />
          <Button
            size="lg"
            mt="sm"
            onClick={() =>
              void downloadFile(
                `/api/observations/my-child/${studentAdmissionId}/card/pdf`,
                { language: lang, term: data.term },
                `progress-card-${data.term}.pdf`,
              )
            }
          >
            {t('observations.published.pdf')}
          </Button>
          <CardFeedback
            key={data.term}
            studentAdmissionId={studentAdmissionId}
            term={data.term}
            narrative={data.narrative}
            parentFeedback={data.parentFeedback}
          />
        </Stack>
      )}
    </Card>
  );
}
