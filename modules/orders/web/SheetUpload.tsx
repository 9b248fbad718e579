import { Alert, Box, Button, FileButton, Group, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import type { EndpointAnswer, EndpointDeclaration } from '@portal/core';
import { RowErrors, saveBlob, sendSheet, type RowError } from '@portal/ui';
import { useState, type ReactNode } from 'react';

type Outcome = { ok: true; message: string } | { ok: false; message: string; errors: RowError[] };

/**
 * Choose a CSV or XLSX file, download a template, upload it, then the outcome: what was saved, or
 * why nothing was (every bad row by its number in the file).
 */
export function SheetUpload<E extends EndpointDeclaration>({
  endpoint,
  params,
  template,
  success,
  actions,
}: {
  endpoint: E;
  params?: Record<string, unknown>;
  template: { name: string; csv: string };
  success(answer: EndpointAnswer<E>): string;
  actions?: ReactNode;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function upload() {
    if (!file) return setOutcome({ ok: false, message: 'Choose a CSV or Excel file first', errors: [] });
    if (!/\.(csv|xlsx)$/i.test(file.name))
      return setOutcome({ ok: false, message: 'The file must be a CSV (.csv) or Excel (.xlsx) file', errors: [] });
    setBusy(true);
    try {
      const res = await sendSheet(endpoint, params, file);
      setOutcome(res.ok ? { ok: true, message: success(res.answer) } : res);
    } catch {
      setOutcome({ ok: false, message: 'Service Unavailable!', errors: [] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Group>
        <FileButton
          onChange={(f) => {
            setFile(f);
            setOutcome(null);
          }}
          accept=".csv,text/csv,.xlsx"
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileUpload size={16} />}>
              Choose CSV or Excel file
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed" data-testid="upload-file">
          {file?.name ?? 'No file chosen'}
        </Text>
        <Button
          variant="subtle"
          onClick={() => saveBlob(new Blob([template.csv], { type: 'text/csv' }), template.name)}
        >
          Download template
        </Button>
      </Group>
      <Group>
        <Button onClick={upload} loading={busy} disabled={!file}>
          Upload
        </Button>
        {actions}
      </Group>
      {outcome?.ok && (
        <Alert color="green" title="Uploaded" data-testid="upload-result">
          {outcome.message}
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert color="red" title="Nothing was saved" data-testid="upload-result">
          {outcome.message}
          {outcome.errors.length > 0 && (
            <Box mt="sm">
              <RowErrors errors={outcome.errors} />
            </Box>
          )}
        </Alert>
      )}
    </>
  );
}
