import { Alert } from '@mantine/core';
import {
  fillPath,
  PageHeader,
  ResourceForm,
  useAccess,
  useCall,
  useResourceMeta,
  type ResourceScreenProps,
} from '@portal/ui';
import { useNavigate } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { STAFF_MODULES } from '../../shared/index.ts';

/**
 * applyAttendance, applyLeave and create-log-book: a teacher writes for themselves (the
 * staff field is filled and hidden); a centre head picks the staff member.
 */
export default function SelfServiceCreateScreen({ resource, links, title }: ResourceScreenProps) {
  const access = useAccess();
  const navigate = useNavigate();
  const meta = useResourceMeta(resource);
  const supervisor = access.canWrite(STAFF_MODULES.CENTRE_HEAD_ATTENDANCE);
  const me = useCall(C.staffMe, undefined, {
    enabled: !supervisor,
    retry: false,
  });
  const label = title ?? `New ${meta.data?.label.toLowerCase() ?? ''}`;
  const header = (
    <PageHeader title={label} crumbs={[{ label: meta.data?.labelPlural ?? '', to: links.list }, { label }]} />
  );
  if (!supervisor && me.error) {
    return (
      <>
        {header}
        <Alert color="yellow">Your account is not linked to a staff record yet. Ask your centre head to add you.</Alert>
      </>
    );
  }
  if (!supervisor && !me.data) return header;
  const presets = supervisor ? undefined : { staffId: me.data!.id };
  return (
    <>
      {header}
      <ResourceForm
        resource={resource}
        presets={presets}
        hidden={supervisor ? [] : ['staffId']}
        onSaved={(row) => navigate(links.view ? fillPath(links.view, row.id) : (links.list ?? '/staff/home'))}
        onCancel={() => navigate(-1)}
      />
    </>
  );
}
