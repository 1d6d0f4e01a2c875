import { Outlet } from 'react-router';
import { StaffProviders } from './StaffProviders';

// The staff side's entry: loaded by the router when a staff route opens, never by a patient link
// or the landing page. The sign-in pages come with it; the console's shell and screens are
// separate chunks (guards.tsx, screens.tsx) so the sign-in page stays light.
export { ForgotPasswordPage } from '../features/auth/routes';
export { LoginPage } from '../features/auth/routes';
export { NewPasswordPage } from '../features/auth/routes';
export { UnlockPage } from '../features/auth/routes';

/** The parent of every staff route: the staff providers around the matched screen. */
export function StaffRoot() {
  return (
    <StaffProviders>
      <Outlet />
    </StaffProviders>
  );
}
