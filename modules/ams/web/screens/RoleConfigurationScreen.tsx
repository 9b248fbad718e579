import { Alert, Badge, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  resources,
  useAccess,
  useCall,
} from '@portal/ui';
import { useState } from 'react';
import { amsCentreAllocationShape, amsManagerShape } from '../../shared/resources.ts';
import { amsDashboard, roleConfiguration, type RoleConfiguration } from '../../shared/contracts.ts';
import { AMS_MODULES } from '../../shared/constants.ts';

type Zone = RoleConfiguration['zones'][number];

/**
 * amsv1/roleConfiguration: who audits what. Each zone's zonal managers and academic managers, the zonal manager
 * each academic manager reports to and the centres each audits; head office moves a centre to another academic
 * manager, allocates a centre nobody audits, or puts an academic manager under another zonal manager. The
 * managers' and allocations' own rules answer each change (a centre goes to an academic manager, a zonal manager
 * of another zone is refused…).
 */
export default function RoleConfigurationScreen() {
  const access = useAccess();
  const client = useQueryClient();
  const config = useCall(roleConfiguration, {});
  const [failure, setFailure] = useState<string | null>(null);
  const canEdit = access.canWrite(AMS_MODULES.AMS);
  if (config.error) return <LoadError error={config.error} onRetry={() => config.refetch()} />;
  const c = config.data;

  const academicManagers = (c?.zones ?? []).flatMap((z) =>
    z.academicManagers.filter((m) => m.isActive).map((m) => ({ value: String(m.id), label: `${m.name} (${z.name})` })),
  );

  async function change(what: string, write: () => Promise<unknown>) {
    setFailure(null);
    try {
      await write();
      notify({ color: 'green', message: what, position: 'top-right' });
      await invalidateCalls(client, roleConfiguration, amsDashboard);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  }

  return (
    <>
      <PageHeader
        title="Role configuration"
        crumbs={[{ label: 'AMS', to: '/amsv1/dashboard' }, { label: 'Role configuration' }]}
      />
      <Stack>
        {failure && (
          <Alert
            color="red"
            title="Not changed"
            withCloseButton
            onClose={() => setFailure(null)}
            data-testid="role-error"
          >
            {failure}
          </Alert>
        )}
        {c?.zones.map((z) => (
          <ZoneCard key={z.id} zone={z} canEdit={canEdit} academicManagers={academicManagers} change={change} />
        ))}
        {c && c.unallocated.length > 0 && (
          <Card withBorder padding="sm" data-testid="unallocated">
            <Title order={3} fz="h5" mb="xs">
              Centres no academic manager audits
            </Title>
            <Stack gap="xs">
              {c.unallocated.map((u) => (
                <Group key={u.franchiseeId} justify="space-between" gap="xs">
                  <Text size="sm">{u.centre}</Text>
                  {canEdit && (
                    <Select
                      aria-label={`Academic manager of ${u.centre}`}
                      placeholder="Allocate to…"
                      data={academicManagers}
                      value={null}
                      onChange={(v) =>
                        v &&
                        void change(`${u.centre} allocated`, () =>
                          resources.create(amsCentreAllocationShape, {
                            franchiseeId: u.franchiseeId,
                            managerId: Number(v),
                          }),
                        )
                      }
                      w={{ base: '100%', xs: 260 }}
                    />
                  )}
                </Group>
              ))}
            </Stack>
          </Card>
        )}
      </Stack>
    </>
  );
}

function ZoneCard({
  zone,
  canEdit,
  academicManagers,
  change,
}: {
  zone: Zone;
  canEdit: boolean;
  academicManagers: { value: string; label: string }[];
  change(what: string, write: () => Promise<unknown>): Promise<void>;
}) {
  const zonal = zone.zonalManagers.filter((m) => m.isActive);
  return (
    <Card withBorder padding="sm" data-testid="zone-card">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="h5">
          {zone.name}
        </Title>
        {!zone.isActive && <Badge color="gray">Inactive</Badge>}
      </Group>
      <Text size="sm" c="gray.7">
        Zonal managers: {zonal.length ? zonal.map((m) => m.name).join(', ') : 'none yet'}
      </Text>
      <Stack gap="sm" mt="sm">
        {zone.academicManagers.length === 0 && (
          <Text size="sm" c="gray.7">
            No academic manager in this zone.
          </Text>
        )}
        {zone.academicManagers.map((m) => (
          <Card key={m.id} withBorder padding="xs" radius="sm" data-testid="academic-manager">
            <Group justify="space-between" align="flex-end" gap="xs">
              <Text fw={500} size="sm">
                {m.name}
                {!m.isActive && ' (inactive)'}
              </Text>
              <Select
                label="Reports to"
                size="xs"
                data={zonal.map((z) => ({ value: String(z.id), label: z.name }))}
                value={m.reportsToId ? String(m.reportsToId) : null}
                onChange={(v) =>
                  v &&
                  void change(`${m.name} now reports to ${zonal.find((z) => String(z.id) === v)?.name ?? 'them'}`, () =>
                    resources.update(amsManagerShape, m.id, { reportsToId: Number(v) }),
                  )
                }
                disabled={!canEdit}
                allowDeselect={false}
                w={{ base: '100%', xs: 220 }}
              />
            </Group>
            <Stack gap={4} mt="xs">
              {m.centres.length === 0 && (
                <Text size="xs" c="gray.7">
                  No centre allocated.
                </Text>
              )}
              {m.centres.map((centre) => (
                <Group key={centre.allocationId} justify="space-between" gap="xs" wrap="wrap">
                  <Text size="sm">
                    {centre.centre}
                    {centre.category && (
                      <Text span size="xs" c="gray.7">
                        {' '}
                        · category {centre.category}
                      </Text>
                    )}
                  </Text>
                  {canEdit && (
                    <Select
                      aria-label={`Academic manager of ${centre.centre}`}
                      size="xs"
                      data={academicManagers}
                      value={String(m.id)}
                      onChange={(v) =>
                        v &&
                        v !== String(m.id) &&
                        void change(`${centre.centre} moved`, () =>
                          resources.update(amsCentreAllocationShape, centre.allocationId, { managerId: Number(v) }),
                        )
                      }
                      allowDeselect={false}
                      w={{ base: '100%', xs: 260 }}
                      data-testid="centre-manager"
                    />
                  )}
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
