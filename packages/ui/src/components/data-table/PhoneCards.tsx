import { Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { cellContent } from './cellContent.tsx';
import { toggleSelected, type RowsView } from './view.ts';
import { t } from '../../i18n/index.tsx';

/**
 * The rows on a phone: one card each, the primary column as its title and the others as 'label: value' lines,
 * so nothing is cut and nothing scrolls sideways.
 */
export function PhoneCards<T>({ view }: { view: RowsView<T> }) {
  const { rows, selection } = view;
  const primary = view.columns.find((c) => c.primary) ?? view.columns[0];
  const details = view.columns.filter((c) => c !== primary && !c.hideOnPhone);
  const clickable = Boolean(view.onRowClick);
  return (
    <Stack
      gap="sm"
      p="sm"
      component="ul"
      aria-label={view.label}
      data-testid={view.testId}
      style={{ listStyle: 'none', margin: 0 }}
    >
      {rows.map((row, index) => {
        const id = view.rowId(row, index);
        return (
          <Card
            key={id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid={view.rowTestId}
            data-card
            {...view.rowProps?.(row)}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              {selection && (
                <Checkbox
                  aria-label={selection.label?.(id) ?? t('table.selectRow')}
                  checked={selection.selected.includes(id)}
                  disabled={selection.disabled?.(id)}
                  onChange={() => selection.onChange(toggleSelected(selection.selected, id))}
                />
              )}
              <div
                style={{ flex: 1, minWidth: 0, cursor: clickable ? 'pointer' : undefined }}
                role={clickable ? 'button' : undefined}
                tabIndex={clickable ? 0 : undefined}
                aria-label={clickable ? view.rowLabel?.(row) : undefined}
                onClick={clickable ? () => view.onRowClick!(row) : undefined}
                onKeyDown={
                  clickable
                    ? (e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          view.onRowClick!(row);
                        }
                      }
                    : undefined
                }
              >
                {primary && (
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }} {...primary.cellProps?.(row)}>
                    {cellContent(primary, row, index)}
                  </Text>
                )}
                {details.length > 0 && (
                  <dl style={{ margin: '4px 0 0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
                    {details.map((c) => (
                      <div key={c.id} style={{ display: 'contents' }}>
                        {!c.hiddenHeader && (
                          <Text component="dt" size="sm" c="dimmed">
                            {c.header}
                          </Text>
                        )}
                        <Text
                          component="dd"
                          size="sm"
                          m={0}
                          style={{ overflowWrap: 'anywhere', gridColumn: c.hiddenHeader ? '1 / -1' : undefined }}
                          {...c.cellProps?.(row)}
                        >
                          {cellContent(c, row, index)}
                        </Text>
                      </div>
                    ))}
                  </dl>
                )}
              </div>
            </Group>
            {view.rowActions && (
              <Group gap="xs" mt="xs" justify="flex-end" aria-label={view.rowActionsLabel} role="group">
                {view.rowActions(row)}
              </Group>
            )}
          </Card>
        );
      })}
      {view.totals && (
        <Card component="li" withBorder radius="md" p="sm" data-testid="totals-row">
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
            {view.columns
              .filter((c) => view.totals![c.id] !== undefined)
              .map((c) => (
                <div key={c.id} style={{ display: 'contents' }}>
                  <Text component="dt" size="sm" c="dimmed">
                    {c.header}
                  </Text>
                  <Text component="dd" size="sm" fw={700} m={0}>
                    {view.totals![c.id]}
                  </Text>
                </div>
              ))}
          </dl>
        </Card>
      )}
    </Stack>
  );
}
