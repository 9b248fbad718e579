import { Card } from '@mantine/core';
import { PageHeader, ResourceForm, useAccess } from '@portal/ui';
import { useNavigate } from 'react-router';
import { enquiryShape } from '@portal/mod-enquiry/shared/resources';

/** services/enquiries/add: a parent asks for a service (the school bus first); it is kept as a service enquiry. */
export default function ServiceEnquiryFormScreen() {
  const navigate = useNavigate();
  const access = useAccess();
  return (
    <>
      <PageHeader
        title="New service enquiry"
        crumbs={[{ label: 'Service enquiries', to: '/services/enquiries' }, { label: 'New service enquiry' }]}
      />
      <Card withBorder radius="md">
        <ResourceForm
          resource={enquiryShape}
          presets={{
            franchiseeId: access.franchiseeId,
            academicYearId: access.academicYearId,
            enquiryType: 'SERVICE',
            serviceType: 'TRANSPORT',
            source: 'Walk-in',
          }}
          hidden={['enquiryType']}
          onSaved={(row) => navigate(`/services/enquiries/edit/${String(row.enquiryCode)}`)}
          onCancel={() => navigate('/services/enquiries')}
          submitLabel="Save enquiry"
        />
      </Card>
    </>
  );
}
