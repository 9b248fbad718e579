import { Anchor, Badge, Card, Grid, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatPaise } from '@portal/core';
import { call, LoadError, PageHeader, parseId, resources } from '@portal/ui';
import { Link, useParams } from 'react-router';
import { INVESTMENT_LABELS, SOURCE_LABELS, STAGE_LABELS, type ProspectStage } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { ConvertToCentre } from '../components/ConvertToCentre.tsx';
import { FollowUps } from '../components/FollowUps.tsx';
import { OwnerPicker } from '../components/OwnerPicker.tsx';
import { StageActions } from '../components/StageActions.tsx';

const label = <T extends string>(labels: Record<T, string>, v: unknown) => labels[v as T] ?? String(v ?? '—');

/** /development/prospects/view/:id: a prospect's details and next steps, the disclosure, territories, follow-ups. */
export default function ProspectScreen() {
  const id = parseId(useParams().id) ?? 0;
  const record = useQuery({
    queryKey: ['record', 'dev-prospects', id],
    queryFn: () => resources.get('dev-prospects', id),
  });
  const story = useQuery({
    queryKey: ['development-story', id],
    queryFn: () => call(C.prospectStory, { params: { id } }),
  });
  const refresh = () => void Promise.all([record.refetch(), story.refetch()]);
  if (record.error) return <LoadError error={record.error} />;
  const p = record.data;
  if (!p) return null;
  const stage = p.stage as ProspectStage;
  const s = story.data;
  const facts: [string, string][] = [
    ['Mobile', String(p.mobile)],
    ['Email', String(p.email ?? '—')],
    ['City', String(p.city)],
    ['PIN codes wanted', ((p.pincodes as string[]) ?? []).join(', ')],
    ['Investment', label(INVESTMENT_LABELS, p.investmentBand)],
    ['Source', label(SOURCE_LABELS, p.source)],
    ['In this stage since', formatDateTime(p.stageChangedAt as string)],
  ];
  if (p.tokenAmount) facts.push(['LOI token', `${formatPaise(Number(p.tokenAmount))} (${String(p.tokenReference)})`]);
  if (p.lostReason) facts.push(['Lost because', String(p.lostReason)]);
  return (
    <>
      <PageHeader
        title={String(p.name)}
        crumbs={[{ label: 'Franchise prospects', to: '/development/prospects' }, { label: String(p.name) }]}
        subtitle={
          <Badge size="lg" data-testid="prospect-stage">
            {STAGE_LABELS[stage]}
          </Badge>
        }
        actions={
          <Anchor component={Link} to={`/development/prospects/edit/${id}`}>
            Edit
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
                Next step
              </Title>
              <StageActions id={id} stage={stage} gateOpen={s?.gateOpen ?? true} onDone={refresh} />
              <ConvertToCentre
                id={id}
                name={String(p.name)}
                email={(p.email as string | null) ?? null}
                city={String(p.city)}
                signed={stage === 'AGREEMENT_SIGNED'}
              />
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="sm">
                Follow-ups
              </Title>
              <FollowUps prospectId={id} onDone={refresh} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                Owner
              </Title>
              <OwnerPicker id={id} ownerId={p.ownerId as number | null} onDone={refresh} />
            </Card>
            <Card withBorder radius="md" data-testid="disclosure-card">
              <Title order={4} mb="xs">
                Disclosure
              </Title>
              {s && (
                <Stack gap={4}>
                  <Text size="sm">
                    Current document:{' '}
                    {s.currentDisclosure
                      ? `version ${s.currentDisclosure.version}, ${s.currentDisclosure.title}`
                      : 'none uploaded'}
                  </Text>
                  <Text size="sm">Sent: {s.sentVersion ? `version ${s.sentVersion}` : 'not yet'}</Text>
                  {s.acknowledgements.map((a) => (
                    <Text size="sm" key={`${a.version}-${a.acknowledgedAt}`}>
                      Version {a.version} acknowledged {formatDateTime(a.acknowledgedAt)}{' '}
                      {a.channel === 'LINK'
                        ? `through the link from ${a.ip ?? 'an unknown address'}`
                        : 'as recorded by staff'}
                    </Text>
                  ))}
                  <Group gap="xs">
                    <Badge color={s.gateOpen ? 'green' : 'orange'} data-testid="disclosure-gate">
                      {s.gateOpen ? 'Current disclosure acknowledged' : 'Awaiting acknowledgement'}
                    </Badge>
                  </Group>
                </Stack>
              )}
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                Territories reserved
              </Title>
              {s?.reservations.length ? (
                s.reservations.map((r) => (
                  <Text size="sm" key={r.territoryId}>
                    {r.pincode}, {r.city}
                  </Text>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  None
                </Text>
              )}
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="sm">
                Stages
              </Title>
              <Timeline bulletSize={14} lineWidth={2}>
                {s?.history.map((h, i) => (
                  <Timeline.Item key={i} title={label(STAGE_LABELS, h.toStage)}>
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
