import type { AppRoute } from '@paperless/core';
import type { ReactNode } from 'react';
import { RouteGate } from './guards';
import { screenFor } from './screens';

// The signed-in console's chunk: its shell (guards.tsx with the layout) and the screen table.
// The router loads it once a staff route needs it; each screen's own code stays lazy in screens.tsx.
export { RequireSession } from './guards';

/** A signed-in route's element: the route table's permission rule around the screen. */
export function gatedScreen(route: AppRoute): ReactNode {
  return <RouteGate route={route}>{screenFor(route)}</RouteGate>;
}
