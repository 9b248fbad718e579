import { ActionIcon, Badge, Button, Card, Group, Modal, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArchive, IconPencil, IconPlus } from '@tabler/icons-react';
import type { EndpointAnswer } from '@portal/core';
import {
  DataTable,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  ResourceForm,
  resources,
  type ResourceRef,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { auditCategoryShape, auditParameterShape, auditSubCategoryShape } from '../../shared/resources.ts';
import * as C from '../../shared/contracts.ts';
import { MAX_SUB_CATEGORY_WEIGHT } from '../../shared/constants.ts';
import { typeLabel } from '../components/bits.tsx';

type Parameter = EndpointAnswer<
  typeof C.checklist
>['categories'][number]['subCategories'][number]['parameters'][number];

/** An archived parameter stays listed, dimmed. */
const parameterColumns: DataColumn<Parameter>[] = [
  {
    id: 'text',
    header: 'Parameter',
    primary: true,
    cell: (p) => (
      <Text span size="sm" c={p.isActive ? undefined : 'dimmed'}>
        {p.text}
        {p.evidenceRequired && (
          <Badge ml="xs" size="xs" variant="outline" color="grape">
            Evidence
          </Badge>
        )}
      </Text>
    ),
  },
  { id: 'weight', header: 'Weight', align: 'right', width: 70, cell: (p) => `${p.weight} %` },
];

/** What the dialog edits: a sub-category or a parameter, new (no id) or existing. */
type Editing = { form: 'sub-category'; id?: number } | { form: 'parameter'; id?: number; subCategoryId: number };

/**
 * audit/edit/{categoryId}: a category, its sub-categories and their weighted parameters. A weight that
 * would take a sub-category past 100 % is refused under the weight field.
 */
export default function CategoryEditScreen() {
  const categoryId = Number(useParams().categoryId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const tree = useCall(C.checklist, { query: { categoryId } });
  if (tree.error) return <LoadError error={tree.error} onRetry={() => tree.refetch()} />;
  const category = tree.data?.categories[0];

  async function archive(resource: ResourceRef, id: number) {
    try {
      await resources.remove(resource, id);
      await tree.refetch();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), position: 'top-right' });
    }
  }

  return (
    <>
      <PageHeader
        title={category ? category.name : 'Audit category'}
        subtitle={category ? typeLabel(category.auditType) : undefined}
        crumbs={[{ label: 'Audit categories', to: '/audit/categories/list' }, { label: 'Edit' }]}
      />
      <Stack>
        <ResourceForm resource={auditCategoryShape} id={categoryId} onSaved={() => void tree.refetch()} />
        <Group justify="space-between">
          <Title order={4}>Sub-categories and parameters</Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ form: 'sub-category' })}>
            Add sub-category
          </Button>
        </Group>
        {category?.subCategories.map((s) => (
          <Card key={s.id} withBorder radius="md" opacity={s.isActive ? 1 : 0.6} data-testid="sub-category">
            <Group justify="space-between" mb="xs">
              <Group gap="xs">
                <Text fw={600}>{s.name}</Text>
                {!s.isActive && <Badge color="gray">Archived</Badge>}
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit ${s.name}`}
                  onClick={() => setEditing({ form: 'sub-category', id: s.id })}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Group>
              <Group gap="xs" w={220}>
                <Text size="sm" c={s.totalWeight === MAX_SUB_CATEGORY_WEIGHT ? 'green' : 'orange'}>
                  {s.totalWeight} % of {MAX_SUB_CATEGORY_WEIGHT} %
                </Text>
                <Progress value={s.totalWeight} style={{ flex: 1 }} />
              </Group>
            </Group>
            <DataTable
              card={false}
              data={s.parameters}
              columns={parameterColumns}
              rowId={(p) => String(p.id)}
              rowActions={(p) => (
                <Group gap={2} wrap="nowrap" justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${p.text}`}
                    onClick={() => setEditing({ form: 'parameter', id: p.id, subCategoryId: s.id })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  {p.isActive && (
                    <Tooltip label="Archive">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Archive ${p.text}`}
                        onClick={() => void archive(auditParameterShape, p.id)}
                      >
                        <IconArchive size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              )}
              empty="No parameters yet"
              minWidth={480}
            />
            <Button
              variant="subtle"
              size="xs"
              mt="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({ form: 'parameter', subCategoryId: s.id })}
              disabled={!s.isActive}
            >
              Add parameter
            </Button>
          </Card>
        ))}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.form === 'parameter' ? 'Parameter' : 'Sub-category'}
        size="lg"
      >
        {editing && (
          <ResourceForm
            resource={editing.form === 'parameter' ? auditParameterShape : auditSubCategoryShape}
            id={editing.id}
            presets={editing.form === 'parameter' ? { subCategoryId: editing.subCategoryId } : { categoryId }}
            hidden={editing.form === 'parameter' ? ['subCategoryId'] : ['categoryId']}
            onSaved={() => {
              setEditing(null);
              void tree.refetch();
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
