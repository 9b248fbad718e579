import { Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage, LoadError, notify, PageHeader, resources, useCall } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { learningFolderShape } from '../../shared/resources.ts';

/** learning-cms/curriculum-cms: the curriculum's folders under each curriculum class group, and a new folder. */
export default function CmsHomeScreen() {
  const choices = useCall(C.cmsChoices, {});
  const [groupId, setGroupId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (choices.error) return <LoadError error={choices.error} onRetry={() => void choices.refetch()} />;
  const data = choices.data;

  async function addFolder() {
    setError(null);
    try {
      await resources.create(learningFolderShape, { classGroupId: Number(groupId), name });
      setName('');
      notify({ color: 'green', message: 'Folder added' });
      await choices.refetch();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <>
      <PageHeader
        title="Curriculum CMS"
        subtitle="Folders of weekly plans under each curriculum class group"
        actions={
          <Group>
            <Button component={Link} to="/learning-cms/theme-and-skills" variant="light">
              Themes and skills
            </Button>
            <Button component={Link} to="/learning-cms/day-glance" variant="light">
              All weeks
            </Button>
          </Group>
        }
      />
      <Stack>
        {data?.classGroups.map((g) => (
          <Stack key={g.id} gap="xs">
            <Title order={2} size="h4">
              {g.name}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {data.folders
                .filter((f) => f.classGroupId === g.id)
                .map((f) => (
                  <Card key={f.id} withBorder radius="md">
                    <Anchor component={Link} to={`/learning-cms/folder-cms/${f.id}`} fw={600}>
                      {f.name}
                    </Anchor>
                    <Text size="sm" c="gray.7">
                      {f.weeks === 1 ? '1 week' : `${f.weeks} weeks`}
                    </Text>
                  </Card>
                ))}
            </SimpleGrid>
            {!data.folders.some((f) => f.classGroupId === g.id) && (
              <Text size="sm" c="gray.7">
                No folders yet.
              </Text>
            )}
          </Stack>
        ))}
        <Card withBorder radius="md">
          <Stack>
            <Title order={2} size="h4">
              New folder
            </Title>
            <Group align="end" wrap="wrap">
              <Select
                label="Class group"
                data={data?.classGroups.map((g) => ({ value: String(g.id), label: g.name })) ?? []}
                value={groupId}
                onChange={setGroupId}
                w={260}
              />
              <TextInput label="Folder" value={name} onChange={(e) => setName(e.currentTarget.value)} w={260} />
              <Button onClick={() => void addFolder()} disabled={!groupId || !name.trim()}>
                Add folder
              </Button>
            </Group>
            {error && (
              <Text c="red.9" size="sm">
                {error}
              </Text>
            )}
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
