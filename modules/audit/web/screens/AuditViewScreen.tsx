import { Accordion, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '@portal/core';
import { EmptyState, LoadError, PageHeader, useAccess, useCall } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { AUDIT_MODULES as M, AUDIT_RESPONSE_LABELS } from '../../shared/constants.ts';
import { EvidenceThumb, ScoreBadge, StatusBadge, typeLabel } from '../components/bits.tsx';
import { NonComplianceCard } from '../components/NonComplianceCard.tsx';

const RESPONSE_COLOR: Record<string, string> = { yes: 'green', no: 'red', na: 'gray' };

/** audit/viewAudit/{id} and my-audit/viewAudit/{id}: the score, every answer, and the closure of what failed. */
export default function AuditViewScreen({ mine = false }: { mine?: boolean }) {
  const params = useParams();
  const id = Number(params.id ?? params.auditId);
  const access = useAccess();
  const contract = mine ? C.myAuditDetails : C.auditDetails;
  const details = useCall(
    contract,
    { params: { id } },
    {
      enabled: Number.isInteger(id) && id > 0,
    },
  );
  if (details.error) return <LoadError error={details.error} onRetry={() => details.refetch()} />;
  const a = details.data;
  if (!a) return null;
  const items = a.categories.flatMap((c) => c.subCategories.flatMap((s) => s.items));
  const itemOf = (responseId: number) => items.find((i) => i.id === responseId);
  const open = a.nonCompliances.filter((n) => n.status === 'OPEN');
  const canFill = a.status === 'IN-PROGRESS' && access.canWrite(M.AUDIT);
  const canClose = access.canWrite(M.MY_AUDIT);
  const back = mine ? { label: 'My audits', to: '/my-audit/list' } : { label: 'Audits', to: '/audit/list' };

  return (
    <>
      <PageHeader
        title={`${typeLabel(a.auditType)} · ${a.centre}`}
        subtitle={`${formatDate(a.auditDate)}${a.auditor ? ` · by ${a.auditor}` : ''}${a.title ? ` · ${a.title}` : ''}`}
        crumbs={[back, { label: formatDate(a.auditDate) }]}
        actions={
          <Group>
            <StatusBadge status={a.status} />
            {canFill && (
              <Button component={Link} to={`/audit/editAudit/${a.id}`}>
                Continue filling
              </Button>
            )}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Score
          </Text>
          <div data-testid="audit-score">
            <ScoreBadge score={a.scorePercent ?? a.provisionalScore} band={a.band} />
          </div>
          {a.scorePercent === null && (
            <Text size="xs" c="dimmed">
              So far, from {a.answered} of {a.total} answers
            </Text>
          )}
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Answered
          </Text>
          <Text fw={600}>
            {a.answered} of {a.total}
          </Text>
          <Progress value={a.total ? (a.answered * 100) / a.total : 0} mt={6} aria-label="Answered" />
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Non-compliances
          </Text>
          <Text fw={600}>
            {open.length} open of {a.nonCompliances.length}
          </Text>
          {a.submittedAt && (
            <Text size="xs" c="dimmed">
              Submitted {formatDateTime(a.submittedAt)}
              {a.closedAt ? ` · closed ${formatDateTime(a.closedAt)}` : ''}
            </Text>
          )}
        </Card>
      </SimpleGrid>
      {a.summary && (
        <Card withBorder radius="md" mb="md">
          <Text size="sm" c="dimmed">
            Summary
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{a.summary}</Text>
        </Card>
      )}

      {a.nonCompliances.length > 0 && (
        <Stack mb="lg" gap="sm">
          <Title order={4}>Non-compliances</Title>
          {a.nonCompliances.map((nc) => (
            <NonComplianceCard
              key={nc.id}
              nc={nc}
              item={itemOf(nc.responseId)}
              audit={{ id: a.id, franchiseeId: a.franchiseeId }}
              canAct={canClose}
              onChanged={() => details.refetch()}
            />
          ))}
        </Stack>
      )}

      <Title order={4} mb="sm">
        Answers
      </Title>
      {items.length === 0 ? (
        <EmptyState title="This audit has no items" />
      ) : (
        // Items are keyed by position: a category's name has spaces, which an element's id may not.
        <Accordion variant="separated" multiple defaultValue={a.categories.map((_, i) => `category-${i}`)}>
          {a.categories.map((c, i) => (
            <Accordion.Item key={c.name} value={`category-${i}`}>
              <Accordion.Control>
                <Text fw={600}>{c.name}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  {c.subCategories.map((s) => (
                    <Stack key={s.name} gap={6}>
                      <Group justify="space-between">
                        <Text fw={500}>{s.name}</Text>
                        <ScoreBadge score={s.scorePercent} band={null} />
                      </Group>
                      {s.items.map((i) => (
                        <Card key={i.id} withBorder radius="sm" padding="xs">
                          <Group justify="space-between" wrap="nowrap" align="flex-start">
                            <Text size="sm">
                              {i.text}{' '}
                              <Text span size="xs" c="dimmed">
                                ({i.weight} %)
                              </Text>
                            </Text>
                            {i.response ? (
                              <Badge color={RESPONSE_COLOR[i.response]} style={{ flexShrink: 0 }}>
                                {AUDIT_RESPONSE_LABELS[i.response]}
                              </Badge>
                            ) : (
                              <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
                                Not answered
                              </Badge>
                            )}
                          </Group>
                          {i.comment && (
                            <Text size="xs" c="dimmed" mt={4}>
                              {i.comment}
                            </Text>
                          )}
                          {i.photos.length > 0 && (
                            <Group gap="xs" mt={6}>
                              {i.photos.map((p) => (
                                <EvidenceThumb key={p.id} fileId={p.fileId} caption={p.caption} />
                              ))}
                            </Group>
                          )}
                        </Card>
                      ))}
                    </Stack>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </>
  );
}
