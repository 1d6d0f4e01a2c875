import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import { BillingGate } from '../billing';
import { AppHeader } from './AppHeader';
import { Sidebar } from './Sidebar';

/**
 * The signed-in shell. Provider staff and clinic users share its frame; what differs (sidebar
 * items, header title, settings path) follows from the user's type and permissions.
 * On phones the sidebar folds away behind the burger and closes after a choice.
 */
export function AppLayout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader navOpened={navOpened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main">
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {/* Issue 20: the unpaid-invoice banner, or the Suspended page instead of the screen. */}
        <BillingGate>
          <Outlet />
        </BillingGate>
      </AppShell.Main>
    </AppShell>
  );
}
