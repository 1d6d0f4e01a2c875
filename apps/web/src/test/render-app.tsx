import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PublicProviders } from '../app/PublicProviders';
import { appRoutes } from '../app/routes';
import { setNavigator } from '../lib/navigation';
import { testQueryClient } from './render';

// Apart from ./render.tsx: loading every screen costs about a second a file, paid only by the
// files that open the whole app.

/**
 * The route table with every lazy route loaded up front. The app fetches the staff routes when
 * first opened (routes.tsx); tests render a path at once, as before the split, and may query
 * the screen straight after rendering. The e2e tests cover the lazy loading itself.
 */
async function loadLazyRoutes(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const kids = children ? { children: await loadLazyRoutes(children) } : {};
      return { ...route, ...loaded, ...kids } as RouteObject;
    }),
  );
}
const loadedAppRoutes = await loadLazyRoutes(appRoutes);

/**
 * The whole app (real route table, guards and layouts) opened at a path. Only the public
 * providers around it, as in App.tsx: the staff routes bring their own (app/staffRoutes.tsx).
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(loadedAppRoutes, { initialEntries: [path] });
  // As App.tsx does: the public pages' links (ui/AppLink) and the API client move through it.
  setNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <PublicProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </PublicProviders>,
  );
  return { router, ...view };
}
