import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { downloadFile, useCall, useLanguage, useMessages } from '@portal/ui';
import { myChildCard } from '../../shared/contracts.ts';
import { LEVEL_LABELS, competencyByCode } from '../../shared/framework.ts';
import { observationMessages } from '../messages/index.ts';

/**
 * The child's progress card once the centre's head has published it: each competency at its level and the PDF in
 * the family's language. Until it is published the family sees that it is coming.
 */
export function PublishedCard({ studentAdmissionId }: { studentAdmissionId: number }) {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const card = useCall(myChildCard, { params: { studentAdmissionId } });
  return (
    <Card withBorder data-testid="hpc-published">
      <Title order={3} size="h4" mb="xs">
        {t('observations.published.title')}
      </Title>
      {!card.data?.published ? (
        <Text c="dimmed">{t('observations.published.notYet')}</Text>
      ) : (
        <Stack gap={6}>
          {card.data.rows.map((r) => (
            <Text key={r.competency} size="sm">
              {competencyByCode(r.competency)?.title[lang]} — {LEVEL_LABELS[r.level][lang]}
            </Text>
          ))}
          <Button
            size="lg"
            mt="sm"
            onClick={() =>
              void downloadFile(
                `/api/observations/my-child/${studentAdmissionId}/card/pdf`,
                { language: lang },
                'progress-card.pdf',
              )
            }
          >
            {t('observations.published.pdf')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
