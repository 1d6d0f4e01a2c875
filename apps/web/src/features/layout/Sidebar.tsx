import { NavLink, Title } from '@mantine/core';
import { ScrollBox } from '../../ui/ScrollBox';
import { sidebarFor } from '@paperless/core';
import { Link, matchPath, useLocation } from 'react-router';
import { useSignedInSession } from '../../lib/session';
import { RouteIcon } from './routeIcons';

/** The routes this user may open, from the shared route table, with the current one marked. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { user, permissions } = useSignedInSession();
  const { pathname } = useLocation();
  const items = sidebarFor({ kind: user.user_type, permissions });

  return (
    <ScrollBox mah="100%">
      <Title order={2} size="xs" tt="uppercase" c="dimmed" fw={700} px="sm" mb="xs">
        Directories
      </Title>
      {items.map((item) => {
        const active = matchPath({ path: item.path, end: false }, pathname) !== null;
        return (
          <NavLink
            key={item.path}
            component={Link}
            to={item.path}
            label={item.label}
            leftSection={<RouteIcon path={item.path} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
          />
        );
      })}
    </ScrollBox>
  );
}
