import { enumLabel } from '@portal/core';
import { Alert, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { call, EmptyState, invalidateCalls, LoadError, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { act, UNIFORM_SIZES } from '../api.ts';
import { detailsPath } from '../components.tsx';
import { useIndentChildren } from '../hooks.ts';
import * as C from '../../shared/contracts.ts';

/**
 * indent/uniform-indent: a uniform indent for one child, in one size. The child gets the
 * apparel mapped to their class and gender; a child with a live indent is not offered.
 */
export default function UniformIndentScreen() {
  const access = useAccess();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const children = useIndentChildren();
  const [childId, setChildId] = useState<string | null>(params.get('child'));
  const [size, setSize] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const waiting = (children.data?.rows ?? []).filter((c) => !c.indent);
  const child = children.data?.rows.find((c) => String(c.studentAdmissionId) === childId);
  const errors = {
    child: !childId ? 'Choose a child' : child?.indent ? `${child.studentName} already has a uniform indent` : null,
    size: !size ? 'Size is required' : null,
  };

  async function submit() {
    setTried(true);
    if (errors.child || errors.size) return;
    setBusy(true);
    const order = await act('Uniform indent placed', () =>
      call(C.placeUniformIndent, {
        body: {
          franchiseeId: access.franchiseeId ?? undefined,
          children: [{ studentAdmissionId: Number(childId), size: size ?? '' }],
        },
      }),
    );
    setBusy(false);
    if (order) {
      await invalidateCalls(client, C.indentChildren);
      navigate(detailsPath(order));
    }
  }

  return (
    <>
      <PageHeader
        title="Uniform indent"
        subtitle="Indent the uniform of one child."
        crumbs={[{ label: 'Academics' }, { label: 'Uniform indent' }]}
        actions={
          <Group>
            <Button variant="default" component={Link} to="/indent/bulk-uniform-indent">
              Bulk indent
            </Button>
            <Button variant="default" component={Link} to="/indent/all-uniform-indents">
              All indents
            </Button>
          </Group>
        }
      />
      <Card withBorder radius="md" maw={640}>
        {children.error ? (
          <LoadError error={children.error} onRetry={() => children.refetch()} />
        ) : children.isLoading ? (
          <Text c="dimmed">Loading…</Text>
        ) : (children.data?.rows.length ?? 0) === 0 ? (
          <EmptyState
            title="No admitted children"
            message="Children with an active admission this year can have their uniform indented."
          />
        ) : (
          <Stack>
            {waiting.length === 0 && <Alert color="green">Every admitted child already has a uniform indent.</Alert>}
            <Select
              label="Child"
              required
              searchable
              nothingFoundMessage="No child matches"
              placeholder="Search by name or class"
              data={waiting.map((c) => ({
                value: String(c.studentAdmissionId),
                label: `${c.studentName} (${c.className}, ${enumLabel(c.gender)})`,
              }))}
              value={child?.indent ? null : childId}
              onChange={setChildId}
              error={tried ? errors.child : null}
              data-testid="indent-child"
            />
            <Select
              label="Size"
              required
              data={UNIFORM_SIZES}
              value={size}
              onChange={setSize}
              error={tried ? errors.size : null}
              data-testid="indent-size"
              w={160}
            />
            <Text size="sm" c="dimmed">
              The child gets the uniform pieces mapped to their class and gender, priced with GST.
            </Text>
            <Group justify="flex-end">
              <Button onClick={submit} loading={busy}>
                Place indent
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </>
  );
}
