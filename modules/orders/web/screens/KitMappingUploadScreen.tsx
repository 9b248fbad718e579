import { Alert, Button, Card, FileButton, Group, List, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFileUpload } from '@tabler/icons-react';
import { KIT_TYPES } from '@portal/core';
import { LoadError, PageHeader, api, authHeaders, saveBlob } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

interface RowError {
  row: number;
  message: string;
}

type Outcome = { ok: true; message: string } | { ok: false; message: string; errors: RowError[] };

/** Posts the file as it is; a refusal keeps the server's row errors (the shared client drops them). */
async function send(url: string, file: File): Promise<Outcome & { body?: Record<string, unknown> }> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(url, { method: 'POST', headers: authHeaders(), body: form });
  const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: RowError[] } & Record<
    string,
    unknown
  >;
  if (res.ok) return { ok: true, message: '', body };
  return { ok: false, message: body.message ?? `Upload failed (${res.status})`, errors: body.errors ?? [] };
}

/**
 * kit-mapping/upload-mapping/{kitType}: a CSV or XLSX sheet of class, sku and quantity maps a kit to each
 * class in it (new PENDING mappings). …/{kitMapId}: a sheet of sku and quantity replaces the
 * products of one PENDING mapping. All or nothing; bad rows are listed by number.
 */
export default function KitMappingUploadScreen() {
  const { kitType: slug, kitMapId } = useParams();
  const kit = KIT_TYPES.find((k) => k.slug === slug && k.onMapping);
  const mapping = useQuery({
    queryKey: ['kit-mapping', Number(kitMapId)],
    enabled: Boolean(kitMapId),
    queryFn: () => api<{ name: string; status: string }>(`/api/kit-mapping/${kitMapId}`),
  });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const columns = kitMapId ? ['sku', 'quantity'] : ['class', 'sku', 'quantity'];
  const example = kitMapId
    ? 'sku,quantity\nCRAYON-12,2\n'
    : 'class,sku,quantity\nNursery,CRAYON-12,2\nNursery,CLAY-500,1\n';
  if (!kit) return <LoadError error={new Error(`Unknown kit type ${slug}`)} />;
  if (mapping.error) return <LoadError error={mapping.error} />;

  async function upload() {
    if (!file) return setOutcome({ ok: false, message: 'Choose a CSV or Excel file first', errors: [] });
    if (!/\.(csv|xlsx)$/i.test(file.name))
      return setOutcome({ ok: false, message: 'The file must be a CSV (.csv) or Excel (.xlsx) file', errors: [] });
    setBusy(true);
    try {
      const res = await send(
        kitMapId
          ? `/api/kit-mapping/upload-mapping/${kit!.id}/${kitMapId}`
          : `/api/kit-mapping/upload-mapping/${kit!.id}`,
        file,
      );
      setOutcome(
        res.ok
          ? {
              ok: true,
              message: kitMapId
                ? `${String(res.body?.updated)} products saved to ${mapping.data?.name ?? 'the mapping'}`
                : `${String(res.body?.created)} kit mappings created, waiting for approval`,
            }
          : res,
      );
    } catch {
      setOutcome({ ok: false, message: 'Service Unavailable!', errors: [] });
    } finally {
      setBusy(false);
    }
  }

  const title = kitMapId ? `Upload products - ${mapping.data?.name ?? ''}` : `Upload kit mapping - ${kit.name}`;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: 'Orders' }, { label: 'Kit mapping', to: `/kit-mapping/${kit.slug}` }, { label: 'Upload' }]}
      />
      <Card withBorder radius="md" maw={820}>
        <Stack>
          {mapping.data && mapping.data.status !== 'PENDING' && (
            <Alert color="orange">
              This mapping is {mapping.data.status}; only a PENDING mapping's products can change.
            </Alert>
          )}
          <Text size="sm">
            The file needs a header row with the columns <b>{columns.join(', ')}</b>, then one row per product
            {kitMapId ? '' : ' and class'}.
          </Text>
          <List size="sm" c="dimmed">
            {!kitMapId && (
              <List.Item>Each class in the file gets a new PENDING mapping named after the class and kit.</List.Item>
            )}
            <List.Item>A SKU listed twice adds up its quantities; quantities are whole numbers above 0.</List.Item>
            <List.Item>If any row has a problem nothing is saved, and every bad row is listed.</List.Item>
          </List>
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
              onClick={() =>
                saveBlob(new Blob([example], { type: 'text/csv' }), kitMapId ? 'kit-products.csv' : 'kit-mapping.csv')
              }
            >
              Download template
            </Button>
          </Group>
          <Group>
            <Button onClick={upload} loading={busy} disabled={!file}>
              Upload
            </Button>
            <Button variant="default" component={Link} to={`/kit-mapping/${kit.slug}`}>
              Back to kit mapping
            </Button>
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
                <Table mt="sm" data-testid="upload-errors">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Row</Table.Th>
                      <Table.Th>Problem</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {outcome.errors.map((e, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{e.row}</Table.Td>
                        <Table.Td>{e.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Alert>
          )}
        </Stack>
      </Card>
    </>
  );
}
