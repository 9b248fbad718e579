import { ActionIcon, Checkbox, Menu, Tooltip } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { DataColumn } from './types.ts';
import { t } from '../../i18n/index.tsx';

/** The 'Columns' menu: a check box per column that may be hidden; the last shown one stays. */
export function ColumnChooser<T>({
  columns,
  visibility,
  onChange,
}: {
  columns: DataColumn<T>[];
  visibility: Record<string, boolean>;
  onChange(next: Record<string, boolean>): void;
}) {
  const choosable = columns.filter((c) => !c.alwaysShown && !c.hiddenHeader);
  const shownCount = choosable.filter((c) => visibility[c.id] !== false).length;
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('table.columns')}>
          <ActionIcon variant="default" size="lg" aria-label={t('table.chooseColumns')} data-testid="list-columns">
            <IconColumns size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('table.columns')}</Menu.Label>
        {choosable.map((c) => {
          const shown = visibility[c.id] !== false;
          return (
            <Menu.Item key={c.id} component="div">
              <Checkbox
                label={c.header}
                checked={shown}
                onChange={() => onChange({ ...visibility, [c.id]: !shown })}
                disabled={shown && shownCount === 1}
              />
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
