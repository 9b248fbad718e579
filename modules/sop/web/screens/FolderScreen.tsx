import { Anchor, Badge, Card, Group, Pagination, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { DocumentReader } from '../components/DocumentReader.tsx';

const PAGE_SIZE = 20;

/** folder/{folderId}: the folder's documents the reader may read; one opens below the list to read and acknowledge. */
export default function FolderScreen() {
  const folderId = Number(useParams().folderId);
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('document')) || null;
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['sop', 'folder', folderId, query, page],
    queryFn: () =>
      call(C.folderDocuments, {
        params: { folderId },
        query: { search: query || undefined, page, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(folderId) && folderId > 0,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <>
      <PageHeader
        title={list.data?.folder.name ?? 'SOP folder'}
        actions={
          <TextInput
            aria-label="Search documents"
            placeholder="Search documents"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
        }
      />
      <Stack>
        <Anchor component={Link} to="/sop/sop-home" size="sm">
          Back to the library
        </Anchor>
        {list.error ? (
          <LoadError error={list.error} onRetry={() => list.refetch()} />
        ) : !list.data ? (
          <Skeleton h={160} radius="md" />
        ) : list.data.rows.length === 0 ? (
          <EmptyState
            title={query ? 'Nothing matches your search' : 'No documents in this folder'}
            message={query ? 'Try other words.' : undefined}
          />
        ) : (
          <Card withBorder radius="md" p={0}>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="sop-documents">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Document</Table.Th>
                    <Table.Th ta="right">Sections</Table.Th>
                    <Table.Th>Updated</Table.Th>
                    <Table.Th>Your acknowledgement</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.rows.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`?document=${d.id}`} fw={d.id === open ? 700 : 500}>
                          {d.title}
                        </Anchor>
                        {d.summary && (
                          <Text size="xs" c="dimmed">
                            {d.summary}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{d.sections}</Table.Td>
                      <Table.Td>{formatDate(d.updatedAt)}</Table.Td>
                      <Table.Td>
                        {d.acknowledged ? (
                          <Badge color="green" variant="light">
                            Acknowledged
                          </Badge>
                        ) : d.version > 0 ? (
                          <Badge color="orange" variant="light">
                            To read
                          </Badge>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        )}
        {pages > 1 && (
          <Group justify="flex-end">
            <Pagination value={page} onChange={setPage} total={pages} aria-label="Pages" />
          </Group>
        )}
        {open && (
          <div>
            <DocumentReader id={open} />
            <Anchor component="button" size="sm" mt="xs" onClick={() => setParams({})}>
              Close the document
            </Anchor>
          </div>
        )}
      </Stack>
    </>
  );
}
