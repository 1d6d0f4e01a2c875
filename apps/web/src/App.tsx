import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PublicProviders } from './app/PublicProviders';
import { appRoutes } from './app/routes';
import { setNavigator } from './lib/navigation';

const router = createBrowserRouter(appRoutes);

// The API client redirects after a session expiry, and the public pages' links (ui/AppLink)
// are followed: through the router the move is instant and keeps the notice on screen.
setNavigator((to, options) => void router.navigate(to, options));

// Only the public providers here: every public page loads this chunk (main.tsx; a patient link
// opened directly goes without it, app/PatientLinkRoot.tsx). The staff providers come with the
// staff routes (app/staffRoutes.tsx), the query cache with the pages that use it
// (app/QueryProvider.tsx).
export function App() {
  return (
    <PublicProviders>
      <RouterProvider router={router} />
    </PublicProviders>
  );
}
