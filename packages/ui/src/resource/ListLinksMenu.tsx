import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAccess } from '../access.tsx';
import type { ListLinks } from './screen-props.ts';

/** A list's header menu of the lists kept beside it; links the user may not open are left out, an empty menu too. */
export function ListLinksMenu({ label, links }: ListLinks) {
  const access = useAccess();
  const shown = links.filter((link) => link.modules.some((m) => access.canRead(m)));
  if (shown.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} />} data-testid="list-links">
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {shown.map((link) => (
          <Menu.Item key={link.path} component={Link} to={link.path}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
