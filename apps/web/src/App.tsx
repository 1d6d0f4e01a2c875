import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/queryClient';
import { appRoutes } from './app/routes';
import { setNavigator } from './lib/navigation';

const router = createBrowserRouter(appRoutes);
const queryClient = createQueryClient();

// The API client redirects after a session expiry; through the router the move is instant
// and keeps the notice on screen.
setNavigator((to) => void router.navigate(to, { replace: true }));

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
