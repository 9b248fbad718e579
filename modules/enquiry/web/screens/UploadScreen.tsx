import { Alert, Button, Card, FileInput, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatPercent, type EndpointAnswer } from '@portal/core';
import { PageHeader, RowErrors, useAccess, withQuery } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { shownHeading, UPLOAD_COLUMNS } from '../../shared/upload-columns.ts';
import { uploadWithReport } from '../components/upload-with-report.ts';
import { useState } from 'react';
import { z } from 'zod';

type Result = EndpointAnswer<typeof C.uploadEnquiries>;
type RowError = Result['errors'][number];

/** A refused upload's answer: why, and (all or nothing) every bad row. */
const refusal = z.object({
  message: z.string().catch('Upload failed'),
  errors: C.uploadReport.shape.errors.catch([]),
});

/** The column a problem is in, as the file's heading names it: the answer names the field ('childDob', 'class'). */
const columnHeading = (field: string) =>
  UPLOAD_COLUMNS.find((c) => c.field === field || c.heading.toLowerCase() === field)?.heading ?? field;

/** upload/enquiries: a CSV or XLSX file with a progress bar and a row-by-row report. */
export default function UploadScreen() {
  const access = useAccess();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'all-or-nothing' | 'skip-bad-rows'>('all-or-nothing');
  const [progress, setProgress] = useState<number | null>(null);
  const [processing, setProcessing] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [refused, setRefused] = useState<{ message: string; errors: RowError[] } | null>(null);

  async function send() {
    if (!file) return;
    setResult(null);
    setRefused(null);
    setProgress(0);
    const url = withQuery(C.uploadEnquiries.path, {
      mode,
      franchiseeID: access.franchiseeId,
      academicYearID: access.academicYearId,
    });
    const answer = await uploadWithReport(url, file, (loaded, total) => {
      setProgress(Number(formatPercent(loaded, total)));
      if (loaded >= total) setProcessing(true);
    });
    setProcessing(false);
    const report = C.uploadReport.safeParse(answer.body);
    if (answer.status >= 200 && answer.status < 300 && report.success) setResult(report.data);
    else setRefused(refusal.parse(answer.body));
  }

  const errors = (result?.errors ?? refused?.errors ?? []).map((e) => ({ ...e, field: columnHeading(e.field) }));
  return (
    <>
      <PageHeader title="Upload enquiries" crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: 'Upload' }]} />
      <Card withBorder radius="md">
        <Stack>
          <Text size="sm" c="dimmed">
            Columns: {UPLOAD_COLUMNS.map(shownHeading).join(', ')}. Up to 2,00,000 rows; the leads go to the selected
            centre and year.
          </Text>
          <Group align="flex-end">
            <FileInput
              label="File"
              placeholder="Choose a .csv or .xlsx file"
              accept=".csv,.xlsx,text/csv"
              value={file}
              onChange={setFile}
              w={320}
              data-testid="upload-file"
            />
            <SegmentedControl
              value={mode}
              onChange={(v) => setMode(v)}
              data={[
                { value: 'all-or-nothing', label: 'All or nothing' },
                { value: 'skip-bad-rows', label: 'Skip bad rows' },
              ]}
            />
            <Button onClick={send} disabled={!file} loading={processing} data-testid="upload-send">
              Upload
            </Button>
          </Group>
          {progress !== null && (
            <div>
              <Progress value={progress} animated={processing} data-testid="upload-progress" />
              <Text size="xs" c="dimmed">
                {processing ? 'Checking and saving the rows…' : `${progress.toFixed(2)}% sent`}
              </Text>
            </div>
          )}
          {result && (
            <Alert color={result.errors.length ? 'yellow' : 'green'} data-testid="upload-result">
              {result.created} of {result.total} rows imported; {result.skipped} skipped.
            </Alert>
          )}
          {refused && <Alert color="red">{refused.message}</Alert>}
          {errors.length > 0 && <RowErrors errors={errors} withColumn />}
        </Stack>
      </Card>
    </>
  );
}
