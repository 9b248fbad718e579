import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { splitMenuOverflow } from '@portal/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActiveNode, type MenuNode } from './menu-model.ts';

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

/** The horizontal menu (≥700 px); entries past 80 label characters go under 'more'. */
export function TopMenu({ entries }: { entries: MenuNode[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { shown, more } = splitMenuOverflow(entries);
  return (
    <Group
      gap={4}
      wrap="nowrap"
      component="nav"
      aria-label="Main menu"
      data-testid="top-menu"
      style={{ overflow: 'hidden' }}
    >
      {shown.map((node) => (
        <Entry key={node.id} node={node} active={isActiveNode(node, pathname)} />
      ))}
      {more.length > 0 && (
        <Menu trigger="click-hover" position="bottom-end" withinPortal shadow="md" width={260}>
          <Menu.Target>
            <Button
              variant={more.some((n) => isActiveNode(n, pathname)) ? 'light' : 'subtle'}
              color="gray"
              size="sm"
              rightSection={<IconDots size={14} />}
              data-testid="menu-more"
            >
              {t('shell.more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((node) => (
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
      )}
    </Group>
  );
}
