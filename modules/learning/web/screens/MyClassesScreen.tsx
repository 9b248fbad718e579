import { Button, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { enumLabel, formatDateTime, type EndpointAnswer } from '@portal/core';
import { DataTable, PageHeader, useCall, type DataColumn } from '@portal/ui';
import { Link } from 'react-router';
import * as V from '../../shared/media.ts';
import { ClassStatus } from '../components/ClassStatus.tsx';

type MyClass = EndpointAnswer<typeof V.myClasses>['rows'][number];

/** Join while the link is open; otherwise when it opens, or that the class is over or cancelled. */
function JoinCell({ r, now }: { r: MyClass; now: number }) {
  const open = Date.parse(r.opensAt) <= now && now < Date.parse(r.endsAt);
  const over = now >= Date.parse(r.endsAt);
  if (r.status === 'CANCELLED')
    return (
      <Text size="xs" c="gray.7">
        No class
      </Text>
    );
  if (open)
    return (
      <Button
        size="xs"
        component={Link}
        to={`/online-class/join/${encodeURIComponent(r.referenceID)}`}
        leftSection={<IconVideo size={14} />}
      >
        Join
      </Button>
    );
  return (
    <Text size="xs" c="gray.7">
      {over ? 'Over' : `Opens ${formatDateTime(r.opensAt)}`}
    </Text>
  );
}

function classColumns(now: number): DataColumn<MyClass>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      primary: true,
      cell: (r) => (
        <Text size="sm" fw={500}>
          {r.title}
        </Text>
      ),
    },
    { id: 'className', header: 'Class', cell: (r) => `${r.className ?? ''} ${r.section ?? ''} · ${r.centre}` },
    { id: 'startsAt', header: 'Starts', sort: true, cell: (r) => formatDateTime(r.startsAt) },
    { id: 'endsAt', header: 'Ends', hideOnPhone: true, cell: (r) => formatDateTime(r.endsAt) },
    { id: 'role', header: 'As', hideOnPhone: true, cell: (r) => enumLabel(r.role) },
    { id: 'status', header: 'Status', cell: (r) => <ClassStatus status={r.status} reason={r.cancelReason} /> },
    { id: 'join', header: 'Join', cell: (r) => <JoinCell r={r} now={now} /> },
  ];
}

/** online-class/my-classes (and my-classes/list): the classes the signed-in teacher or parent was invited to. */
export default function MyClassesScreen() {
  const mine = useCall(V.myClasses, undefined, {
    refetchInterval: 60_000,
  });
  const now = Date.now();
  return (
    <>
      <PageHeader title="My online classes" subtitle="Each link opens 10 minutes before the class starts" />
      <DataTable
        data={mine.data?.rows}
        error={mine.error}
        onRetry={() => void mine.refetch()}
        columns={classColumns(now)}
        rowId={(r) => String(r.id)}
        empty="No online classes for you yet"
        minWidth={640}
      />
    </>
  );
}
