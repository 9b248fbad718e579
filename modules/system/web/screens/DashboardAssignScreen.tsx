import { Alert, Badge, Button, Card, Checkbox, Group, Skeleton, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RecordOf } from '@portal/core';
import {
  call,
  errorMessage,
  invalidateCalls,
  listKey,
  LoadError,
  notify,
  PageHeader,
  parseId,
  resources,
  useCall,
  useRecord,
} from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { dashboardShape, roleShape } from '../../shared/resources.ts';

interface Grant {
  isActive: boolean;
  isDefault: boolean;
  isWrite: boolean;
}

/** A dashboard as its list answers it. */
type DashboardRow = RecordOf<typeof dashboardShape>;

/** Where `allDashboards` is kept: with the dashboards' rows, so a saved dashboard asks for them again. */
const allDashboardsKey = (): QueryKey => [...listKey(dashboardShape), 'all'];

async function allDashboards(signal?: AbortSignal): Promise<DashboardRow[]> {
  const rows: DashboardRow[] = [];
  for (let page = 1; ; page++) {
    const res = await resources.list(dashboardShape, { page, pageSize: 200, sort: 'sort', dir: 'asc' }, { signal });
    rows.push(...res.rows);
    if (rows.length >= res.count || res.rows.length === 0) return rows;
  }
}

/** Parents first, each followed by its children, so the tree reads top-down. */
function treeOrder(rows: DashboardRow[]): { row: DashboardRow; depth: number }[] {
  const ids = new Set(rows.map((r) => r.id));
  const out: { row: DashboardRow; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const r of rows.filter((x) =>
      parent === null ? x.parentId === null || !ids.has(x.parentId) : x.parentId === parent,
    )) {
      out.push({ row: r, depth });
      walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** dynamic-dash-create/{roleId}: which dashboards a role gets, and with which flags. */
export default function DashboardAssignScreen() {
  const roleId = parseId(useParams().roleId);
  const queryClient = useQueryClient();
  const role = useRecord(roleShape, roleId);
  const dashboards = useQuery({
    queryKey: allDashboardsKey(),
    queryFn: ({ signal }) => allDashboards(signal),
  });
  const granted = useCall(
    C.dashboardByRole,
    { params: { roleId: roleId! } },
    {
      enabled: roleId !== null,
    },
  );
  const [grants, setGrants] = useState<Map<number, Grant>>(new Map());
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!granted.data) return;
    setGrants(
      new Map(
        granted.data.map((d) => [
          d.id,
          {
            isActive: d.dashboardRoleMap.isActive,
            isDefault: d.dashboardRoleMap.isDefault,
            isWrite: d.dashboardRoleMap.isWrite !== false,
          },
        ]),
      ),
    );
  }, [granted.data]);

  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    const ordered = treeOrder(dashboards.data ?? []);
    return q
      ? ordered.filter(({ row }) => `${row.label} ${row.path} ${row.groupLabel ?? ''}`.toLowerCase().includes(q))
      : ordered;
  }, [dashboards.data, search]);

  const error = role.error ?? dashboards.error ?? granted.error;
  if (roleId === null) return <Alert color="red">The role id in the address is not valid.</Alert>;
  if (error) return <LoadError error={error} />;

  function toggle(id: number, on: boolean) {
    setGrants((prev) => {
      const next = new Map(prev);
      if (on) next.set(id, { isActive: true, isDefault: false, isWrite: true });
      else next.delete(id);
      return next;
    });
  }

  function setFlag(id: number, flag: keyof Grant, value: boolean) {
    setGrants((prev) => {
      const g = prev.get(id);
      if (!g) return prev;
      return new Map(prev).set(id, { ...g, [flag]: value });
    });
  }

  async function save() {
    setSaving(true);
    try {
      const body = { dashboards: [...grants.entries()].map(([dashboardId, g]) => ({ dashboardId, ...g })) };
      await call(C.setDashboardsByRole, { params: { roleId: roleId! }, body });
      await invalidateCalls(queryClient, C.dashboardByRole);
      notify({ color: 'teal', message: 'Dashboards saved', autoClose: 2000 });
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), position: 'top-right', autoClose: 2000 });
    } finally {
      setSaving(false);
    }
  }

  const loading = dashboards.isLoading || granted.isLoading;
  return (
    <>
      <PageHeader
        title={`Dashboards of ${role.data ? role.data.role : 'role'}`}
        subtitle={role.data ? role.data.description : undefined}
        crumbs={[{ label: 'Roles', to: '/system/roles' }, { label: 'Dashboards' }]}
        actions={
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            loading={saving}
            onClick={save}
            disabled={loading}
            data-testid="dashboards-save"
          >
            Save
          </Button>
        }
      />
      <Card p={0}>
        <Group p="md" justify="space-between">
          <TextInput
            aria-label="Filter dashboards"
            placeholder="Filter dashboards"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={300}
            maw="100%"
          />
          <Badge variant="light">{grants.size} assigned</Badge>
        </Group>
        {loading ? (
          <Skeleton h={240} m="md" />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" highlightOnHover data-testid="dashboard-grants">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Dashboard</Table.Th>
                  <Table.Th>Group</Table.Th>
                  <Table.Th>Active</Table.Th>
                  <Table.Th>Default</Table.Th>
                  <Table.Th>Write</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(({ row, depth }) => {
                  const g = grants.get(row.id);
                  return (
                    <Table.Tr key={row.id} data-testid={`dashboard-grant-${row.id}`}>
                      <Table.Td pl={16 + depth * 24}>
                        <Checkbox
                          checked={Boolean(g)}
                          onChange={(e) => toggle(row.id, e.currentTarget.checked)}
                          label={
                            <div>
                              <Text size="sm" fw={600}>
                                {row.label}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {row.path}
                              </Text>
                            </div>
                          }
                        />
                      </Table.Td>
                      <Table.Td>{row.groupLabel}</Table.Td>
                      {(['isActive', 'isDefault', 'isWrite'] as const).map((flag) => (
                        <Table.Td key={flag}>
                          <Switch
                            aria-label={`${row.label}: ${flag.slice(2)}`}
                            checked={g?.[flag] ?? false}
                            disabled={!g}
                            onChange={(e) => setFlag(row.id, flag, e.currentTarget.checked)}
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </>
  );
}
