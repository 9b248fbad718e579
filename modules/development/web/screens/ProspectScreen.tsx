import { Anchor, Badge, Card, Grid, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDateTime, formatPaise } from '@portal/core';
import { LoadError, PageHeader, parseId, useCall, useMessages, useRecord } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { ConvertToCentre } from '../components/ConvertToCentre.tsx';
import { FollowUps } from '../components/FollowUps.tsx';
import { OwnerPicker } from '../components/OwnerPicker.tsx';
import { StageActions } from '../components/StageActions.tsx';
import { TokenLink } from '../components/TokenLink.tsx';
import { developmentMessages } from '../messages/index.ts';
import { prospectShape } from '../../shared/resources.ts';

/** /development/prospects/view/:id: a prospect's details and next steps, the disclosure, territories, follow-ups. */
export default function ProspectScreen() {
  const t = useMessages(developmentMessages);
  const id = parseId(useParams().id) ?? 0;
  const record = useRecord(prospectShape, id);
  const story = useCall(C.prospectStory, { params: { id } });
  const refresh = () => void Promise.all([record.refetch(), story.refetch()]);
  if (record.error) return <LoadError error={record.error} />;
  const p = record.data;
  // Every prospect has a stage (NEW when it is made); a record without one has nothing to show.
  if (!p?.stage) return null;
  const stage = p.stage;
  const s = story.data;
  const facts: [string, string][] = [
    [t('prospect.mobile'), p.mobile],
    [t('prospect.email'), p.email ?? '—'],
    [t('prospect.city'), p.city],
    [t('prospect.pincodes'), (p.pincodes ?? []).join(', ')],
    [t('prospect.investment'), p.investmentBand ? t('investment', { band: p.investmentBand }) : '—'],
    [t('prospect.source'), p.source ? t('source', { source: p.source }) : '—'],
    [t('prospect.since'), formatDateTime(p.stageChangedAt as string)],
  ];
  if (p.tokenAmount)
    facts.push([t('prospect.token'), `${formatPaise(Number(p.tokenAmount))} (${String(p.tokenReference)})`]);
  if (p.lostReason) facts.push([t('prospect.lostBecause'), p.lostReason]);
  return (
    <>
      <PageHeader
        title={p.name}
        crumbs={[{ label: t('prospect.prospects'), to: '/development/prospects' }, { label: p.name }]}
        subtitle={
          <Badge size="lg" data-testid="prospect-stage">
            {t('stage', { stage })}
          </Badge>
        }
        actions={
          <Anchor component={Link} to={`/development/prospects/edit/${id}`}>
            {t('prospect.edit')}
          </Anchor>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Card withBorder radius="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                {facts.map(([k, v]) => (
                  <div key={k}>
                    <Text size="xs" c="dimmed">
                      {k}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {v}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="sm">
                {t('prospect.nextStep')}
              </Title>
              <StageActions id={id} stage={stage} gateOpen={s?.gateOpen ?? true} onDone={refresh} />
              <TokenLink id={id} stage={stage} onPaid={refresh} />
              <ConvertToCentre
                id={id}
                name={p.name}
                email={p.email}
                city={p.city}
                signed={stage === 'AGREEMENT_SIGNED'}
              />
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="sm">
                {t('prospect.followUps')}
              </Title>
              <FollowUps prospectId={id} onDone={refresh} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                {t('prospect.owner')}
              </Title>
              <OwnerPicker id={id} ownerId={p.ownerId} onDone={refresh} />
            </Card>
            <Card withBorder radius="md" data-testid="disclosure-card">
              <Title order={4} mb="xs">
                {t('prospect.disclosure')}
              </Title>
              {s && (
                <Stack gap={4}>
                  <Text size="sm">
                    {s.currentDisclosure
                      ? t('prospect.current', {
                          document: t('prospect.version', {
                            version: s.currentDisclosure.version,
                            title: s.currentDisclosure.title,
                          }),
                        })
                      : t('prospect.currentNone')}
                  </Text>
                  <Text size="sm">
                    {s.sentVersion ? t('prospect.sent', { version: s.sentVersion }) : t('prospect.notSent')}
                  </Text>
                  {s.acknowledgements.map((a) => (
                    <Text size="sm" key={`${a.version}-${a.acknowledgedAt}`}>
                      {t(
                        a.channel !== 'LINK' ? 'prospect.ackStaff' : a.ip ? 'prospect.ackLink' : 'prospect.ackLinkNoIp',
                        { version: a.version, when: formatDateTime(a.acknowledgedAt), ip: a.ip ?? '' },
                      )}
                    </Text>
                  ))}
                  <Group gap="xs">
                    <Badge color={s.gateOpen ? 'green' : 'orange'} data-testid="disclosure-gate">
                      {s.gateOpen ? t('prospect.gateOpen') : t('prospect.gateClosed')}
                    </Badge>
                  </Group>
                </Stack>
              )}
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                {t('prospect.territories')}
              </Title>
              {s?.reservations.length ? (
                s.reservations.map((r) => (
                  <Text size="sm" key={r.territoryId}>
                    {r.pincode}, {r.city}
                  </Text>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  {t('prospect.none')}
                </Text>
              )}
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="sm">
                {t('prospect.stages')}
              </Title>
              <Timeline bulletSize={14} lineWidth={2}>
                {s?.history.map((h, i) => (
                  <Timeline.Item key={i} title={t('stage', { stage: h.toStage })}>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(h.changedAt)}
                      {h.changedBy ? ` · ${h.changedBy}` : ''}
                    </Text>
                    {h.reason && <Text size="xs">{h.reason}</Text>}
                  </Timeline.Item>
                ))}
              </Timeline>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
