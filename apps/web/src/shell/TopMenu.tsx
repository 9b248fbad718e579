import { Button, Group, Menu } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { splitMenuOverflow } from '@portal/core';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { isActiveNode, type MenuNode } from './menu-model.ts';
import { t } from '@portal/ui';

function MenuItems({ nodes }: { nodes: MenuNode[] }) {
  return (
    <>
      {nodes.map((node) =>
        node.children.length > 0 ? (
          <Fragment key={node.id}>
            <Menu.Label>{node.label}</Menu.Label>
            {node.href && (
              <Menu.Item component={Link} to={node.href}>
                {node.label}
              </Menu.Item>
            )}
            {node.children.map((c) => (
              <Menu.Item key={c.id} component={Link} to={c.href ?? '#'} pl="lg">
                {c.label}
              </Menu.Item>
            ))}
          </Fragment>
        ) : (
          <Menu.Item key={node.id} component={Link} to={node.href ?? '#'}>
            {node.label}
          </Menu.Item>
        ),
      )}
    </>
  );
}

function Entry({ node, active }: { node: MenuNode; active: boolean }) {
  const variant = active ? 'light' : 'subtle';
  if (node.children.length === 0 && node.href) {
    return (
      <Button
        component={Link}
        to={node.href}
        variant={variant}
        color={active ? undefined : 'gray'}
        size="sm"
        fw={600}
        px={10}
        data-testid="menu-entry"
      >
        {node.label}
      </Button>
    );
  }
  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={150}
      position="bottom-start"
      withinPortal
      shadow="md"
      width={240}
    >
      <Menu.Target>
        <Button
          variant={variant}
          color={active ? undefined : 'gray'}
          size="sm"
          fw={600}
          px={10}
          rightSection={<IconChevronDown size={14} />}
          data-testid="menu-entry"
        >
          {node.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItems nodes={node.children.length ? node.children : [node]} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The entries that do not fit, under one 'more' menu. */
function MoreMenu({ nodes, active }: { nodes: MenuNode[]; active: boolean }) {
  return (
    <div>
      <Menu trigger="click-hover" position="bottom-end" withinPortal shadow="md" width={260}>
        <Menu.Target>
          <Button
            variant={active ? 'light' : 'subtle'}
            color="gray"
            size="sm"
            rightSection={<IconDots size={14} />}
            data-testid="menu-more"
          >
            {t('shell.more')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {nodes.map((node) => (
            <Fragment key={node.id}>
              {node.children.length > 0 ? (
                <>
                  <Menu.Label>{node.label}</Menu.Label>
                  <MenuItems nodes={node.children} />
                </>
              ) : (
                <MenuItems nodes={[node]} />
              )}
            </Fragment>
          ))}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}

/** A bold 14 px label's width per character and a button's padding and chevron, rounded up. */
const CHAR_PX = 9;
const ENTRY_EXTRA_PX = 56;
const MORE_PX = 104;

/** The first entries whose buttons fit `width` with room left for 'more' when any do not. */
function fitting(entries: MenuNode[], width: number): number {
  let used = 0;
  for (let i = 0; i < entries.length; i++) {
    used += entries[i].label.length * CHAR_PX + ENTRY_EXTRA_PX;
    const room = i < entries.length - 1 ? MORE_PX : 0;
    if (used + room > width) return i;
  }
  return entries.length;
}

/**
 * The horizontal menu (≥700 px). Entries past 80 label characters go under 'more' (the spec's rule),
 * and so do those the width of the bar cannot show whole: a label is never cut.
 */
export function TopMenu({ entries }: { entries: MenuNode[] }) {
  const { pathname } = useLocation();
  const { ref, width } = useElementSize();
  const { shown, more } = splitMenuOverflow(entries);
  const count = width ? fitting(shown, width) : shown.length;
  const hidden = [...shown.slice(count), ...more];
  return (
    <Group ref={ref} gap={4} wrap="nowrap" component="nav" aria-label="Main menu" data-testid="top-menu">
      {shown.slice(0, count).map((node) => (
        <Entry key={node.id} node={node} active={isActiveNode(node, pathname)} />
      ))}
      {hidden.length > 0 && <MoreMenu nodes={hidden} active={hidden.some((n) => isActiveNode(n, pathname))} />}
    </Group>
  );
}
