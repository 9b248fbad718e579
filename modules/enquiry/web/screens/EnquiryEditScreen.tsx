import { Anchor, Badge, Button, Card, Grid, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDateTime } from '@portal/core';
import { LoadError, PageHeader, ResourceForm, useAccess, useCall } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ENQUIRY_MODULES as M } from '../../shared/modules.ts';
import { enquiryShape } from '../../shared/resources.ts';
import { isBskSecondLevel, isStage } from '../../shared/index.ts';
import * as C from '../../shared/contracts.ts';
import { labelOf, STAGE_LABELS } from '../../shared/labels.ts';
import { dateText, SpancoBadge, StageBadge } from '../components/bits.tsx';
import { FollowUps } from '../components/FollowUps.tsx';
import { StageMove } from '../components/StageMove.tsx';
import { WorkflowSteps } from '../components/WorkflowSteps.tsx';

/**
 * The Spanco edit (edit/{enquiryCode}/{radio?}, enquiry/edit/{enquiryCode}, and the
 * registration and admission form routes): the enquiry, its stage, follow-ups, forms and fees.
 */
export default function EnquiryEditScreen() {
  const { enquiryCode } = useParams();
  const access = useAccess();
  const [editing, setEditing] = useState(false);
  const flow = useCall(C.enquiryByCode, { params: { enquiryCode: enquiryCode ?? '' } });
  if (flow.error) return <LoadError error={flow.error} onRetry={() => flow.refetch()} />;
  if (!flow.data) return null;
  const { enquiry: e, forms, followUps, stageEvents, student, centreFees } = flow.data;
  const refresh = () => void flow.refetch();
  const field = (label: string, value: unknown) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === null || value === undefined || value === '' ? '—' : String(value)}</Text>
    </div>
  );

  return (
    <>
      <PageHeader
        title={`${e.childName} · ${e.enquiryCode}`}
        subtitle={
          <Group gap="xs">
            <StageBadge stage={e.stage} />
            <SpancoBadge status={e.spancoStatus} />
            <Text size="sm" c="dimmed">
              {e.spancoSubStatus}
            </Text>
            {isBskSecondLevel(e) && (
              <Badge color="grape" variant="light" data-testid="bsk-second-level">
                BSK flow: second level
              </Badge>
            )}
          </Group>
        }
        crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: e.enquiryCode }]}
        actions={
          student ? (
            <Button
              component={Link}
              to={`/students/admissions-form/${student.admissionId}`}
              variant="light"
              data-testid="admission-link"
            >
              Admission form
            </Button>
          ) : undefined
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Card withBorder radius="md">
              <Group justify="space-between" mb="xs">
                <Title order={4}>Enquiry</Title>
                {access.canWrite('enquiry') && (
                  <Button size="xs" variant="subtle" onClick={() => setEditing((x) => !x)}>
                    {editing ? 'Close' : 'Edit details'}
                  </Button>
                )}
              </Group>
              {editing ? (
                <ResourceForm
                  resource={enquiryShape}
                  id={e.id}
                  onSaved={() => {
                    setEditing(false);
                    refresh();
                  }}
                  onCancel={() => setEditing(false)}
                />
              ) : (
                <Grid gap="xs">
                  <Grid.Col span={6}>{field('Parent', e.parentName)}</Grid.Col>
                  <Grid.Col span={6}>{field('Mobile', e.mobile)}</Grid.Col>
                  <Grid.Col span={6}>{field('Email', e.email)}</Grid.Col>
                  <Grid.Col span={6}>{field('Class', e.classIdLabel)}</Grid.Col>
                  <Grid.Col span={6}>{field('Date of birth', dateText(e.childDob))}</Grid.Col>
                  <Grid.Col span={6}>{field('PIN code', e.pincode)}</Grid.Col>
                  <Grid.Col span={6}>{field('Source', e.source)}</Grid.Col>
                  <Grid.Col span={6}>{field('Counsellor', e.assignedToLabel)}</Grid.Col>
                  <Grid.Col span={6}>{field('Next follow-up', dateText(e.nextFollowUpDate))}</Grid.Col>
                  <Grid.Col span={6}>{field('Enquiry date', formatDateTime(String(e.createdAt)))}</Grid.Col>
                  <Grid.Col span={12}>{field('Remarks', e.remarks)}</Grid.Col>
                </Grid>
              )}
            </Card>
            {access.canWrite('enquiry') && isStage(e.stage) && (
              <Card withBorder radius="md">
                <Title order={4} mb="xs">
                  Stage
                </Title>
                <StageMove
                  key={`${e.stage}-${e.spancoSubStatus}`}
                  enquiryId={e.id}
                  stage={e.stage}
                  subStatus={e.spancoSubStatus}
                  onMoved={refresh}
                />
              </Card>
            )}
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                History
              </Title>
              <Timeline bulletSize={12} lineWidth={2} active={stageEvents.length}>
                {stageEvents.map((s) => (
                  <Timeline.Item key={s.id} title={labelOf(STAGE_LABELS, s.toStage)}>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(s.at)} · {s.spancoStatus} / {s.spancoSubStatus}
                    </Text>
                    {s.reason && <Text size="xs">{s.reason}</Text>}
                  </Timeline.Item>
                ))}
              </Timeline>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                Application, registration and admission
              </Title>
              <WorkflowSteps enquiryId={e.id} forms={forms} centreFees={centreFees} onChanged={refresh} />
              {access.canRead(M.APPROVE_PAYMENT) && (
                // Finance's view of the enquiry's fee requests and every payment on them, to approve the desk's.
                <Anchor component={Link} to={`/approve-payment/approve-payment-details/${e.id}`} size="sm">
                  Payments on this enquiry
                </Anchor>
              )}
              {student && (
                <Group mt="sm" gap="xs">
                  <Badge color="green">Admitted</Badge>
                  <Anchor component={Link} to={`/students/admissions-form/${student.admissionId}`}>
                    View the student's admission
                  </Anchor>
                </Group>
              )}
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                Follow-ups
              </Title>
              <FollowUps enquiryId={e.id} rows={followUps} onChanged={refresh} canWrite={access.canWrite('followup')} />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
