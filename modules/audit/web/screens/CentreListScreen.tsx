import { Select, Stack } from '@mantine/core';
import { PageHeader } from '@portal/ui';
import { AUDIT_LISTS } from '../../shared/contracts.ts';
import { useState } from 'react';
import { AUDIT_TYPE_LABELS, AUDIT_TYPES } from '../../shared/constants.ts';
import { ClosureList } from '../components/ClosureList.tsx';
import { CentreScoreTable } from '../components/CentreScoreTable.tsx';
import { isOneOf } from '@portal/core';

/** audit/centerList: every centre with its latest score, and the network's closure list. */
export default function CentreListScreen() {
  const [type, setType] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title="Centre audits"
        actions={
          <Select
            aria-label="Audit type"
            placeholder="Every type"
            clearable
            data={AUDIT_TYPES.map((t) => ({ value: t, label: AUDIT_TYPE_LABELS[t] }))}
            value={type}
            onChange={setType}
            w={200}
          />
        }
      />
      <Stack>
        <CentreScoreTable type={isOneOf(AUDIT_TYPES, type) ? type : undefined} />
        <ClosureList source={AUDIT_LISTS.closures} viewPath="/audit/viewAudit" />
      </Stack>
    </>
  );
}
