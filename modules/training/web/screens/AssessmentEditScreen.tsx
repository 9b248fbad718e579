import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Divider,
  Group,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  call,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  parseId,
  ResourceForm,
  useCall,
  type ResourceScreenProps,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { teacherAssessmentShape } from '../../shared/resources.ts';

/** A question as the editor holds it (the right option may be unset, marks may be half-typed). */
interface Question {
  id?: number;
  question: string;
  options: string[];
  correctOption: number | null;
  marks: number | string;
}

/** edit-teacher-assessment/{assessmentID}: the assessment, then its whole question paper. */
export default function AssessmentEditScreen({ links }: ResourceScreenProps) {
  const id = parseId(useParams().assessmentID);
  const navigate = useNavigate();
  const list = links.list ?? '/self-training/teacher-assessment';
  if (!id) return null;
  return (
    <>
      <PageHeader title="Edit assessment" crumbs={[{ label: 'Assessments', to: list }, { label: 'Edit' }]} />
      <ResourceForm
        resource={teacherAssessmentShape}
        id={id}
        onSaved={() => navigate(list)}
        onCancel={() => navigate(-1)}
      />
      <Divider my="xl" />
      <QuestionPaper assessmentId={id} />
    </>
  );
}

function QuestionPaper({ assessmentId }: { assessmentId: number }) {
  const client = useQueryClient();
  const saved = useCall(C.listQuestions, { params: { id: assessmentId } });
  const [questions, setQuestions] = useState<Question[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (saved.data) setQuestions(saved.data.rows);
  }, [saved.data]);
  if (saved.error) return <LoadError error={saved.error} onRetry={() => saved.refetch()} />;

  const change = (i: number, patch: Partial<Question>) =>
    setQuestions((qs) => qs.map((q, j) => (j === i ? { ...q, ...patch } : q)));

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      const body = {
        questions: questions.map((q) => ({
          ...(q.id ? { id: q.id } : {}),
          question: q.question,
          options: q.options,
          correctOption: q.correctOption ?? 0,
          marks: Number(q.marks),
        })),
      };
      await call(C.saveQuestions, { params: { id: assessmentId }, body });
      await invalidateCalls(client, C.listQuestions);
      notify({ color: 'green', message: 'Questions saved', position: 'top-right' });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      notify({ color: 'red', title: 'Questions not saved', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Questions</Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setQuestions((qs) => [...qs, { question: '', options: [], correctOption: null, marks: 1 }])}
        >
          Add question
        </Button>
      </Group>
      {errors.questions && <Alert color="red">{errors.questions}</Alert>}
      {questions.length === 0 && <Text c="dimmed">No questions yet.</Text>}
      {questions.map((q, i) => (
        <Card key={q.id ?? `new-${i}`} withBorder radius="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <Text fw={600}>Question {i + 1}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove question ${i + 1}`}
                onClick={() => setQuestions((qs) => qs.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Textarea
              label="Question"
              required
              autosize
              minRows={1}
              value={q.question}
              onChange={(e) => change(i, { question: e.currentTarget.value })}
              error={errors[`questions.${i}.question`]}
            />
            <TagsInput
              label="Options"
              description="Type an option and press Enter"
              required
              value={q.options}
              onChange={(options) => change(i, { options })}
              error={errors[`questions.${i}.options`]}
              maxTags={6}
            />
            <Group grow>
              <Select
                label="Right option"
                required
                data={q.options.map((o, j) => ({ value: String(j + 1), label: `${j + 1}. ${o}` }))}
                value={q.correctOption ? String(q.correctOption) : null}
                onChange={(v) => change(i, { correctOption: v ? Number(v) : null })}
                error={errors[`questions.${i}.correctOption`]}
              />
              <NumberInput
                label="Marks"
                required
                min={1}
                max={20}
                allowDecimal={false}
                value={q.marks}
                onChange={(v) => change(i, { marks: v })}
                error={errors[`questions.${i}.marks`]}
              />
            </Group>
          </Stack>
        </Card>
      ))}
      <Group justify="flex-end">
        <Button onClick={save} loading={saving} data-testid="save-questions">
          Save questions
        </Button>
      </Group>
    </Stack>
  );
}
