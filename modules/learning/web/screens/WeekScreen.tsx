import { Anchor, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDate, formatDateTime, type EndpointAnswer } from '@portal/core';
import {
  DataTable,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  resources,
  StatusBadge,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { curriculumWeekShape } from '../../shared/resources.ts';
import { RichTextField } from '@portal/ui/rich-text';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { DAY_NAMES, DAYS_IN_WEEK } from '../../shared/constants.ts';

type Version = EndpointAnswer<typeof C.weekVersions>['rows'][number];
type PlannedDay = EndpointAnswer<typeof C.weekPreview>['plan']['days'][number];

/** Every day of the week, written or not: an unwritten day links to writing it. */
interface DayRow {
  dayNo: number;
  title: string | null;
}

const dayRows = (days: PlannedDay[]): DayRow[] =>
  Array.from({ length: DAYS_IN_WEEK }, (_, i) => ({
    dayNo: i + 1,
    title: days.find((d) => d.dayNo === i + 1)?.title ?? null,
  }));

function dayColumns(weekId: number): DataColumn<DayRow>[] {
  return [
    { id: 'day', header: 'Day', primary: true, cell: (d) => DAY_NAMES[d.dayNo - 1] },
    {
      id: 'plan',
      header: 'Plan',
      cell: (d) => (
        <Anchor component={Link} to={`/learning/editDayGlanceDetails/${weekId}/${d.dayNo}`} size="sm">
          {d.title ?? `Write ${DAY_NAMES[d.dayNo - 1]}'s plan`}
        </Anchor>
      ),
    },
  ];
}

const versionColumns: DataColumn<Version>[] = [
  { id: 'version', header: 'Version', primary: true, sort: true },
  { id: 'createdAt', header: 'Published', nowrap: true, sort: true, cell: (v) => formatDateTime(v.createdAt) },
  { id: 'createdBy', header: 'By', cell: (v) => v.createdBy ?? '' },
  { id: 'centres', header: 'Centres reading it' },
  { id: 'note', header: 'Note', cell: (v) => v.note ?? '' },
];

/**
 * learning-cms/curriculum-cms/{curriculumCmsId}/{weekId}: one week at a glance: its overview, its six
 * days (each written on its own screen), preview, publishing to the centres and the versions published.
 */
export default function WeekScreen() {
  const params = useParams();
  const weekId = Number(params.weekId);
  const folderId = Number(params.curriculumCmsId);
  const preview = useCall(C.weekPreview, { params: { id: weekId } });
  const versions = useCall(C.weekVersions, { params: { id: weekId } });
  const [title, setTitle] = useState('');
  const [overview, setOverview] = useState('');
  const [publishing, setPublishing] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const plan = preview.data?.plan;
  useEffect(() => {
    if (plan) {
      setTitle(plan.title);
      setOverview(plan.overview ?? '');
    }
  }, [plan]);
  const fail = preview.error ?? versions.error;
  if (fail) return <LoadError error={fail} onRetry={() => void preview.refetch().then(() => versions.refetch())} />;

  const refresh = () => Promise.all([preview.refetch(), versions.refetch()]);
  async function run(action: () => Promise<unknown>, done: string) {
    setError(null);
    try {
      await action();
      notify({ color: 'green', message: done });
      await refresh();
      return true;
    } catch (err) {
      setError(errorMessage(err));
      return false;
    }
  }
  const save = () => run(() => resources.update(curriculumWeekShape, weekId, { title, overview }), 'Week saved');
  const publish = async () => {
    const ok = await run(
      () => resources.command(curriculumWeekShape, weekId, 'publish', note ? { note } : {}),
      'Week published to the centres',
    );
    if (ok) setPublishing(false);
  };
  const withdraw = () => run(() => resources.command(curriculumWeekShape, weekId, 'withdraw'), 'Week withdrawn');

  return (
    <>
      <PageHeader
        title={plan ? `Week ${plan.weekNo}: ${plan.title}` : 'Week at a glance'}
        subtitle={plan ? `${plan.className} · from ${formatDate(plan.startsOn)}` : undefined}
        crumbs={[
          { label: 'Curriculum CMS', to: '/learning-cms/curriculum-cms' },
          { label: plan?.folder ?? 'Folder', to: folderId ? `/learning-cms/folder-cms/${folderId}` : undefined },
          { label: 'Week' },
        ]}
        actions={
          <Group>
            {preview.data && <StatusBadge status={preview.data.status} />}
            <Button component={Link} to={`/learning-cms/preview/${weekId}`} variant="light">
              Preview
            </Button>
            <Button onClick={() => setPublishing(true)} color="green">
              Publish
            </Button>
            {preview.data?.status === 'PUBLISHED' && (
              <Button variant="light" color="red" onClick={() => void withdraw()}>
                Withdraw
              </Button>
            )}
          </Group>
        }
      />
      <Stack>
        {error && (
          <Text c="red.9" role="alert">
            {error}
          </Text>
        )}
        <Card withBorder radius="md">
          <Stack>
            <Title order={2} size="h4">
              Week at a glance
            </Title>
            <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maw={480} />
            <RichTextField label="Overview" value={overview} onChange={setOverview} />
            <Group>
              <Button onClick={() => void save()}>Save week</Button>
            </Group>
          </Stack>
        </Card>
        <Title order={2} size="h4">
          Days at a glance
        </Title>
        <DataTable
          data={preview.data && dayRows(plan?.days ?? [])}
          columns={dayColumns(weekId)}
          rowId={(d) => String(d.dayNo)}
        />
        <Title order={2} size="h4">
          Versions
        </Title>
        <DataTable
          data={versions.data?.rows}
          columns={versionColumns}
          rowId={(v) => String(v.id)}
          empty="Not published yet."
        />
      </Stack>
      <Modal opened={publishing} onClose={() => setPublishing(false)} title="Publish the week">
        <Stack>
          <Text size="sm">
            The week as it stands becomes the next version; every active centre that runs{' '}
            {plan?.className ?? 'the class'} reads it from now on.
          </Text>
          <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          <Group justify="end">
            <Button onClick={() => void publish()} color="green">
              Publish to centres
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
