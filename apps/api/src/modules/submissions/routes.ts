import type { RoutesPlugin } from '../../lib/route-kit.js';

/** Submitted forms: patients with their PDFs, downloads. */
export const submissionRoutes: RoutesPlugin = async () => {};
