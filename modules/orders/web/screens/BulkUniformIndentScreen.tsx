import { enumLabel } from '@portal/core';
import { Button, Card, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { call, DataPager, EmptyState, invalidateCalls, LoadError, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { act, UNIFORM_SIZES } from '../api.ts';
import { detailsPath } from '../components.tsx';
import { useIndentChildren } from '../hooks.ts';
import * as C from '../../shared/contracts.ts';
import { plural } from '../../shared/index.ts';

const PAGE = 25;

/**
 * indent/bulk-uniform-indent: one uniform indent for many children, a size each. Children with a live indent
 * are left out.
 */
export default function BulkUniformIndentScreen() {
  const access = useAccess();
  const navigate = useNavigate();
  const client = useQueryClient();
  const children = useIndentChildren();
  const [sizes, setSizes] = useState<Record<number, string | null>>({});
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [all, setAll] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const waiting = (children.data?.rows ?? []).filter((c) => !c.indent);
  const term = q.trim().toLowerCase();
  const shown = waiting.filter(
    (c) => !term || c.studentName.toLowerCase().includes(term) || c.className.toLowerCase().includes(term),
  );
  const pageRows = shown.slice((page - 1) * PAGE, page * PAGE);
  const picked = waiting.filter((c) => c.studentAdmissionId in sizes);
  const missingSize = picked.filter((c) => !sizes[c.studentAdmissionId]);
  const error =
    picked.length === 0
      ? 'Choose at least one child'
      : missingSize.length
        ? `Choose a size for ${missingSize
            .map((c) => c.studentName)
            .slice(0, 3)
            .join(', ')}${missingSize.length > 3 ? ' and others' : ''}`
        : null;

  const pick = (ids: number[], on: boolean) =>
    setSizes((s) => {
      const next = { ...s };
      for (const id of ids)
        if (on) next[id] = next[id] ?? all;
        else delete next[id];
      return next;
    });

  async function submit() {
    setTried(true);
    if (error) return;
    setBusy(true);
    const order = await act(`Uniform indent placed for ${plural(picked.length, 'child', 'children')}`, () =>
      call(C.placeUniformIndent, {
        body: {
          franchiseeId: access.franchiseeId ?? undefined,
          children: picked.map((c) => ({
            studentAdmissionId: c.studentAdmissionId,
            size: sizes[c.studentAdmissionId] ?? '',
          })),
        },
      }),
    );
    setBusy(false);
    if (order) {
      await invalidateCalls(client, C.indentChildren);
      navigate(detailsPath(order));
    }
  }

  const pageIds = pageRows.map((c) => c.studentAdmissionId);
  const pageAllPicked = pageIds.length > 0 && pageIds.every((id) => id in sizes);
  return (
    <>
      <PageHeader
        title="Bulk uniform indent"
        subtitle="Indent the uniforms of many children in one order."
        crumbs={[{ label: 'Academics' }, { label: 'Uniform indent', to: '/indent/uniform-indent' }, { label: 'Bulk' }]}
        actions={
          <Button variant="default" component={Link} to="/indent/all-uniform-indents">
            All indents
          </Button>
        }
      />
      <Card withBorder radius="md">
        {children.error ? (
          <LoadError error={children.error} onRetry={() => children.refetch()} />
        ) : children.isLoading ? (
          <Text c="dimmed">Loading…</Text>
        ) : waiting.length === 0 ? (
          <EmptyState
            title="No child is waiting for a uniform"
            message="Every admitted child of this year already has a uniform indent."
          />
        ) : (
          <Stack>
            <Group align="end">
              <TextInput
                label="Child or class"
                placeholder="Search"
                value={q}
                onChange={(e) => {
                  setQ(e.currentTarget.value);
                  setPage(1);
                }}
              />
              <Select
                label="Size for the chosen children"
                data={UNIFORM_SIZES}
                value={all}
                onChange={(v) => {
                  setAll(v);
                  setSizes((s) => Object.fromEntries(Object.keys(s).map((k) => [k, v])));
                }}
                w={280}
              />
            </Group>
            <Table striped data-testid="bulk-indent">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>
                    <Checkbox
                      aria-label="Choose every child on this page"
                      checked={pageAllPicked}
                      onChange={() => pick(pageIds, !pageAllPicked)}
                    />
                  </Table.Th>
                  <Table.Th>Child</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th>Gender</Table.Th>
                  <Table.Th>Size</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pageRows.map((c) => {
                  const on = c.studentAdmissionId in sizes;
                  return (
                    <Table.Tr key={c.studentAdmissionId}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Choose ${c.studentName}`}
                          checked={on}
                          onChange={() => pick([c.studentAdmissionId], !on)}
                        />
                      </Table.Td>
                      <Table.Td>{c.studentName}</Table.Td>
                      <Table.Td>{c.className}</Table.Td>
                      <Table.Td>{enumLabel(c.gender)}</Table.Td>
                      <Table.Td>
                        {on && (
                          <Select
                            aria-label={`Size of ${c.studentName}`}
                            data={UNIFORM_SIZES}
                            value={sizes[c.studentAdmissionId] ?? null}
                            onChange={(v) => setSizes((s) => ({ ...s, [c.studentAdmissionId]: v }))}
                            w={110}
                            error={tried && !sizes[c.studentAdmissionId]}
                          />
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            {shown.length === 0 && <Text c="dimmed">No child matches.</Text>}
            <Text size="sm" c="dimmed" mt="sm">
              <span data-testid="bulk-count">
                {picked.length} of {plural(waiting.length, 'child', 'children')} chosen
              </span>
            </Text>
            {shown.length > PAGE && (
              <DataPager page={page} pageSize={PAGE} total={shown.length} onPageChange={setPage} />
            )}
            {tried && error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}
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
