import { Stack, Tabs, Text } from '@mantine/core';
import { PageHeader, ReferenceSelect, ResourceList } from '@portal/ui';
import { useState } from 'react';

/**
 * safeguards/access-log: every staff read of a child's data (a record, its history, a file, a list or an export),
 * per child or per staff member, paged and searchable, with the CSV export of the list.
 */
export default function AccessLogScreen() {
  const [child, setChild] = useState('');
  const [staff, setStaff] = useState('');
  return (
    <>
      <PageHeader title="Access log" subtitle="Who read a child’s records, when and from where" />
      <Tabs defaultValue="child" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="child">By child</Tabs.Tab>
          <Tabs.Tab value="staff">By staff member</Tabs.Tab>
          <Tabs.Tab value="all">All reads</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="child">
          <Stack>
            <ReferenceSelect
              resource="student"
              labelField="fullName"
              label="Child"
              placeholder="Type the child’s name"
              value={child}
              onChange={setChild}
              maw={420}
            />
            {child ? (
              <ResourceList resource="access-log" fixedFilters={{ studentId: child }} />
            ) : (
              <Text c="dimmed">Choose a child to see who read their records.</Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="staff">
          <Stack>
            <ReferenceSelect
              resource="user"
              labelField="email"
              label="Staff member"
              placeholder="Type the email"
              value={staff}
              onChange={setStaff}
              maw={420}
            />
            {staff ? (
              <ResourceList resource="access-log" fixedFilters={{ userId: staff }} />
            ) : (
              <Text c="dimmed">Choose a staff member to see which children’s records they read.</Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="all">
          <ResourceList resource="access-log" />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
