import { Alert, Box, Button, FileButton, Group, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { endpointPath, type EndpointAnswer, type EndpointDeclaration } from '@portal/core';
import { authHeaders, RowErrors, saveBlob, type RowError } from '@portal/ui';
import { useState, type ReactNode } from 'react';

type Outcome = { ok: true; message: string } | { ok: false; message: string; errors: RowError[] };

/**
 * Posts the file as it is (multipart, read by the server as it streams in); a refusal keeps the
 * server's row errors, which the shared JSON client does not pass on.
 */
async function send<E extends EndpointDeclaration>(
  endpoint: E,
  params: Record<string, unknown> | undefined,
  file: File,
): Promise<{ ok: true; answer: EndpointAnswer<E> } | { ok: false; message: string; errors: RowError[] }> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(endpointPath(endpoint.path, params), { method: 'POST', headers: authHeaders(), body: form });
  const body: unknown = await res.json().catch(() => ({}));
  // cast: a 2xx answer of E's path is E's answer
  if (res.ok) return { ok: true, answer: body as EndpointAnswer<E> };
  const refusal = body as { message?: string; errors?: RowError[] };
  return { ok: false, message: refusal.message ?? `Upload failed (${res.status})`, errors: refusal.errors ?? [] };
}

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
      const res = await send(endpoint, params, file);
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
