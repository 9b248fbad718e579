import { Stack, Tabs, Text } from '@mantine/core';
import { PageHeader, ReferenceSelect, ResourceList, type ResourceRef } from '@portal/ui';
import { useState } from 'react';
import { studentShape } from '@portal/mod-students/shared/resources';
import { accessLogShape } from '../../shared/resources.ts';
import { userShape } from '@portal/mod-users/shared/resources';

/**
 * safeguards/access-log: every staff read of a child's data (a record, its history, a file, a list or an export),
 * per child or per staff member, paged and searchable, with the CSV export of the list.
 */
export default function AccessLogScreen() {
  // Kept here, so a person chosen stays chosen when the tabs switch (a panel unmounts when hidden).
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
          <LogOfOne
            resource={studentShape}
            labelField="fullName"
            label="Child"
            placeholder="Type the child’s name"
            filter="studentId"
            chosen={child}
            onChoose={setChild}
            empty="Choose a child to see who read their records."
          />
        </Tabs.Panel>
        <Tabs.Panel value="staff">
          <LogOfOne
            resource={userShape}
            labelField="email"
            label="Staff member"
            placeholder="Type the email"
            filter="userId"
            chosen={staff}
            onChoose={setStaff}
            empty="Choose a staff member to see which children’s records they read."
          />
        </Tabs.Panel>
        <Tabs.Panel value="all">
          <ResourceList resource={accessLogShape} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** The log narrowed to one person chosen from a resource: the child read, or the staff member reading. */
function LogOfOne(props: {
  resource: ResourceRef;
  labelField: string;
  label: string;
  placeholder: string;
  filter: string;
  empty: string;
  chosen: string;
  onChoose: (value: string) => void;
}) {
  const { chosen } = props;
  return (
    <Stack>
      <ReferenceSelect
        resource={props.resource}
        labelField={props.labelField}
        label={props.label}
        placeholder={props.placeholder}
        value={chosen}
        onChange={props.onChoose}
        maw={420}
      />
      {chosen ? (
        <ResourceList resource={accessLogShape} fixedFilters={{ [props.filter]: chosen }} />
      ) : (
        <Text c="dimmed">{props.empty}</Text>
      )}
    </Stack>
  );
}
