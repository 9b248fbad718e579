import { enumLabel } from '@portal/core';
import { Alert, Badge, Button, Card, Drawer, Group, Modal, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBook,
  IconCertificate,
  IconChartBar,
  IconClipboardList,
  IconListCheck,
  IconUsers,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { EndpointAnswer } from '@portal/core';
import {
  apiFetch,
  call,
  EmptyState,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  resources,
  useAccess,
  useCall,
  t,
} from '@portal/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TRAINING_MODULES as M } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { teacherEnrollmentShape } from '../../shared/resources.ts';

/** self-training: head office's content links; a teacher's topics, modules and assessments. */
export default function SelfTrainingScreen() {
  const access = useAccess();
  const admin = access.canRead(M.SELF_TRAINING);
  return (
    <>
      <PageHeader
        title="Self training"
        crumbs={[{ label: t('menu.home'), to: '/profile/dashboard' }, { label: 'Self training' }]}
      />
      <Stack gap="xl">
        {admin && <AdminLinks />}
        {access.canRead(M.TEACHER_TRAINING) && !admin && <MyLearning />}
      </Stack>
    </>
  );
}

function AdminLinks() {
  const links: [string, string, ReactNode][] = [
    ['Training topics', '/self-training/teacher-training-topic', <IconBook key="t" />],
    ['Teacher modules', '/self-training/teacher-module', <IconClipboardList key="m" />],
    ['Assessments', '/self-training/teacher-assessment', <IconListCheck key="a" />],
    ['Enrolments', '/self-training/teacher-enrollment', <IconUsers key="e" />],
    ['Teacher performance', '/self-training/teacher-performance', <IconChartBar key="p" />],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {links.map(([label, to, icon]) => (
        <Card key={to} withBorder radius="md" component={Link} to={to} style={{ textDecoration: 'none' }}>
          <Group>
            {icon}
            <Text fw={600}>{label}</Text>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function MyLearning() {
  const client = useQueryClient();
  const mine = useCall(C.myLearning, undefined, {
    retry: false,
  });
  const [openModule, setOpenModule] = useState<number | null>(null);
  const [paper, setPaper] = useState<number | null>(null);
  if (mine.error) return <LoadError error={mine.error} onRetry={() => mine.refetch()} />;
  if (!mine.data) return null;
  const refresh = () => invalidateCalls(client, C.myLearning, C.moduleContent, C.assessmentPaper);

  async function enrol(topicId: number) {
    try {
      await resources.create(teacherEnrollmentShape, { staffId: mine.data!.staffId, topicId });
      notify({ color: 'green', message: 'Enrolment requested; head office will approve it', position: 'top-right' });
      await refresh();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), position: 'top-right' });
    }
  }

  if (mine.data.topics.length === 0)
    return <EmptyState title="No topics yet" message="Head office has not opened any training topics." />;
  return (
    <>
      <Stack>
        {mine.data.topics.map((topic) => (
          <Card key={topic.id} withBorder radius="md" data-testid={`topic-${topic.id}`}>
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={4}>{topic.name}</Title>
                {topic.description && (
                  <Text size="sm" c="dimmed">
                    {topic.description}
                  </Text>
                )}
              </div>
              {topic.enrollment ? (
                <Badge
                  color={
                    topic.enrollment.status === 'APPROVED'
                      ? 'green'
                      : topic.enrollment.status === 'REJECTED'
                        ? 'red'
                        : 'blue'
                  }
                >
                  {topic.enrollment.status}
                </Badge>
              ) : (
                <Button size="compact-sm" onClick={() => enrol(topic.id)}>
                  Enrol
                </Button>
              )}
            </Group>
            {topic.enrollment?.status === 'REJECTED' && topic.enrollment.remark && (
              <Alert color="red" mt="sm">
                {topic.enrollment.remark}
              </Alert>
            )}
            {topic.enrollment?.status === 'APPROVED' && (
              <Stack gap="xs" mt="md">
                {topic.modules.map((m) => (
                  <Card key={m.id} withBorder radius="sm" padding="sm">
                    <Group justify="space-between">
                      <div>
                        <Text fw={600}>
                          {m.title}{' '}
                          {m.completed && (
                            <Badge color="green" size="xs">
                              Completed
                            </Badge>
                          )}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {enumLabel(m.contentType)} · {m.durationMinutes} min
                        </Text>
                      </div>
                      <Button size="compact-sm" variant="light" onClick={() => setOpenModule(m.id)}>
                        Open
                      </Button>
                    </Group>
                    {m.assessments.map((a) => (
                      <Group key={a.id} justify="space-between" mt="xs" pl="md">
                        <Text size="sm">
                          <IconCertificate size={14} /> {a.title}{' '}
                          <Badge size="xs" variant="outline">
                            {a.assessmentType}
                          </Badge>{' '}
                          {a.bestPercent !== null && (
                            <Badge size="xs" color={a.passed ? 'green' : 'orange'}>
                              Best {a.bestPercent}%
                            </Badge>
                          )}
                        </Text>
                        <Button
                          size="compact-xs"
                          disabled={a.attemptsUsed >= a.maxAttempts}
                          onClick={() => setPaper(a.id)}
                        >
                          {a.attemptsUsed >= a.maxAttempts
                            ? 'No attempts left'
                            : `Take (${a.maxAttempts - a.attemptsUsed} left)`}
                        </Button>
                      </Group>
                    ))}
                  </Card>
                ))}
              </Stack>
            )}
          </Card>
        ))}
      </Stack>
      <Drawer
        opened={openModule !== null}
        onClose={() => setOpenModule(null)}
        position="right"
        size="lg"
        title="Teacher module"
      >
        {openModule !== null && <ModuleViewer id={openModule} onDone={refresh} />}
      </Drawer>
      <Modal opened={paper !== null} onClose={() => setPaper(null)} size="lg" title="Assessment">
        {paper !== null && <AssessmentPaper id={paper} onDone={refresh} />}
      </Modal>
    </>
  );
}

function ModuleViewer({ id, onDone }: { id: number; onDone(): void }) {
  const content = useCall(C.moduleContent, { params: { id } });
  const [pdf, setPdf] = useState<string | null>(null);
  useEffect(() => {
    const fileId = content.data?.contentType === 'PDF' ? content.data.fileId : null;
    if (!fileId) return;
    let url: string | null = null;
    // Files need the bearer token, so the PDF is fetched and shown from a blob.
    apiFetch(`/api/files/${fileId}`)
      .then((res) => res.blob())
      .then((blob) => setPdf((url = URL.createObjectURL(blob))))
      .catch((err: unknown) => notify({ color: 'red', message: errorMessage(err), position: 'top-right' }));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [content.data]);
  if (content.error) return <LoadError error={content.error} />;
  const m = content.data;
  if (!m) return null;
  async function complete() {
    try {
      await call(C.completeModule, { params: { id } });
      notify({ color: 'green', message: 'Module marked complete', position: 'top-right' });
      onDone();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), position: 'top-right' });
    }
  }
  return (
    <Stack>
      <Title order={3}>{m.title}</Title>
      {m.summary && <Text c="dimmed">{m.summary}</Text>}
      {m.contentType === 'TEXT' && <Text style={{ whiteSpace: 'pre-wrap' }}>{m.textContent}</Text>}
      {m.contentType === 'VIDEO' && m.videoUrl && (
        <video src={m.videoUrl} controls style={{ width: '100%', borderRadius: 8 }} />
      )}
      {m.contentType === 'PDF' && pdf && (
        <iframe title={m.title} src={pdf} style={{ width: '100%', height: '60vh', border: 0 }} />
      )}
      <Group justify="flex-end">
        <Button onClick={complete}>Mark complete</Button>
      </Group>
    </Stack>
  );
}

function AssessmentPaper({ id, onDone }: { id: number; onDone(): void }) {
  const paper = useCall(C.assessmentPaper, { params: { id } });
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [result, setResult] = useState<EndpointAnswer<typeof C.submitAttempt> | null>(null);
  const [saving, setSaving] = useState(false);
  if (paper.error) return <LoadError error={paper.error} />;
  const p = paper.data;
  if (!p) return null;
  async function submit() {
    setSaving(true);
    try {
      const body = { answers: Object.fromEntries(p!.questions.map((q) => [String(q.id), answers[q.id] ?? null])) };
      setResult(await call(C.submitAttempt, { params: { id }, body }));
      onDone();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }
  if (result) {
    return (
      <Alert
        color={result.passed ? 'green' : 'orange'}
        title={result.passed ? 'Passed' : 'Not passed yet'}
        data-testid="assessment-result"
      >
        You scored {result.score} of {result.maxScore} ({result.percent}%); the pass mark is {p.passMarkPercent}%.{' '}
        {result.attemptsLeft} attempts left.
      </Alert>
    );
  }
  return (
    <Stack>
      <Title order={4}>{p.title}</Title>
      {p.instructions && <Text size="sm">{p.instructions}</Text>}
      {p.questions.map((q, i) => (
        <Radio.Group
          key={q.id}
          label={`${i + 1}. ${q.question}`}
          description={`${q.marks} mark${q.marks === 1 ? '' : 's'}`}
          value={answers[q.id] ? String(answers[q.id]) : null}
          onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: Number(v) }))}
        >
          <Stack gap={4} mt={6}>
            {q.options.map((o, j) => (
              <Radio key={j} value={String(j + 1)} label={o} />
            ))}
          </Stack>
        </Radio.Group>
      ))}
      <Group justify="flex-end">
        <Button onClick={submit} loading={saving}>
          Submit answers
        </Button>
      </Group>
    </Stack>
  );
}
