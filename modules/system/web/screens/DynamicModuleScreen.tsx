import { Stack } from '@mantine/core';
import {
  EmptyState,
  LoadError,
  PageHeader,
  ResourceForm,
  ResourceList,
  useResourceRows,
  type ResourceScreenProps,
} from '@portal/ui';
import { Skeleton } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { dynamicModuleShape } from '../../shared/resources.ts';

const editPath = (uniqueId: string) => `/system/dynamic-module/Edit/${encodeURIComponent(uniqueId)}`;

/** The list API has no uniqueId filter: search by it and keep the exact match. */
function useModuleByUniqueId(uniqueId: string | undefined) {
  const search = useResourceRows(dynamicModuleShape, { q: uniqueId, pageSize: 50 }, Boolean(uniqueId));
  // Another module's rows, kept on screen while this one's are asked, are not an answer.
  const rows = search.isPlaceholderData ? undefined : search.data?.rows;
  return {
    data: rows && (rows.find((r) => r.uniqueId === uniqueId) ?? null),
    error: search.error,
    isLoading: search.isLoading || search.isPlaceholderData,
    refetch: search.refetch,
  };
}

/** dynamic-module/create and dynamic-module/Edit/{uniqueId}, with the existing modules listed below. */
export default function DynamicModuleScreen(_props: ResourceScreenProps) {
  const { uniqueId } = useParams();
  const navigate = useNavigate();
  const found = useModuleByUniqueId(uniqueId);
  const editing = Boolean(uniqueId);

  return (
    <Stack gap="xl">
      <div>
        <PageHeader
          title={editing ? `Edit module ${uniqueId}` : 'New module'}
          crumbs={[{ label: 'System', to: '/system/system-end-points-list' }, { label: 'Modules' }]}
        />
        {!editing ? (
          <ResourceForm resource={dynamicModuleShape} onSaved={(row) => navigate(editPath(String(row.uniqueId)))} />
        ) : found.error ? (
          <LoadError error={found.error} onRetry={() => found.refetch()} />
        ) : found.isLoading ? (
          <Skeleton h={200} radius="lg" />
        ) : found.data ? (
          <ResourceForm
            key={found.data.id}
            resource={dynamicModuleShape}
            id={found.data.id}
            onSaved={() => undefined}
            onCancel={() => navigate('/system/dynamic-module/create')}
          />
        ) : (
          <EmptyState title="Module not found" message={`No module has the unique id '${uniqueId}'.`} />
        )}
      </div>
      <ResourceList
        resource={dynamicModuleShape}
        createPath={editing ? '/system/dynamic-module/create' : undefined}
        rowPath={(row) => editPath(String(row.uniqueId))}
      />
    </Stack>
  );
}
