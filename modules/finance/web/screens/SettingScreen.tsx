import { Alert, Card } from '@mantine/core';
import { LoadError, PageHeader, ResourceForm, useAccess, useCall } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { feeSettingShape, taxSettingShape } from '../../shared/resources.ts';

/**
 * concession/tax/:type (the GST setting of one kind of supply) and
 * concession/application-setting, concession/fee-setting (the selected centre's
 * fee settings): one record each, edited in place or created when missing.
 */
export default function SettingScreen({ kind }: { kind: 'tax' | 'application' | 'fee' }) {
  const { type = '' } = useParams();
  const { franchiseeId } = useAccess();
  const resource = (kind === 'tax' ? taxSettingShape : feeSettingShape).name;
  const tax = useCall(C.listTaxSettings, { query: { q: type } }, { enabled: kind === 'tax' });
  const fee = useCall(
    C.listFeeSettings,
    { query: { franchiseeID: franchiseeId ?? undefined } },
    { enabled: kind !== 'tax' },
  );
  const found = kind === 'tax' ? tax : fee;
  const row = kind === 'tax' ? tax.data?.rows.find((r) => r.type === type) : fee.data?.rows[0];
  const hidden =
    kind === 'application'
      ? ['maxConcessionBp', 'lateFeePaise', 'lateFeeGraceDays', 'midYearRule', 'ruleConcessionApproval']
      : kind === 'fee'
        ? ['applicationFeePaise', 'registrationFeePaise', 'admissionFeePaise']
        : [];
  const title =
    kind === 'tax'
      ? `Tax setting: ${type}`
      : kind === 'application'
        ? 'Application, registration and admission fees'
        : 'Fee settings';
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: 'Concession and tax settings', to: '/concession/settings' }, { label: title }]}
      />
      {found.error ? (
        <LoadError error={found.error} onRetry={() => found.refetch()} />
      ) : (
        found.data && (
          <Card withBorder radius="md" maw={640}>
            {!row && kind !== 'tax' && !franchiseeId ? (
              <Alert color="blue">Choose a centre first.</Alert>
            ) : (
              <ResourceForm
                resource={resource}
                id={row?.id ?? null}
                hidden={hidden}
                presets={kind === 'tax' ? { type } : { franchiseeId }}
                onSaved={() => void found.refetch()}
              />
            )}
          </Card>
        )
      )}
    </>
  );
}
