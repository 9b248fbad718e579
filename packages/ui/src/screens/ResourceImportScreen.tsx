import {
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  List,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, saveBlob } from '../api/client.ts';
import { resources, type ImportMode, type ImportResult } from '../api/resources.ts';
import { LoadError } from '../components/LoadError.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useResourceMeta } from '../resource/hooks.ts';
import { listKey } from '../resource/keys.ts';
import type { ResourceScreenProps } from '../resource/screen-props.ts';
import { editableFields } from '../resource/values.ts';
import { fillPath } from '../routing.ts';

/** CSV upload of a resource: columns by field label, every row validated like a create. */
export default function ResourceImportScreen({ resource, links, title }: ResourceScreenProps) {
  const meta = useResourceMeta(resource);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('all-or-nothing');
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (meta.error) return <LoadError error={meta.error} onRetry={() => meta.refetch()} />;
  const m = meta.data;
  const columns = m ? editableFields(m.fields, 'create') : [];

  function downloadTemplate() {
    const header = columns
      .map(([, f]) => (/[",]/.test(f.label) ? `"${f.label.replace(/"/g, '""')}"` : f.label))
      .join(',');
    saveBlob(new Blob([`${header}\n`], { type: 'text/csv;charset=utf-8' }), `${resource}-template.csv`);
  }

  async function upload() {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const csv = await file.text();
      const res = await resources.importRows(resource, csv, mode);
      setResult(res);
      await queryClient.invalidateQueries({ queryKey: listKey(resource) });
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        title={title ?? `Upload ${m?.labelPlural ?? ''} (CSV)`}
        crumbs={[
          { label: m?.labelPlural ?? '', to: links.list ? fillPath(links.list, 1) : undefined },
          { label: 'Upload' },
        ]}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={downloadTemplate}
            disabled={!m}
            data-testid="import-template"
          >
            Template
          </Button>
        }
      />
      <Stack gap="lg">
        <Card>
          <Stack>
            <Text size="sm">The first row names the columns, by field label. Accepted columns:</Text>
            <List size="sm" spacing={2}>
              {columns.map(([name, f]) => (
                <List.Item key={name}>
                  <Text span fw={600} size="sm">
                    {f.label}
                  </Text>
                  {f.required ? ' (required)' : ''}
                  {f.kind === 'reference' ? ` — the ${f.ref?.resource} id` : ''}
                  {f.kind === 'boolean' ? ' — yes or no' : ''}
                  {f.kind === 'date' ? ' — YYYY-MM-DD' : ''}
                  {f.kind === 'money' ? ' — in rupees' : ''}
                </List.Item>
              ))}
            </List>
            <Group gap="sm" wrap="wrap">
              <FileButton onChange={setFile} accept=".csv,text/csv">
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconFileSpreadsheet size={16} />}
                    data-testid="import-choose"
                  >
                    Choose CSV file
                  </Button>
                )}
              </FileButton>
              <Text size="sm" c="dimmed" data-testid="import-file">
                {file ? `${file.name} (${(file.size / 1024).toFixed(1)} kB)` : 'No file chosen'}
              </Text>
            </Group>
            <SegmentedControl
              value={mode}
              onChange={(v) => setMode(v)}
              data={[
                { value: 'all-or-nothing', label: 'All rows or none' },
                { value: 'skip-bad-rows', label: 'Skip rows with errors' },
              ]}
              aria-label="Import mode"
              style={{ alignSelf: 'flex-start' }}
            />
            <Button
              leftSection={<IconUpload size={16} />}
              onClick={upload}
              loading={busy}
              disabled={!file}
              style={{ alignSelf: 'flex-start' }}
              data-testid="import-submit"
            >
              Upload
            </Button>
            {failure && (
              <Alert color="red" variant="light" role="alert" data-testid="import-error">
                {failure}
              </Alert>
            )}
          </Stack>
        </Card>
        {result && (
          <Card data-testid="import-result">
            <Group mb="sm">
              <Title order={2} fz="h4">
                Result
              </Title>
              <Badge color="teal" variant="light">
                {result.created} created
              </Badge>
              {result.skipped > 0 && (
                <Badge color="orange" variant="light">
                  {result.skipped} skipped
                </Badge>
              )}
            </Group>
            {result.errors.length > 0 && (
              <Table.ScrollContainer minWidth={480}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Row</Table.Th>
                      <Table.Th>Field</Table.Th>
                      <Table.Th>Problem</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.errors.map((e, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{e.row}</Table.Td>
                        <Table.Td>{m?.fields[e.field]?.label ?? e.field}</Table.Td>
                        <Table.Td>{e.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        )}
      </Stack>
    </>
  );
}
