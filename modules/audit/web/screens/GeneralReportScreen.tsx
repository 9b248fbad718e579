import { Stack } from '@mantine/core';
import { PageHeader } from '@portal/ui';
import { CentreScoreTable } from '../components/CentreScoreTable.tsx';
import { ClosureList } from '../components/ClosureList.tsx';

/** general-audit/audit-report-list and closure-list: each centre's general-audit score, and what is left to close. */
export default function GeneralReportScreen({ mode }: { mode: 'report' | 'closures' }) {
  return (
    <>
      <PageHeader title={mode === 'report' ? 'General audit report' : 'General audit closure list'} />
      <Stack>
        {mode === 'report' && <CentreScoreTable type="general" />}
        <ClosureList path="/api/general-audit/closure-list" viewPath="/general-audit/view-audit" />
      </Stack>
    </>
  );
}
