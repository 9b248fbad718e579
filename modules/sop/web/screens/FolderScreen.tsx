import { Anchor, Badge, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { formatDate, type EndpointAnswer } from '@portal/core';
import { DataTable, PageHeader, useCall, useServerPaging, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { DocumentReader } from '../components/DocumentReader.tsx';

type Doc = EndpointAnswer<typeof C.folderDocuments>['rows'][number];

function documentColumns(open: number | null): DataColumn<Doc>[] {
  return [
    {
      id: 'title',
      header: 'Document',
      primary: true,
      cell: (d) => (
        <>
          <Anchor component={Link} to={`?document=${d.id}`} fw={d.id === open ? 700 : 500}>
            {d.title}
          </Anchor>
          {d.summary && (
            <Text size="xs" c="dimmed">
              {d.summary}
            </Text>
          )}
        </>
      ),
    },
    { id: 'sections', header: 'Sections', align: 'right' },
    { id: 'updatedAt', header: 'Updated', cell: (d) => formatDate(d.updatedAt) },
    {
      id: 'acknowledged',
      header: 'Your acknowledgement',
      cell: (d) =>
        d.acknowledged ? (
          <Badge color="green" variant="light">
            Acknowledged
          </Badge>
        ) : d.version > 0 ? (
          <Badge color="orange" variant="light">
            To read
          </Badge>
        ) : (
          '—'
        ),
    },
  ];
}

/** folder/{folderId}: the folder's documents the reader may read; one opens below the list to read and acknowledge. */
export default function FolderScreen() {
  const folderId = Number(useParams().folderId);
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('document')) || null;
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const pages = useServerPaging();
  const list = useCall(
    C.folderDocuments,
    {
      params: { folderId },
      query: { search: query || undefined, ...pages.query },
    },
    {
      placeholderData: keepPreviousData,
      enabled: Number.isInteger(folderId) && folderId > 0,
    },
  );
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
              pages.restart();
            }}
            w={260}
          />
        }
      />
      <Stack>
        <Anchor component={Link} to="/sop/sop-home" size="sm">
          Back to the library
        </Anchor>
        <DataTable
          data={list.data?.rows}
          error={list.error}
          onRetry={() => list.refetch()}
          busy={list.isPlaceholderData}
          columns={documentColumns(open)}
          rowId={(d) => String(d.id)}
          paging={pages.paging(list.data?.total)}
          empty={{
            title: query ? 'Nothing matches your search' : 'No documents in this folder',
            message: query ? 'Try other words.' : undefined,
          }}
          testId="sop-documents"
          minWidth={560}
        />
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
