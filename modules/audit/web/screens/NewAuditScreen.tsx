import { Alert } from '@mantine/core';
import { PageHeader, ResourceForm } from '@portal/ui';
import { useNavigate, useParams } from 'react-router';
import { centreAuditShape } from '../../shared/resources.ts';
import { AUDIT_TYPES, type AuditType } from '../../shared/constants.ts';
import { typeLabel } from '../components/bits.tsx';
import { isOneOf } from '@portal/core';

/** audit/add/{type}: head office picks the centre and the day; the checklist of the type becomes the audit's items. */
export default function NewAuditScreen({ fixedType }: { fixedType?: AuditType }) {
  const params = useParams();
  const type = fixedType ?? params.type;
  const navigate = useNavigate();
  if (!isOneOf(AUDIT_TYPES, type))
    return <Alert color="red">Unknown audit type: the type must be centre, academic or general.</Alert>;
  return (
    <>
      <PageHeader
        title={`New ${typeLabel(type!).toLowerCase()}`}
        crumbs={[
          {
            label: 'Audits',
            to: type === 'general' ? '/general-audit/generalAudits/all' : `/audit/acadAudits/${type}`,
          },
          { label: 'New' },
        ]}
      />
      <ResourceForm
        resource={centreAuditShape}
        presets={{ auditType: type }}
        hidden={type === 'general' ? ['auditType'] : ['auditType', 'generalAuditTypeId']}
        submitLabel="Start the audit"
        onSaved={(row) =>
          navigate(type === 'general' ? `/general-audit/add-reponse?audit=${row.id}` : `/audit/editAudit/${row.id}`)
        }
        onCancel={() => navigate(-1)}
      />
    </>
  );
}
