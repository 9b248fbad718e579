import { Table, VisuallyHidden } from '@mantine/core';
import { t } from '../i18n/index.tsx';

/**
 * A header cell over a column of buttons or check boxes: nothing to see, but screen readers still hear what
 * the column holds (an empty header is an accessibility failure).
 */
export function HiddenTh({ label = t('common.actions'), w }: { label?: string; w?: number }) {
  return (
    <Table.Th w={w}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Table.Th>
  );
}
