import { Card, Title } from '@mantine/core';
import { invalidateResources, PageHeader, ResourceForm, ResourceList, useAccess } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { enquiryStageShape } from '../../shared/resources.ts';

/** forms/settings/add: the stages with their Spanco status, and a form to set up a stage. */
export default function StageSettingsScreen() {
  const access = useAccess();
  const client = useQueryClient();
  return (
    <>
      <PageHeader
        title="Enquiry stages"
        crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: 'Stage settings' }]}
      />
      <Card withBorder radius="md" mb="md">
        <ResourceList resource={enquiryStageShape} rowPath={(row) => `/forms/settings/edit/${row.id}`} />
      </Card>
      {access.superAdmin && (
        <Card withBorder radius="md">
          <Title order={4} mb="sm">
            Set up a stage
          </Title>
          <ResourceForm
            resource={enquiryStageShape}
            onSaved={() => void invalidateResources(client, enquiryStageShape)}
          />
        </Card>
      )}
    </>
  );
}
