import { Box, NavLink } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { isActiveNode, type MenuNode } from './menu-model.ts';

function Node({ node, onNavigate, depth }: { node: MenuNode; onNavigate(): void; depth: number }) {
  const { pathname } = useLocation();
  const active = isActiveNode(node, pathname);
  if (node.children.length === 0) {
    return (
      <NavLink
        component={Link}
        to={node.href ?? '/'}
        label={node.label}
        active={active}
        onClick={onNavigate}
        pl={depth ? 12 + depth * 12 : undefined}
      />
    );
  }
  return (
    <NavLink
      label={node.label}
      defaultOpened={active}
      active={active && !node.href}
      rightSection={<IconChevronRight size={14} />}
      fw={600}
      childrenOffset={12}
    >
      {node.href && (
        <NavLink
          component={Link}
          to={node.href}
          label={node.label}
          onClick={onNavigate}
          active={pathname === node.href}
        />
      )}
      {node.children.map((c) => (
        <Node key={c.id} node={c} onNavigate={onNavigate} depth={depth + 1} />
      ))}
    </NavLink>
  );
}

/** The left drawer's menu (<700 px): the whole tree, no 'more' split. */
export function SideMenu({ entries, onNavigate }: { entries: MenuNode[]; onNavigate(): void }) {
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      data-testid="side-menu"
      style={{ maxHeight: 'calc(100dvh - 80px)', overflowY: 'auto' }}
    >
      {entries.map((node) => (
        <Node key={node.id} node={node} onNavigate={onNavigate} depth={0} />
      ))}
    </Box>
  );
}
