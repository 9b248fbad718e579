import type { DashboardItem } from '@portal/core';
import { t, tOr } from '@portal/ui';

export interface MenuNode {
  id: string;
  label: string;
  /** Null for a group heading. */
  href: string | null;
  children: MenuNode[];
}

export interface MenuContext {
  studentAdmissionID?: number | null;
}

/**
 * The link of a menu item. Placeholders in stored paths are filled: student
 * items point at the linked student, list pages start at page 1, ticket lists
 * at 'open'; any other optional placeholder is dropped.
 */
export function menuHref(item: Pick<DashboardItem, 'path' | 'studentFacing'>, ctx: MenuContext): string {
  const filled = item.path.replace(
    /\/\{([^}?]+)(\?)?\}|\/:([A-Za-z0-9_]+)(\?)?/g,
    (_m, a?: string, aOpt?: string, b?: string, bOpt?: string) => {
      const name = (a ?? b ?? '').toLowerCase();
      const optional = Boolean(aOpt ?? bOpt);
      if (item.studentFacing && name.includes('student') && ctx.studentAdmissionID) return `/${ctx.studentAdmissionID}`;
      if (name === 'current') return '/1';
      if (name === 'ticketstatus') return '/open';
      return optional ? '' : `/${name}`;
    },
  );
  return filled || '/';
}

const dailyRank = (item: DashboardItem) => item.dashboardRoleMap.dailyRank ?? null;

/**
 * Flat dashboards to the menu: children under their parent, top-level items
 * with the same group label gathered under one heading, order by sort. A role
 * whose entries declare what it does every day (a parent, a teacher) gets those
 * first, in their rank's order, and everything else under one "More" heading.
 */
export function buildMenu(items: readonly DashboardItem[], ctx: MenuContext): MenuNode[] {
  const daily = items.filter((i) => i.parentId === null && dailyRank(i) !== null);
  if (daily.length === 0) return groupedMenu(items, ctx);
  const ids = new Set(daily.map((i) => i.id));
  const first = groupedMenu(
    [...daily].sort((a, b) => dailyRank(a)! - dailyRank(b)!).map((item, i) => ({ ...item, groupLabel: null, sort: i })),
    ctx,
  );
  const rest = groupedMenu(
    items.filter((i) => !ids.has(i.id)),
    ctx,
  ).flatMap((node) => (node.href === null ? node.children : [node]));
  if (rest.length === 0) return first;
  return [...first, { id: 'group-more', label: t('home.moreMenu'), href: null, children: rest }];
}

function groupedMenu(items: readonly DashboardItem[], ctx: MenuContext): MenuNode[] {
  const ids = new Set(items.map((i) => i.id));
  const sorted = [...items].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const childrenOf = new Map<number, DashboardItem[]>();
  for (const item of sorted) {
    if (item.parentId !== null && ids.has(item.parentId)) {
      childrenOf.set(item.parentId, [...(childrenOf.get(item.parentId) ?? []), item]);
    }
  }
  const toNode = (item: DashboardItem): MenuNode => ({
    id: `item-${item.id}`,
    label: tOr(`menu.${item.name}`, item.label),
    href: menuHref(item, ctx),
    children: (childrenOf.get(item.id) ?? []).map(toNode),
  });
  const entries: MenuNode[] = [];
  const groups = new Map<string, MenuNode>();
  for (const item of sorted) {
    if (item.parentId !== null && ids.has(item.parentId)) continue;
    if (!item.groupLabel) {
      entries.push(toNode(item));
      continue;
    }
    let group = groups.get(item.groupLabel);
    if (!group) {
      group = {
        id: `group-${item.groupLabel}`,
        label: tOr(`menu.${item.groupLabel}`, item.groupLabel),
        href: null,
        children: [],
      };
      groups.set(item.groupLabel, group);
      entries.push(group);
    }
    group.children.push(toNode(item));
  }
  return entries;
}

/** Whether a node or one of its descendants is the page being shown. */
export function isActiveNode(node: MenuNode, pathname: string): boolean {
  if (node.href && node.href !== '/' && (pathname === node.href || pathname.startsWith(`${node.href}/`))) return true;
  return node.children.some((c) => isActiveNode(c, pathname));
}
