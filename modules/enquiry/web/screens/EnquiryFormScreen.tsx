import { Card } from '@mantine/core';
import { PageHeader, ResourceForm, useAccess } from '@portal/ui';
import { useNavigate } from 'react-router';
import { enquiryShape } from '../../shared/resources.ts';

/** forms/enquiry-form: a counsellor records a walk-in or a call; duplicates are refused with the existing code. */
export default function EnquiryFormScreen() {
  const navigate = useNavigate();
  const access = useAccess();
  return (
    <>
      <PageHeader title="New enquiry" crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: 'New enquiry' }]} />
      <Card withBorder radius="md">
        <ResourceForm
          resource={enquiryShape}
          presets={{
            franchiseeId: access.franchiseeId,
            academicYearId: access.academicYearId,
            enquiryType: 'ADMISSION',
            source: 'Walk-in',
          }}
          onSaved={(row) => navigate(`/forms/edit/${String(row.enquiryCode)}`)}
          onCancel={() => navigate('/forms/list')}
          submitLabel="Save enquiry"
        />
      </Card>
    </>
  );
}
