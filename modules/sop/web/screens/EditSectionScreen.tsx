import { Accordion, Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { ApiError, call, errorMessage, invalidateCalls, LoadError, notify, PageHeader, useCall } from '@portal/ui';
import { RichTextField, RichTextView } from '@portal/ui/rich-text';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

/**
 * edit-section/{id}: a section saved from the version it was opened at. Someone else's save in between is
 * refused by the server (409) and said here, with a way to reload; the version history is below.
 */
export default function EditSectionScreen() {
  const id = Number(useParams().id);
  const client = useQueryClient();
  const section = useCall(
    C.getSection,
    { params: { id } },
    {
      enabled: Number.isInteger(id) && id > 0,
    },
  );
  const versions = useCall(
    C.sectionVersions,
    { params: { id } },
    {
      enabled: Number.isInteger(id) && id > 0,
    },
  );
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [base, setBase] = useState(0);
  const [stale, setStale] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const loaded = section.data?.section;
  useEffect(() => {
    if (!loaded) return;
    setTitle(loaded.title);
    setBody(loaded.body);
    setBase(loaded.version);
    setStale(null);
  }, [loaded]);
  const save = useMutation({
    mutationFn: () => call(C.editSection, { params: { id }, body: { title, body, baseVersion: base } }),
    onSuccess: (s) => {
      setBase(s.version);
      setErrors({});
      notify({ color: 'green', message: `Saved as version ${s.version}` });
      void invalidateCalls(client);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.statusCode === 409) setStale(e.message);
      setErrors(e instanceof ApiError ? e.fieldErrors : {});
      notify({ color: 'red', message: errorMessage(e) });
    },
  });
  if (section.error) return <LoadError error={section.error} onRetry={() => section.refetch()} />;
  if (!section.data) return <Skeleton h={320} radius="md" />;
  const { document } = section.data;
  return (
    <>
      <PageHeader title="Edit section" />
      <Stack>
        <Text size="sm">
          <Anchor component={Link} to="/sop/manage-sops">
            Manage SOPs
          </Anchor>{' '}
          · {document.title} · section version {base}
        </Text>
        {stale && (
          <Alert color="orange" title="Not saved" data-testid="stale-section">
            <Stack gap="xs">
              <Text size="sm">{stale}</Text>
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    void section.refetch();
                    void versions.refetch();
                  }}
                >
                  Reload the section
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Card withBorder radius="md">
          <Stack>
            <TextInput
              label="Section title"
              required
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              error={errors.title}
            />
            <RichTextField label="Text" required value={body} onChange={setBody} error={errors.body} minHeight={260} />
            <Group justify="flex-end">
              <Button loading={save.isPending} onClick={() => save.mutate()}>
                Save section
              </Button>
            </Group>
          </Stack>
        </Card>
        <Title order={2} size="h4">
          Version history
        </Title>
        {versions.error ? (
          <LoadError error={versions.error} onRetry={() => versions.refetch()} />
        ) : (
          <Accordion variant="separated" data-testid="section-versions">
            {versions.data?.rows.map((v) => (
              <Accordion.Item key={v.version} value={String(v.version)}>
                <Accordion.Control>
                  Version {v.version} · {formatDateTime(v.editedAt)} · {v.editedBy ?? 'Unknown'} (document version{' '}
                  {v.documentVersion})
                </Accordion.Control>
                <Accordion.Panel>
                  <Text fw={600}>{v.title}</Text>
                  <RichTextView html={v.body} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </>
  );
}
