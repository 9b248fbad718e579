import { Alert, Button, Card, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { PageHeader, RowErrors, sendSheet, type RowError } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

type Outcome = { ok: true; message: string } | { ok: false; message: string; errors: RowError[] };

const COLUMNS = 'Class, Week, Week title, Starts on, Day, Day title, Activities, Materials, Learning outcomes';

/** learning/bulkUploadCurriculumCMS/{folderMapID}: a month's plan from a CSV or XLSX sheet into a folder. */
export default function PlanUploadScreen() {
  const folderId = Number(useParams().folderMapID);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send() {
    if (!file) return;
    setBusy(true);
    try {
      const res = await sendSheet(C.uploadPlan, { id: folderId }, file);
      if (res.ok) {
        const a = res.answer;
        setOutcome({
          ok: true,
          message: `${a.created} weeks added, ${a.updated} weeks replaced, ${a.days} days saved`,
        });
      } else setOutcome(res);
    } catch {
      setOutcome({ ok: false, message: 'Service Unavailable!', errors: [] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Upload a month's plan"
        crumbs={[
          { label: 'Curriculum CMS', to: '/learning-cms/curriculum-cms' },
          { label: 'Folder', to: `/learning-cms/folder-cms/${folderId}` },
          { label: 'Upload' },
        ]}
      />
      <Card withBorder radius="md" maw={860}>
        <Stack>
          <Text size="sm">
            One row per day at a glance, under a header row with the columns <b>{COLUMNS}</b>.
          </Text>
          <List size="sm">
            <List.Item>Weeks start on a Monday (DD-MM-YYYY); days are 1 (Monday) to 6 (Saturday).</List.Item>
            <List.Item>A week or day already in the folder is replaced by the sheet's.</List.Item>
            <List.Item>If any row has a problem nothing is saved, and every bad row is listed.</List.Item>
          </List>
          <Group>
            <FileButton onChange={setFile} accept=".xlsx,.csv">
              {(props) => (
                <Button variant="default" {...props}>
                  {file ? file.name : 'Choose a file'}
                </Button>
              )}
            </FileButton>
            <Button onClick={() => void send()} disabled={!file} loading={busy}>
              Upload
            </Button>
            <Button variant="subtle" component={Link} to={`/learning-cms/folder-cms/${folderId}`}>
              Back to the folder
            </Button>
          </Group>
          {outcome && (
            <Alert color={outcome.ok ? 'green' : 'red'} title={outcome.message}>
              {!outcome.ok && outcome.errors.length > 0 && <RowErrors errors={outcome.errors} />}
            </Alert>
          )}
        </Stack>
      </Card>
    </>
  );
}
