import { Badge, Button, Card, Group, Rating, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { EndpointAnswer } from '@portal/core';
import {
  ApiError,
  call,
  EmptyState,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  useCall,
} from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { displayDate, displayTime } from '../../shared/schedule.ts';
import * as C from '../../shared/contracts.ts';

type FeedbackTrainer = EndpointAnswer<typeof C.feedbackForm>['trainers'][number];

const QUESTIONS = [
  ['contentRating', 'Content'],
  ['deliveryRating', 'Delivery'],
  ['engagementRating', 'Engagement'],
  ['overallRating', 'Overall'],
] as const;

type Ratings = Record<(typeof QUESTIONS)[number][0], number>;

/** trainerFeedback: one form per trainer of the training. */
export default function TrainerFeedbackScreen() {
  const trainingID = Number(useParams().trainingID);
  const form = useCall(C.feedbackForm, { params: { id: trainingID } });
  const navigate = useNavigate();
  if (form.error) return <LoadError error={form.error} onRetry={() => form.refetch()} />;
  if (!form.data) return null;
  const { training, trainers } = form.data;
  const done = trainers.every((t) => t.given);
  return (
    <>
      <PageHeader
        title="Trainer feedback"
        subtitle={`${training.title} · ${displayDate(training.fromDate)} ${displayTime(training.fromTime)}`}
        crumbs={[{ label: 'Trainer-led training', to: '/trainer-led' }, { label: 'Feedback' }]}
      />
      {done && (
        <EmptyState
          title="Thank you!"
          message="Your feedback on every trainer is saved."
          action={<Button onClick={() => navigate('/trainer-led')}>Back to trainings</Button>}
        />
      )}
      <Stack>
        {trainers.map((t) => (
          <TrainerCard key={t.trainerUserID} trainingID={trainingID} trainer={t} />
        ))}
      </Stack>
    </>
  );
}

function TrainerCard({ trainingID, trainer }: { trainingID: number; trainer: FeedbackTrainer }) {
  const client = useQueryClient();
  const [ratings, setRatings] = useState<Ratings>({
    contentRating: 0,
    deliveryRating: 0,
    engagementRating: 0,
    overallRating: 0,
  });
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit() {
    const missing = QUESTIONS.filter(([key]) => ratings[key] === 0);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map(([key, label]) => [key, `${label} is required`])));
      return;
    }
    setSaving(true);
    try {
      await call(C.shareFeedback, {
        params: { id: trainingID },
        body: { trainerUserID: trainer.trainerUserID, ...ratings, comments: comments.trim() || null },
      });
      notify({ color: 'green', message: `Feedback on ${trainer.name} saved`, position: 'top-right' });
      await invalidateCalls(client);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      notify({ color: 'red', title: 'Feedback not saved', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card withBorder radius="md" data-testid={`feedback-${trainer.trainerUserID}`}>
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={4}>{trainer.name}</Title>
          <Badge variant="light">{trainer.kind}</Badge>
        </div>
        {trainer.given && <Badge color="green">Feedback shared</Badge>}
      </Group>
      {!trainer.given && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {QUESTIONS.map(([key, label]) => (
              <Stack key={key} gap={2}>
                <Text size="sm" fw={500}>
                  {label} <span style={{ color: 'var(--mantine-color-red-6)' }}>*</span>
                </Text>
                <Rating
                  value={ratings[key]}
                  onChange={(v) => setRatings((r) => ({ ...r, [key]: v }))}
                  size="lg"
                  data-testid={`rating-${key}`}
                  aria-label={label}
                />
                {errors[key] && (
                  <Text size="xs" c="red">
                    {errors[key]}
                  </Text>
                )}
              </Stack>
            ))}
          </SimpleGrid>
          <Textarea
            label="Comments"
            value={comments}
            onChange={(e) => setComments(e.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
            data-testid="feedback-comments"
            error={errors.comments}
          />
          <Group justify="flex-end">
            <Button onClick={submit} loading={saving} data-testid="feedback-submit">
              Submit feedback
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
