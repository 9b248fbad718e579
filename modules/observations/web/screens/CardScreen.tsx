import { Alert, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import { call, LoadError, PageHeader, parseId, useAttempt, useCall, useLanguage, useMessages } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { confirmLevels, hpcPartB } from '../../shared/contracts.ts';
import { CURRICULAR_GOALS, LEVEL_LABELS, LEVELS, competencyByCode, type Level } from '../../shared/framework.ts';
import { termLabel } from '../../shared/term.ts';
import { CardNarrative } from '../components/CardNarrative.tsx';
import { ChildVoices } from '../components/ChildVoices.tsx';
import { EvidencePhoto } from '../components/EvidencePhoto.tsx';
import { SignCard } from '../components/SignCard.tsx';
import { observationMessages } from '../messages/index.ts';

type PartB = EndpointAnswer<typeof hpcPartB>;
interface Choice {
  level: Level;
  reason: string;
}

/**
 * observations/card/:studentAdmissionId: the progress card's part B for a child this year. Each competency of the
 * child's band shows the level its evidence suggests and how many observations it rests on; the teacher confirms
 * a level (the portal never decides), and one no observation shows needs a reason.
 */
export default function CardScreen() {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const id = parseId(useParams().studentAdmissionId);
  const card = useCall(hpcPartB, { params: { studentAdmissionId: id ?? 0 }, query: {} }, { enabled: id !== null });
  const [answer, setAnswer] = useState<PartB | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [saved, setSaved] = useState(false);
  // A saved narrative may return a signed card to draft: the card's state is read again.
  const [signs, setSigns] = useState(0);
  const { busy, error, attempt } = useAttempt();
  if (card.error) return <LoadError error={card.error} onRetry={() => card.refetch()} />;
  const data = answer ?? card.data;

  const choose = (competency: string, change: Partial<Choice>, row: PartB['rows'][number]) =>
    setChoices((all) => ({
      ...all,
      [competency]: {
        level: all[competency]?.level ?? row.confirmed ?? row.suggested,
        reason: all[competency]?.reason ?? row.reason ?? '',
        ...change,
      },
    }));

  const save = () =>
    attempt(async () => {
      setSaved(false);
      const levels = Object.entries(choices).map(([competency, c]) => ({
        competency,
        level: c.level,
        reason: c.reason.trim() || undefined,
      }));
      if (id === null || levels.length === 0) return;
      setAnswer(await call(confirmLevels, { params: { studentAdmissionId: id }, body: { levels } }));
      setChoices({});
      setSaved(true);
    });

  return (
    <>
      <PageHeader
        title={t('observations.card.title', { name: data?.name ?? '' })}
        subtitle={`${data ? `${termLabel(data.term, lang)} · ` : ''}${t('observations.card.subtitle')}`}
      />
      {data && (
        <Stack maw={720} data-testid="hpc-part-b">
          {id !== null && <SignCard key={`sign-${signs}`} studentAdmissionId={id} />}
          {id !== null && (
            <CardNarrative
              key={`narrative-${data.term}`}
              studentAdmissionId={id}
              narrative={data.narrative}
              parentFeedback={data.parentFeedback}
              onSaved={() => setSigns((n) => n + 1)}
            />
          )}
          {id !== null &&
            (['self', 'peer'] as const).map((kind) => (
              <ChildVoices
                key={`${kind}-${data.term}`}
                studentAdmissionId={id}
                kind={kind}
                answers={kind === 'self' ? data.selfInput : data.peerInput}
                onSaved={() => setSigns((n) => n + 1)}
              />
            ))}
          {CURRICULAR_GOALS.map((goal) => {
            const rows = data.rows.filter((r) => r.goal === goal.code);
            if (rows.length === 0) return null;
            return (
              <Card key={goal.code} withBorder padding="sm">
                <Title order={4} size="h5">
                  {goal.code} {goal.title[lang]}
                </Title>
                <Stack gap="sm" mt="xs">
                  {rows.map((row) => {
                    const choice = choices[row.competency];
                    const level = choice?.level ?? row.confirmed ?? row.suggested;
                    const needsReason = level !== 'notYetObserved' && row.evidence === 0;
                    return (
                      <div key={row.competency}>
                        <Text size="sm" fw={500}>
                          {row.competency} {competencyByCode(row.competency)?.title[lang]}
                        </Text>
                        <Group gap="xs" mt={4}>
                          <Badge variant="light">
                            {t('observations.card.suggested', { level: LEVEL_LABELS[row.suggested][lang] })}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {t('observations.card.evidence', { count: row.evidence })}
                          </Text>
                        </Group>
                        {row.photos.length > 0 && (
                          <Group gap={4} mt={4} data-testid={`hpc-photos-${row.competency}`}>
                            {row.photos.map((f) => (
                              <EvidencePhoto key={f} fileId={f} alt={row.competency} size={56} />
                            ))}
                          </Group>
                        )}
                        <Select
                          mt={4}
                          aria-label={t('observations.card.confirm', { competency: row.competency })}
                          data={LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l][lang] }))}
                          value={level}
                          onChange={(v) => {
                            const picked = LEVELS.find((l) => l === v);
                            if (picked) choose(row.competency, { level: picked }, row);
                          }}
                          allowDeselect={false}
                        />
                        {needsReason && (
                          <TextInput
                            mt={4}
                            label={t('observations.card.reason')}
                            value={choice?.reason ?? row.reason ?? ''}
                            onChange={(e) => choose(row.competency, { reason: e.currentTarget.value }, row)}
                          />
                        )}
                      </div>
                    );
                  })}
                </Stack>
              </Card>
            );
          })}
          {error && <Alert color="red">{error}</Alert>}
          {saved && <Alert color="teal">{t('observations.card.saved')}</Alert>}
          <Button size="lg" onClick={() => void save()} loading={busy} disabled={Object.keys(choices).length === 0}>
            {t('observations.card.save')}
          </Button>
        </Stack>
      )}
    </>
  );
}
