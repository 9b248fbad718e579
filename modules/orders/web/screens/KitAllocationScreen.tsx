import { Button, Group, Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconFileUpload } from '@tabler/icons-react';
import { KIT_TYPES } from '@portal/core';
import {
  invalidateResources,
  LoadError,
  PageHeader,
  ResourceList,
  call,
  errorMessage,
  notify,
  useAccess,
} from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { kitLabel, MAPPABLE_KIT_TYPES, ORDER_MODULES, plural } from '../../shared/index.ts';
import { kitAllocationShape } from '../../shared/resources.ts';

/**
 * kit-allocation/{kitType}: the kits of that type allocated to the centre's children, the allocation of
 * every child still due one, and the upload of allocations for the same kit type.
 */
export default function KitAllocationScreen() {
  const { kitType: slug } = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const kit = KIT_TYPES.find((k) => k.slug === slug && k.onMapping);
  if (!kit) return <LoadError error={new Error(`Unknown kit type ${slug}`)} />;
  const canWrite = access.canWrite(ORDER_MODULES.KIT_ALLOCATION);

  async function allocate() {
    setBusy(true);
    try {
      const { allocated } = await call(C.allocateKits, {
        body: { kitType: kit!.id, franchiseeId: access.franchiseeId ?? undefined },
      });
      notify({
        color: 'green',
        message: allocated === 0 ? 'Every child due this kit has it already' : `${plural(allocated, 'kit')} allocated`,
      });
      await invalidateResources(client, kitAllocationShape);
    } catch (err) {
      notify({ color: 'red', title: 'Error', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        title={`Kit allocation - ${kitLabel(kit.id)}`}
        crumbs={[{ label: 'Finance' }, { label: 'Kit allocation' }, { label: kitLabel(kit.id) }]}
        actions={
          <Select
            aria-label="Kit type"
            data={MAPPABLE_KIT_TYPES.map((k) => ({ value: k.slug, label: kitLabel(k.id) }))}
            value={kit.slug}
            onChange={(v) => v && navigate(`/kit-allocation/${v}`)}
            allowDeselect={false}
            data-testid="allocation-kit-type"
          />
        }
      />
      <ResourceList
        key={kit.id}
        resource={kitAllocationShape}
        fixedFilters={{ kitType: kit.id }}
        actions={
          canWrite ? (
            <Group gap="xs">
              <Button onClick={allocate} loading={busy} data-testid="allocate-kits">
                Allocate kits
              </Button>
              <Button
                component={Link}
                to={`/kit-allocation/upload-allocated-kit/${kit.slug}`}
                variant="default"
                leftSection={<IconFileUpload size={16} />}
                data-testid="list-import"
              >
                Upload CSV
              </Button>
            </Group>
          ) : undefined
        }
      />
    </>
  );
}
