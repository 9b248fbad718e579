import { Select, type SelectProps } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { franchiseeLabel } from '@portal/core';
import {
  franchiseeSelectLabelKey,
  offersSelectAll,
  reloadRoles,
  selectAcademicYear,
  selectFranchisee,
} from '../session/actions.ts';
import { useSession } from '../session/store.ts';
import { useShellData } from './useShellData.ts';
import { t } from '@portal/ui';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'>;

/** Data of other centres or years must not linger once the selection changes. */
function useRefetchScoped() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'meta' && q.queryKey[0] !== 'shell' });
}

export function FranchiseeSelect(props: Props) {
  const navigate = useNavigate();
  const { franchisee } = useSession();
  const { franchisees } = useShellData();
  const refetch = useRefetchScoped();
  const data = [
    ...(offersSelectAll() && franchisees.length > 1 ? [{ value: '0', label: t('shell.selectAll') }] : []),
    ...franchisees.map((f) => ({ value: String(f.id), label: franchiseeLabel(f) })),
  ];
  return (
    <Select
      label={t(franchiseeSelectLabelKey())}
      placeholder={t('shell.selectFranchisee')}
      searchable
      data={data}
      value={franchisee ? String(franchisee.id) : null}
      onChange={(v) => {
        const id = Number(v);
        const next = franchisees.find((f) => f.id === id);
        const before = franchisees.find((f) => f.id === franchisee?.id);
        selectFranchisee(v === null ? null : id === 0 ? { id: 0, companyName: t('shell.selectAll') } : (next ?? null));
        // Other roles may not open the page shown now: the home page is open to every role.
        if (next?.otherRoles || before?.otherRoles)
          void reloadRoles()
            .then(() => navigate('/profile/dashboard'))
            .then(refetch);
        else void refetch();
      }}
      nothingFoundMessage="No franchisee"
      comboboxProps={{ withinPortal: true }}
      data-testid="franchisee-select"
      {...props}
    />
  );
}

export function AcademicYearSelect(props: Props) {
  const { academicYear } = useSession();
  const { years } = useShellData();
  const refetch = useRefetchScoped();
  return (
    <Select
      label={t('shell.academicYear')}
      placeholder={t('shell.yearPlaceholder')}
      data={years.map((y) => ({ value: String(y.id), label: y.academicYear }))}
      value={academicYear ? String(academicYear.id) : null}
      onChange={(v) => {
        selectAcademicYear(years.find((y) => String(y.id) === v) ?? null);
        void refetch();
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="year-select"
      {...props}
    />
  );
}
