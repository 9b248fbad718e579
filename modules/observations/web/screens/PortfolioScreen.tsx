import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@portal/core';
import { downloadFile, LoadError, PageHeader, parseId, useCall, useLanguage, useMessages } from '@portal/ui';
import { Link, useParams } from 'react-router';
import { childPortfolio } from '../../shared/contracts.ts';
import { AGE_BAND_LABELS, CURRICULAR_GOALS, LEVEL_LABELS, competencyByCode } from '../../shared/framework.ts';
import { EvidenceMedia } from '../components/EvidenceMedia.tsx';
import { EvidencePhoto } from '../components/EvidencePhoto.tsx';
import { observationMessages } from '../messages/index.ts';

/**
 * observations/portfolio/:studentAdmissionId: a child's observations this year by curricular goal, each competency
 * with the level its evidence suggests (the teacher confirms it; the portal never decides) and its entries.
 */
export default function PortfolioScreen() {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const id = parseId(useParams().studentAdmissionId);
  const portfolio = useCall(childPortfolio, { params: { studentAdmissionId: id ?? 0 } }, { enabled: id !== null });
  if (portfolio.error) return <LoadError error={portfolio.error} onRetry={() => portfolio.refetch()} />;
  const data = portfolio.data;
  return (
    <>
      <PageHeader
        title={t('observations.portfolio.title', { name: data?.name ?? '' })}
        subtitle={t('observations.portfolio.subtitle')}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/observations/record" variant="light">
              {t('observations.portfolio.record')}
            </Button>
            {id !== null && (
              <Button component={Link} to={`/observations/card/${id}`} variant="light">
                {t('observations.card.open')}
              </Button>
            )}
            {id !== null && (
              <Button
                variant="default"
                onClick={() =>
                  void downloadFile(`/api/observations/hpc/${id}/pdf`, { language: lang }, 'progress-card-draft.pdf')
                }
              >
                {t('observations.portfolio.draft')}
              </Button>
            )}
          </Group>
        }
      />
      {data && (
        <Stack data-testid="portfolio">
          <Text size="sm">
            {t('observations.portfolio.band')}: {AGE_BAND_LABELS[data.band][lang]}
          </Text>
          {data.goals.length === 0 && <Text c="dimmed">{t('observations.portfolio.empty')}</Text>}
          {data.goals.map((g) => (
            <Card key={g.goal} withBorder padding="sm">
              <Title order={4} size="h5">
                {g.goal} {CURRICULAR_GOALS.find((x) => x.code === g.goal)?.title[lang]}
              </Title>
              <Stack gap="sm" mt="xs">
                {g.competencies.map((c) => (
                  <div key={c.competency}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Text size="sm" fw={500}>
                        {c.competency} {competencyByCode(c.competency)?.title[lang]}
                      </Text>
                      <Badge variant="light" title={t('observations.portfolio.suggested')} style={{ flexShrink: 0 }}>
                        {LEVEL_LABELS[c.suggested][lang]}
                      </Badge>
                    </Group>
                    {c.entries.map((e) => (
                      <Group key={e.id} gap="xs" mt={4} wrap="nowrap" align="flex-start">
                        {e.fileId && <EvidencePhoto fileId={e.fileId} alt={c.competency} size={56} />}
                        <div>
                          <Text size="xs" c="dimmed">
                            {t('observations.portfolio.observedOn', { day: formatDate(e.observedOn) })} ·{' '}
                            {LEVEL_LABELS[e.level][lang]}
                          </Text>
                          {e.indicator && (
                            <Text size="sm" c="dimmed">
                              {e.indicator.code} {e.indicator.text[lang]}
                            </Text>
                          )}
                          {e.note && <Text size="sm">{e.note}</Text>}
                          {e.mediaFileId && (
                            <EvidenceMedia fileId={e.mediaFileId} label={t('observations.record.media')} />
                          )}
                        </div>
                      </Group>
                    ))}
                  </div>
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </>
  );
}
