import type { RoutesPlugin } from '../../lib/route-kit.js';

/** Public patient links: load a link, submit its forms (authorised by the token alone). */
export const patientLinkRoutes: RoutesPlugin = async () => {};
