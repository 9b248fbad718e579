import { Stack } from '@mantine/core';
import { PageHeader } from '@portal/ui';
import { AUDIT_LISTS } from '../../shared/contracts.ts';
import { CentreScoreTable } from '../components/CentreScoreTable.tsx';
import { ClosureList } from '../components/ClosureList.tsx';

/** general-audit/audit-report-list and closure-list: each centre's general-audit score, and what is left to close. */
export default function GeneralReportScreen({ mode }: { mode: 'report' | 'closures' }) {
  return (
    <>
      <PageHeader title={mode === 'report' ? 'General audit report' : 'General audit closure list'} />
      <Stack>
        {mode === 'report' && <CentreScoreTable type="general" />}
        <ClosureList source={AUDIT_LISTS.generalClosures} viewPath="/general-audit/view-audit" />
      </Stack>
    </>
  );
}
